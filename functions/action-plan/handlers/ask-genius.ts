import { sendGeniusMessage } from '../genius';
import { geniusRequest, itemParams } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Genius answers a message about a task; the conversation with both turns is the answer. */
export const handler = defineHandler(
  'POST /api/action-plans/{planId}/items/{itemId}/genius',
  { params: itemParams, body: geniusRequest },
  async ({ auth, params, body }) =>
    ok(await sendGeniusMessage(auth.userId, params.planId, params.itemId, body.message)),
);
