import { audit } from '../audit';
import { moveAdminModule } from '../modules';
import { adminModuleParams, moveModuleRequest } from '../../contracts/admin-modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: the table's up and down arrows (a swap with the neighbour, in one transaction). */
export const handler = defineHandler(
  'POST /api/admin/modules/{moduleId}/move',
  { params: adminModuleParams, body: moveModuleRequest },
  async (request) => {
    const list = await moveAdminModule(
      request.params.moduleId,
      request.body.direction,
      audit(request, 'module.moved', { content: `module:${request.params.moduleId}` }, request.body),
    );
    return ok(list);
  },
);
