import { materialParams } from '../../contracts/learning';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { viewMaterial } from '../catalogue';

/** Opening a material: in_progress on the first view, only the last view refreshed afterwards. */
export const handler = defineHandler(
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/view',
  { params: materialParams },
  async ({ auth, params }) => ok(await viewMaterial(auth.userId, params.moduleId, params.materialId)),
);
