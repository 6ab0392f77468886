import { geniusConversation } from '../genius';
import { itemParams } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** The stored Genius conversation of a task (shown again when the dialog reopens). */
export const handler = defineHandler(
  'GET /api/action-plans/{planId}/items/{itemId}/genius',
  { params: itemParams },
  async ({ auth, params }) => {
    const [conversation] = await Promise.all([geniusConversation(auth.userId, params.planId, params.itemId)]);
    return ok(conversation);
  },
);
