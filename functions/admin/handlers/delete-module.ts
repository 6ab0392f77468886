import { audit } from '../audit';
import { deleteAdminModule } from '../modules';
import { adminModuleParams } from '../../contracts/admin-modules';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Admin: deletes a module with its materials, items, users' progress on them and its uploads. */
export const handler = defineHandler(
  'DELETE /api/admin/modules/{moduleId}',
  { params: adminModuleParams },
  async (request) => {
    await deleteAdminModule(request.params.moduleId, (removed) =>
      audit(request, 'module.deleted', { content: `module:${request.params.moduleId}` }, removed),
    );
    return noContent();
  },
);
