import { deleteNote } from '../notes';
import { noteParams, versionQuery } from '../../contracts/action-plan';
import { defineHandler, noContent } from '../../platform/http/define-handler';

export const handler = defineHandler(
  'DELETE /api/action-plans/{planId}/items/{itemId}/notes/{noteId}',
  { params: noteParams, query: versionQuery },
  async ({ auth, params, query }) => {
    await deleteNote(auth.userId, params.planId, params.itemId, params.noteId, query.version);
    return noContent();
  },
);
