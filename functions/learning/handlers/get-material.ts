import { materialParams } from '../../contracts/learning';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { getMaterial } from '../catalogue';

/** A published material with its items in order (one round trip). */
export const handler = defineHandler(
  'GET /api/learning/modules/{moduleId}/materials/{materialId}',
  { params: materialParams },
  async ({ auth, params }) => ok(await getMaterial(auth.userId, params.moduleId, params.materialId)),
);
