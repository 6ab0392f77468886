import { createItem } from '../plans';
import { createItemRequest, planIdParams } from '../../contracts/action-plan';
import { created, defineHandler } from '../../platform/http/define-handler';

/** A new task in one of the user's plans (an invalid priority is stored as medium). */
export const handler = defineHandler(
  'POST /api/action-plans/{planId}/items',
  { params: planIdParams, body: createItemRequest },
  async ({ auth, params, body }) => {
    return created(await createItem(auth.userId, params.planId, body));
  },
);
