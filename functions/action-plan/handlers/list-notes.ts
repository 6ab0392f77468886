import { listNotes } from '../notes';
import { itemParams } from '../../contracts/action-plan';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** 'Minhas Anotações' of a task, newest first. */
export const handler = defineHandler(
  'GET /api/action-plans/{planId}/items/{itemId}/notes',
  { params: itemParams },
  async ({ auth, params, entitled }) => {
    const [notes] = await Promise.all([listNotes(auth.userId, params.planId, params.itemId), entitled]);
    return ok({ notes });
  },
);
