import { MAX_REGENERATIONS, type AnalysisResponse } from '../contracts/analyses';
import { diagnosticsMessages } from '../contracts/messages/diagnostics';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import {
  AnalysisDailyLimitError,
  AnalysisProcessingError,
  closeFailedRun,
  getAnalysis,
  isStaleProcessing,
  markProcessing,
  RegenerationLimitError,
} from './analyses';
import { completeResultWithAnalysis } from '../diagnostics/completion';
import { getResultWithAnswers } from '../diagnostics/diagnostic-results';
import { getQuestionnaire } from '../diagnostics/diagnostics';
import { incompleteSections } from '../diagnostics/incomplete-sections';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
import { dailyCaps } from '../platform/data/daily-caps';
import { validationError } from '../platform/http/errors';
import { log } from '../platform/http/log';
import { countMetric } from '../platform/http/metrics';
import { BUSINESS_DIAGNOSTIC_ID } from './analysis-input';
import { workflows } from '../platform/workflows';
import { workflowFor } from '../platform/workflows/definitions';

/**
 * (Re)generates the analysis of a result at the user's request (result id = diagnostic id): checks,
 * marks it processing (one conditional write that replaces an earlier analysis and reserves the
 * regeneration, see processingCondition) and starts its workflow, which records the outcome on the
 * item. Returns the processing item. Two sequential round trips: the reads (beside the paid route's
 * subscription check), then one write.
 * - No analysis workflow for the diagnostic (or unpublished): 404. Result not completed: 409, except
 *   for the business diagnostic, whose request completes the result in the same transaction. A
 *   question unanswered: 400 with one detail per incomplete section; no model is called.
 * - The analysis ran dailyCaps.analysisRuns times today (any route, resets included): 429.
 * - A request while one is processing: 409 (a stale processing item, see STALE_PROCESSING_MS, is
 *   replaced). Once an analysis exists each run counts as a regeneration, here and in
 *   POST …/complete (completeDiagnostic): past MAX_REGENERATIONS the request is refused with the
 *   support text (429) before anything is written or started; of N requests at once, one starts.
 * - Starting the workflow fails: the item becomes error, the regeneration is given back and the
 *   failure propagates.
 */
export async function requestAnalysis(userId: string, resultId: string): Promise<AnalysisResponse> {
  const diagnosticId = resultId;
  const [questionnaire, previous, { result, answers }] = await Promise.all([
    getQuestionnaire(diagnosticId),
    getAnalysis(userId, resultId),
    getResultWithAnswers(userId, diagnosticId),
  ]);
  if (!questionnaire?.diagnostic.isPublished) throw notFoundFailure(diagnosticsMessages.notAvailable);
  if (!workflowFor(diagnosticId)) throw notFoundFailure(analysisApiMessages.notAnalysable);
  if (previous?.status === 'processing' && !isStaleProcessing(previous)) {
    throw conflictFailure(analysisApiMessages.alreadyProcessing);
  }
  if (previous && previous.attempts >= MAX_REGENERATIONS) {
    throw new DomainError('limit-reached', analysisApiMessages.regenerationLimit);
  }
  const attempts = previous ? previous.attempts + 1 : 0;
  if (!result?.completed && diagnosticId !== BUSINESS_DIAGNOSTIC_ID) {
    throw conflictFailure(analysisApiMessages.notCompleted);
  }
  const incomplete = incompleteSections(questionnaire.questions, answers);
  if (incomplete.length > 0) throw validationError(incomplete, analysisApiMessages.answersMissing);

  let item: AnalysisResponse;
  try {
    item = result?.completed
      ? await markProcessing(userId, resultId, diagnosticId, attempts, previous)
      : (
          await completeResultWithAnalysis(
            userId,
            diagnosticId,
            result ? { createdAt: result.createdAt, completed: false } : null,
            { attempts, previous },
          )
        ).analysis!;
  } catch (error) {
    throw startRefusal(error);
  }
  await startGeneration(userId, resultId, diagnosticId);
  return item;
}

/** 429: the day's runs of this analysis are used up. */
export const analysisDailyLimit = () =>
  new DomainError('limit-reached', analysisApiMessages.dailyLimit(dailyCaps.analysisRuns));

/** A start refused by its condition, as the user reads it: 429 past the limit, else 409. */
export function startRefusal(error: unknown): unknown {
  if (error instanceof RegenerationLimitError) {
    return new DomainError('limit-reached', analysisApiMessages.regenerationLimit);
  }
  if (error instanceof AnalysisProcessingError) return conflictFailure(analysisApiMessages.alreadyProcessing);
  if (error instanceof AnalysisDailyLimitError) return analysisDailyLimit();
  return error;
}

/**
 * Starts the workflow of an analysis just marked processing. If it cannot start, the run is closed as
 * failed (closeFailedRun: the earlier analysis kept, the regeneration and the day's run given back) and
 * the failure propagates.
 */
export async function startGeneration(userId: string, resultId: string, diagnosticId: string): Promise<void> {
  try {
    await (await workflows()).startAnalysis({ userId, resultId, diagnosticId });
    countMetric('analysesStarted');
  } catch (error) {
    log('error', 'starting the analysis workflow failed', { resultId, error: String(error) });
    await closeFailedRun(userId, resultId, { message: analysisApiMessages.failed, reason: String(error) });
    throw error;
  }
}
