import { audit } from '../audit';
import { createAdminMaterial } from '../modules';
import { adminModuleParams, materialFields } from '../../contracts/admin-modules';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: 'Novo Material' in a module (counted in the statistics in the same transaction). */
export const handler = defineHandler(
  'POST /api/admin/modules/{moduleId}/materials',
  { params: adminModuleParams, body: materialFields },
  async (request) => {
    const material = await createAdminMaterial(request.params.moduleId, request.body, (written) =>
      audit(
        request,
        'material.created',
        { content: `material:${written.moduleId}/${written.id}` },
        { isPublished: written.isPublished },
      ),
    );
    return created(material);
  },
);
