import { audit } from '../audit';
import { updateAdminModule } from '../modules';
import { adminModuleParams, moduleFields } from '../../contracts/admin-modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: the edit dialog (title, description, icon, category, published). */
export const handler = defineHandler(
  'PATCH /api/admin/modules/{moduleId}',
  { params: adminModuleParams, body: moduleFields },
  async (request) => {
    const module = await updateAdminModule(
      request.params.moduleId,
      request.body,
      audit(
        request,
        'module.updated',
        { content: `module:${request.params.moduleId}` },
        { fields: Object.keys(request.body), isPublished: request.body.isPublished },
      ),
    );
    return ok(module);
  },
);
