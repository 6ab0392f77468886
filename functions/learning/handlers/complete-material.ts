import { materialParams } from '../../contracts/learning';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { completeMaterial } from '../catalogue';

/** Marking a material completed (100 %). */
export const handler = defineHandler(
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/complete',
  { params: materialParams },
  async ({ auth, params }) => ok(await completeMaterial(auth.userId, params.moduleId, params.materialId)),
);
