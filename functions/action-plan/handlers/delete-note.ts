import { deleteNote } from '../notes';
import { noteParams } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}/items/{itemId}/notes/{noteId}',
  { params: noteParams },
  async ({ auth, params }) => {
    await deleteNote(auth.userId, params.planId, params.itemId, params.noteId);
    return noContent();
  },
);
