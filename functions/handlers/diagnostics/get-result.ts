import { diagnosticIdParams, type ResultResponse } from '../../contracts/diagnostics';
import { getResultWithAnswers } from '../../data/diagnostic-results';
import { defineHandler, ok } from '../../http/define-handler';

/**
 * The signed-in user's result and answers for one diagnostic (GetItem + Query sent together);
 * `result: null` and no answers when the user has none. Only the token's user is ever read.
 */
export const handler = defineHandler(
  'GET /api/diagnostics/{diagnosticId}/result',
  { params: diagnosticIdParams },
  async ({ auth, params }) => {
    const answer: ResultResponse = await getResultWithAnswers(auth.userId, params.diagnosticId);
    return ok(answer);
  },
);
