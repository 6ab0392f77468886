import { updateItem } from '../plans';
import { itemParams, updateItemRequest } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Edits a task: the fields sent of its title, priority, due date, category, 5W2H or completed. */
export const handler = defineHandler(
  'PATCH /api/action-plans/{planId}/items/{itemId}',
  { params: itemParams, body: updateItemRequest },
  async ({ auth, params, body }) => ok(await updateItem(auth.userId, params.planId, params.itemId, body)),
);
