import { SECTION_ANALYSIS_RESULT_ID } from '../../contracts/analyses';
import { diagnosticIdParams, type ResultResponse } from '../../contracts/diagnostics';
import { getResultWithAnswers } from '../diagnostic-results';
import { listSectionAnalyses } from '../../analyses/section-analyses';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * The signed-in user's result and answers for one diagnostic (GetItem + Query sent together), and for
 * the founder diagnostic its per-section analyses (a third Query, sent with them); `result: null` and
 * no answers when the user has none. Only the token's user is ever read.
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
    const answer: ResultResponse = { result, answers, sectionAnalyses };
    return ok(answer);
  },
);
