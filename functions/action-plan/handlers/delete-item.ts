import { deleteItem } from '../plans';
import { itemParams } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}/items/{itemId}',
  { params: itemParams },
  async ({ auth, params }) => {
    await deleteItem(auth.userId, params.planId, params.itemId);
    return noContent();
  },
);
