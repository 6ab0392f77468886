import { SECTION_ANALYSIS_RESULT_ID } from '../../contracts/analyses';
import { diagnosticIdParams, type ResultResponse } from '../../contracts/diagnostics';
import { createResultOnFirstAccess, getResultWithAnswers } from '../diagnostic-results';
import { listSectionAnalyses } from '../../analyses/section-analyses';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * The signed-in user's result and answers for one diagnostic (GetItem + Query sent together), and for
 * the founder diagnostic its per-section analyses (a third Query, sent with them). The first access
 * creates the result (not completed), so an opened diagnostic is 'in progress' as the spec says: a
 * second round trip, that once. `result: null` only for a diagnostic that is not published. Only the
 * token's user is ever read or written.
 */
export const handler = defineHandler(
  'GET /api/diagnostics/{diagnosticId}/result',
  { params: diagnosticIdParams },
  async ({ auth, params }) => {
    const { diagnosticId } = params;
    const [{ result, answers }, sectionAnalyses] = await Promise.all([
      getResultWithAnswers(auth.userId, diagnosticId),
      diagnosticId === SECTION_ANALYSIS_RESULT_ID ? listSectionAnalyses(auth.userId, diagnosticId) : [],
    ]);
    const answer: ResultResponse = {
      result: result ?? (await createResultOnFirstAccess(auth.userId, diagnosticId)),
      answers,
      sectionAnalyses,
    };
    return ok(answer);
  },
);
