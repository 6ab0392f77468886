import { MAX_REGENERATIONS, type AnalysisResponse } from '../contracts/analyses';
import { diagnosticsMessages } from '../contracts/messages/diagnostics';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import {
  AnalysisProcessingError,
  getAnalysis,
  isStaleProcessing,
  markProcessing,
  RegenerationLimitError,
  saveStartFailure,
} from './analyses';
import { completeResultWithAnalysis } from '../diagnostics/completion';
import { getResultWithAnswers } from '../diagnostics/diagnostic-results';
import { getDiagnostic } from '../diagnostics/diagnostics';
import { conflictFailure, DomainError, notFoundFailure } from '../domain/errors';
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
 *   for the business diagnostic, whose request completes the result in the same transaction.
 * - A request while one is processing: 409 (a stale processing item, see STALE_PROCESSING_MS, is
 *   replaced). Once an analysis exists each run counts as a regeneration, here and in
 *   POST …/complete (completeDiagnostic): past MAX_REGENERATIONS the request is refused with the
 *   support text (429) before anything is written or started; of N requests at once, one starts.
 * - Starting the workflow fails: the item becomes error, the regeneration is given back and the
 *   failure propagates.
 */
export async function requestAnalysis(userId: string, resultId: string): Promise<AnalysisResponse> {
  const diagnosticId = resultId;
  const [diagnostic, previous, { result }] = await Promise.all([
    getDiagnostic(diagnosticId),
    getAnalysis(userId, resultId),
    getResultWithAnswers(userId, diagnosticId),
  ]);
  if (!diagnostic?.isPublished) throw notFoundFailure(diagnosticsMessages.notAvailable);
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

  let item: AnalysisResponse;
  try {
    item = result?.completed
      ? await markProcessing(userId, resultId, diagnosticId, attempts)
      : (
          await completeResultWithAnalysis(
            userId,
            diagnosticId,
            result ? { createdAt: result.createdAt, completed: false } : null,
            { attempts },
          )
        ).analysis!;
  } catch (error) {
    throw startRefusal(error);
  }
  await startGeneration(userId, resultId, diagnosticId, attempts);
  return item;
}

/** A start refused by its condition, as the user reads it: 429 past the limit, else 409. */
export function startRefusal(error: unknown): unknown {
  if (error instanceof RegenerationLimitError) {
    return new DomainError('limit-reached', analysisApiMessages.regenerationLimit);
  }
  if (error instanceof AnalysisProcessingError) return conflictFailure(analysisApiMessages.alreadyProcessing);
  return error;
}

/**
 * Starts the workflow of an analysis just marked processing with `attempts`. If it cannot start, the
 * item says error (so nothing stays processing and the user can generate again), the regeneration the
 * run took is given back (saveStartFailure) and the failure propagates.
 */
export async function startGeneration(
  userId: string,
  resultId: string,
  diagnosticId: string,
  attempts: number,
): Promise<void> {
  try {
    await (await workflows()).startAnalysis({ userId, resultId, diagnosticId });
    countMetric('analysesStarted');
  } catch (error) {
    log('error', 'starting the analysis workflow failed', { resultId, error: String(error) });
    await saveStartFailure(userId, resultId, analysisApiMessages.failed, attempts);
    throw error;
  }
}
