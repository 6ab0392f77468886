import { moduleParams } from '../../contracts/learning';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { getModule } from '../catalogue';

/** A published module with its published materials and the user's progress (one round trip). */
export const handler = defineHandler(
  'GET /api/learning/modules/{moduleId}',
  { params: moduleParams },
  async ({ auth, params }) => ok(await getModule(auth.userId, params.moduleId)),
);
