import { audit } from '../../admin/audit';
import { createAdminMaterial } from '../../admin/modules';
import { adminModuleParams, materialFields } from '../../contracts/admin-modules';
import { created, defineHandler } from '../../http/define-handler';

/** Admin: 'Novo Material' in a module (counted in the statistics in the same transaction). */
export const handler = defineHandler(
  'POST /api/admin/modules/{moduleId}/materials',
  { params: adminModuleParams, body: materialFields },
  async (request) => {
    const material = await createAdminMaterial(request.params.moduleId, request.body);
    await audit(
      request,
      'material.created',
      { content: `material:${material.moduleId}/${material.id}` },
      { isPublished: material.isPublished },
    );
    return created(material);
  },
);
