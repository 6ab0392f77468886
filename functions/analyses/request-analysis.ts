import { MAX_REGENERATIONS, type AnalysisResponse } from '../contracts/analyses';
import { messages } from '../contracts/messages';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import {
  AnalysisProcessingError,
  getAnalysis,
  isStaleProcessing,
  markProcessing,
  saveError,
} from '../data/analyses';
import { completeResult, getResultWithAnswers } from '../data/diagnostic-results';
import { getDiagnostic } from '../data/diagnostics';
import { AppError, conflict, notFound } from '../http/errors';
import { log } from '../http/log';
import { BUSINESS_DIAGNOSTIC_ID } from '../tasks/analysis-input';
import { workflows } from '../workflows';
import { workflowFor } from '../workflows/definitions';

export interface RequestAnalysisOptions {
  /**
   * 'user': POST …/generate, a (re)generation the user asked for; counts against MAX_REGENERATIONS
   * once an analysis exists. 'completion': the diagnostic was just completed; never counted or refused
   * by the limit.
   */
  origin: 'user' | 'completion';
  /**
   * What the caller has just read or written itself, so it is not read again: completion knows the
   * diagnostic is published and the result completed, and reads the previous analysis in its own
   * parallel reads.
   */
  known?: { publishedAndCompleted: true; previous: AnalysisResponse | null };
  /** The paid route's subscription check, awaited with the first reads (see defineHandler). */
  entitled?: Promise<void>;
}

/**
 * Requests the analysis of a result (result id = diagnostic id): checks, marks it processing (one
 * conditional PutItem that replaces an earlier analysis) and starts its workflow, which records the
 * outcome on the item. Returns the processing item.
 * - No analysis workflow for the diagnostic (or unpublished): 404. Result not completed: 409, except
 *   for the business diagnostic, whose request marks the result completed first.
 * - A request while one is processing: 409 (a stale processing item, see STALE_PROCESSING_MS, is replaced); the 4th regeneration: 429 with the support text.
 * - Starting the workflow fails: the item becomes error and the failure propagates.
 */
export async function requestAnalysis(
  userId: string,
  resultId: string,
  options: RequestAnalysisOptions,
): Promise<AnalysisResponse> {
  const diagnosticId = resultId;
  const route = workflowFor(diagnosticId);
  const { known } = options;
  const [diagnostic, previous, { result }] = known
    ? [{ isPublished: true }, known.previous, { result: { completed: true } }]
    : await Promise.all([
        getDiagnostic(diagnosticId),
        getAnalysis(userId, resultId),
        getResultWithAnswers(userId, diagnosticId),
        options.entitled,
      ]);
  if (!diagnostic?.isPublished) throw notFound(messages.diagnostics.notAvailable);
  if (!route) throw notFound(analysisApiMessages.notAnalysable);
  if (previous?.status === 'processing' && !isStaleProcessing(previous)) {
    throw conflict(analysisApiMessages.alreadyProcessing);
  }

  let attempts = previous?.attempts ?? 0;
  if (options.origin === 'user' && previous) {
    if (attempts >= MAX_REGENERATIONS) {
      throw new AppError('RATE_LIMIT', analysisApiMessages.regenerationLimit);
    }
    attempts += 1;
  }

  if (diagnosticId === BUSINESS_DIAGNOSTIC_ID) {
    if (!result?.completed) await completeResult(userId, diagnosticId);
  } else if (!result?.completed) {
    throw conflict(analysisApiMessages.notCompleted);
  }

  let item: AnalysisResponse;
  try {
    item = await markProcessing(userId, resultId, diagnosticId, attempts);
  } catch (error) {
    if (error instanceof AnalysisProcessingError) throw conflict(analysisApiMessages.alreadyProcessing);
    throw error;
  }

  try {
    await (await workflows()).startAnalysis({ userId, resultId, diagnosticId });
  } catch (error) {
    log('error', 'starting the analysis workflow failed', { resultId, error: String(error) });
    await saveError(userId, resultId, analysisApiMessages.failed);
    throw error;
  }
  return item;
}
