import { diagnosticIdParams, type DiagnosticResult } from '../../contracts/diagnostics';
import { diagnosticsMessages } from '../../contracts/messages/diagnostics';
import { getResultWithAnswers } from '../diagnostic-results';
import { getAnalysis } from '../../analyses/analyses';
import { getQuestionnaire } from '../diagnostics';
import { completeDiagnostic } from '../lifecycle';
import { incompleteSections } from '../incomplete-sections';
import { defineHandler, ok } from '../../platform/http/define-handler';
import { notFound, validationError } from '../../platform/http/errors';
import { workflowFor } from '../../platform/workflows/definitions';

/**
 * Finishes a diagnostic: every section (group of questions) must be complete, else 400 with one
 * detail per incomplete section and nothing written. Then the result is marked completed
 * ('Completed', score 0, completedAt now) with its analysis processing, and the analysis workflow
 * starts (see completeDiagnostic: once an analysis exists, a new run counts as a regeneration, and past
 * the limit a completed result answers 429 with the support text). Two round trips: the reads in
 * parallel (questionnaire Query,
 * result GetItem and answers Query, the previous analysis GetItem for an analysed diagnostic, the
 * subscription GetItem), then one TransactWriteItems.
 */
export const handler = defineHandler(
  'POST /api/diagnostics/{diagnosticId}/complete',
  { params: diagnosticIdParams },
  async ({ auth, params }) => {
    const { diagnosticId } = params;
    const [questionnaire, { result: stored, answers }, previousAnalysis] = await Promise.all([
      getQuestionnaire(diagnosticId),
      getResultWithAnswers(auth.userId, diagnosticId),
      workflowFor(diagnosticId) ? getAnalysis(auth.userId, diagnosticId) : null,
    ]);
    if (!questionnaire?.diagnostic.isPublished) throw notFound(diagnosticsMessages.notAvailable);

    const incomplete = incompleteSections(questionnaire.questions, answers);
    if (incomplete.length > 0) throw validationError(incomplete);

    const result: DiagnosticResult = await completeDiagnostic(
      auth.userId,
      diagnosticId,
      stored,
      previousAnalysis,
    );
    return ok(result);
  },
);
