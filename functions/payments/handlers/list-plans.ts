import type { ListPlansResponse } from '../../contracts/plans';
import { listActivePlans } from '../subscription-plans';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Active plans by price ascending (one Query). Hiding trial/test plans and the default are the web's. */
export const handler = defineHandler('GET /api/plans', {}, async () => {
  const answer: ListPlansResponse = { plans: await listActivePlans() };
  return ok(answer);
});
