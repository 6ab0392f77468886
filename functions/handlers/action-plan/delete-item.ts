import { deleteItem } from '../../action-plan/plans';
import { itemParams } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../http/define-handler';

export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}/items/{itemId}',
  { params: itemParams },
  async ({ auth, params, entitled }) => {
    await deleteItem(auth.userId, params.planId, params.itemId, entitled);
    return noContent();
  },
);
