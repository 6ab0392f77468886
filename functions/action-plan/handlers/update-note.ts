import { updateNote } from '../notes';
import { noteParams, updateNoteRequest } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'PATCH /api/action-plans/{planId}/items/{itemId}/notes/{noteId}',
  { params: noteParams, body: updateNoteRequest },
  async ({ auth, params, body }) => {
    return ok(await updateNote(auth.userId, params.planId, params.itemId, params.noteId, body));
  },
);
