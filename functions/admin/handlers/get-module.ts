import { getAdminModule } from '../modules';
import { adminModuleParams } from '../../contracts/admin-modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: a module with every material (drafts included) and its items (one Query). */
export const handler = defineHandler(
  'GET /api/admin/modules/{moduleId}',
  { params: adminModuleParams },
  async ({ params }) => ok(await getAdminModule(params.moduleId)),
);
