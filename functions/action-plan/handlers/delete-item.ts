import { deleteItem } from '../plans';
import { itemParams, versionQuery } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}/items/{itemId}',
  { params: itemParams, query: versionQuery },
  async ({ auth, params, query }) => {
    await deleteItem(auth.userId, params.planId, params.itemId, query.version);
    return noContent();
  },
);
