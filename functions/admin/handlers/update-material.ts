import { audit } from '../audit';
import { updateAdminMaterial } from '../modules';
import { adminMaterialParams, materialFields } from '../../contracts/admin-modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: a material's dialog (title, description, type, estimated time, order, published). */
export const handler = defineHandler(
  'PATCH /api/admin/modules/{moduleId}/materials/{materialId}',
  { params: adminMaterialParams, body: materialFields },
  async (request) => {
    const { moduleId, materialId } = request.params;
    const material = await updateAdminMaterial(
      moduleId,
      materialId,
      request.body,
      audit(
        request,
        'material.updated',
        { content: `material:${moduleId}/${materialId}` },
        { fields: Object.keys(request.body), isPublished: request.body.isPublished },
      ),
    );
    return ok({ ...material, id: materialId, estimatedTime: material.estimatedTime ?? null });
  },
);
