import { updatePlan } from '../plans';
import { planIdParams, updatePlanRequest } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'PATCH /api/action-plans/{planId}',
  { params: planIdParams, body: updatePlanRequest },
  async ({ auth, params, body }) => {
    return ok(await updatePlan(auth.userId, params.planId, body));
  },
);
