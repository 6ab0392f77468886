import { createNote } from '../notes';
import { itemParams, noteRequest } from '../../contracts/action-plan';
import { created, defineHandler } from '../../platform/http/define-handler';

/** A note on a task: non-blank, stored trimmed. */
export const handler = defineHandler(
  'POST /api/action-plans/{planId}/items/{itemId}/notes',
  { params: itemParams, body: noteRequest },
  async ({ auth, params, body }) => {
    return created(await createNote(auth.userId, params.planId, params.itemId, body.content));
  },
);
