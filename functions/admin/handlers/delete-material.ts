import { audit } from '../audit';
import { deleteAdminMaterial } from '../modules';
import { adminMaterialParams } from '../../contracts/admin-modules';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Admin: deletes a material with its items, users' progress on it and the uploads only it used. */
export const handler = defineHandler(
  'DELETE /api/admin/modules/{moduleId}/materials/{materialId}',
  { params: adminMaterialParams },
  async (request) => {
    const { moduleId, materialId } = request.params;
    await deleteAdminMaterial(moduleId, materialId, (removedUploads) =>
      audit(
        request,
        'material.deleted',
        { content: `material:${moduleId}/${materialId}` },
        { removedUploads },
      ),
    );
    return noContent();
  },
);
