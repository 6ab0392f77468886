import { audit } from '../../admin/audit';
import { deleteAdminMaterial } from '../../admin/modules';
import { adminMaterialParams } from '../../contracts/admin-modules';
import { defineHandler, noContent } from '../../http/define-handler';

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
