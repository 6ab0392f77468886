import { deletePlan } from '../plans';
import { planIdParams } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Deletes a plan: its tasks (with their notes and conversations) first, the plan last. */
export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}',
  { params: planIdParams },
  async ({ auth, params }) => {
    await deletePlan(auth.userId, params.planId);
    return noContent();
  },
);
