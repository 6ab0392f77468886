import { deletePlan } from '../plans';
import { planIdParams, versionQuery } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Deletes a plan: its tasks (with their notes and conversations) first, the plan last. */
export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}',
  { params: planIdParams, query: versionQuery },
  async ({ auth, params, query }) => {
    await deletePlan(auth.userId, params.planId, query.version);
    return noContent();
  },
);
