import { listNotes } from '../notes';
import { itemParams } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** 'Minhas Anotações' of a task, newest first. */
export const handler = defineHandler(
  'GET /api/action-plans/{planId}/items/{itemId}/notes',
  { params: itemParams },
  async ({ auth, params }) => {
    const notes = await listNotes(auth.userId, params.planId, params.itemId);
    return ok({ notes });
  },
);
