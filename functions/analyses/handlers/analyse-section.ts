import { analyseSection } from '../section-analysis';
import { sectionAnalysisParams, sectionAnalysisRequest } from '../../contracts/analyses';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * Analyses one complete section of the signed-in user's founder diagnostic and stores the text
 * (USER#<sub> / ANALYSIS#<resultId>#SECTION#<sectionKey>). See analyseSection for the rules.
 */
export const handler = defineHandler(
  'POST /api/analyses/{resultId}/sections/{sectionKey}',
  { params: sectionAnalysisParams, body: sectionAnalysisRequest.optional() },
  async ({ auth, params, body }) =>
    ok(await analyseSection(auth.userId, params.resultId, params.sectionKey, body?.redo === true)),
);
