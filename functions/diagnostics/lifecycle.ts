import { analysisDailyLimit, startGeneration } from '../analyses/request-analysis';
import { MAX_REGENERATIONS, type AnalysisResponse } from '../contracts/analyses';
import { analysisApiMessages } from '../contracts/messages/analysis-api';
import type { DiagnosticResult } from '../contracts/diagnostics';
import { diagnosticsMessages } from '../contracts/messages/diagnostics';
import {
  AnalysisDailyLimitError,
  AnalysisProcessingError,
  deleteAnalysis,
  isStaleProcessing,
  RegenerationLimitError,
} from '../analyses/analyses';
import { completeResultWithAnalysis, type Completed } from './completion';
import { readResetTargets, resetInOneTransaction } from './diagnostic-reset';
import { ResultChangedError, resetResult } from './diagnostic-results';
import { getDiagnostic } from './diagnostics';
import { deleteInvestorReport } from '../analyses/investor-reports';
import { deleteSectionAnalyses } from '../analyses/section-analyses';
import { DomainError, notFoundFailure } from '../domain/errors';
import { log } from '../platform/http/log';
import { workflowFor } from '../platform/workflows/definitions';

/** The diagnostic result's lifecycle beyond its own item: completion with its analysis, and reset. */

/**
 * Completes a diagnostic whose sections the caller checked (POST /api/diagnostics/{diagnosticId}/complete,
 * also again after editing answers): ONE transaction marks the result completed and, for every
 * diagnostic but the investor one (its report has its own route; any other published diagnostic gets the
 * generic analysis), the analysis processing; then its workflow starts. `stored` and `previous`: the result and its analysis as the
 * caller read them with its other reads, so completing costs one write after them.
 * - The first completion starts the first analysis (attempts 0), as the spec asks.
 * - Once an analysis exists, starting it again re-runs it: a regeneration, counted against
 *   MAX_REGENERATIONS exactly as POST …/generate counts it, reserved by the same conditional write
 *   (processingCondition) and given back if the workflow cannot start. Past the limit, completing a
 *   result that is completed already is refused with the support text (429) and writes nothing; a
 *   result not completed yet (an analysis left from before) is completed without a new analysis. Of N
 *   completions at once, one starts the analysis and the others complete the result alone.
 * - The day's runs of the analysis used up (dailyCaps.analysisRuns, resets included): a completed
 *   result is refused (429), a result not completed yet is completed without a new analysis.
 * - A generation already running is left alone (the result is completed without starting another).
 * - A workflow that fails to start never fails the completion (logged; the item says error and the
 *   user can generate again).
 */
export async function completeDiagnostic(
  userId: string,
  diagnosticId: string,
  stored: DiagnosticResult | null,
  previous: AnalysisResponse | null,
): Promise<DiagnosticResult> {
  const running = previous?.status === 'processing' && !isStaleProcessing(previous);
  const analysed = Boolean(workflowFor(diagnosticId)) && !running;
  const limitReached = analysed && previous !== null && previous.attempts >= MAX_REGENERATIONS;
  const refused = () => new DomainError('limit-reached', analysisApiMessages.regenerationLimit);
  if (limitReached && stored?.completed) throw refused();
  const analysis =
    analysed && !limitReached ? { attempts: previous ? previous.attempts + 1 : 0, previous } : null;
  const read = stored ? { createdAt: stored.createdAt, completed: stored.completed } : null;
  let completed: Completed;
  try {
    completed = await completeResultWithAnalysis(userId, diagnosticId, read, analysis);
  } catch (error) {
    if (error instanceof RegenerationLimitError && stored?.completed) throw refused();
    if (error instanceof AnalysisDailyLimitError && stored?.completed) throw analysisDailyLimit();
    const startRefused =
      error instanceof AnalysisProcessingError ||
      error instanceof RegenerationLimitError ||
      error instanceof AnalysisDailyLimitError;
    if (!startRefused) throw error;
    // Another run started between the reads and this write (or took the last regeneration), or the
    // day's runs are used up: complete the result alone (its analysis can be generated later).
    completed = await completeResultWithAnalysis(userId, diagnosticId, read, null);
  }
  if (running) log('warn', 'analysis not restarted after completion: one is running', { diagnosticId });
  if (limitReached)
    log('warn', 'analysis not restarted after completion: regenerations used', { diagnosticId });
  if (completed.analysis) {
    await startGeneration(userId, diagnosticId, diagnosticId).catch((error: unknown) =>
      log('warn', 'analysis not started after completion', { diagnosticId, error: String(error) }),
    );
  }
  return completed.result;
}

/**
 * Starts a diagnostic over (POST /api/diagnostics/{diagnosticId}/reset): the diagnostic, the
 * subscription check (the paywall) and what the reset deletes are read together, then ONE transaction
 * writes it all (data/diagnostic-reset.ts): two round trips. When it does not fit one transaction or
 * the result changed in between, step by step (resetResult, then onDiagnosticReset).
 */
export async function resetDiagnostic(userId: string, diagnosticId: string): Promise<DiagnosticResult> {
  const [diagnostic, targets] = await Promise.all([
    getDiagnostic(diagnosticId),
    readResetTargets(userId, diagnosticId),
  ]);
  if (!diagnostic) throw notFoundFailure(diagnosticsMessages.notAvailable);
  try {
    const result = await resetInOneTransaction(userId, diagnosticId, targets);
    if (result !== 'too-large') return result;
  } catch (error) {
    if (!(error instanceof ResultChangedError)) throw error;
  }
  const result = await resetResult(userId, diagnosticId);
  await onDiagnosticReset(userId, diagnosticId);
  return result;
}

/**
 * The reset's step-by-step path, after resetResult: deletes the diagnostic's analysis data (the spec's
 * "clears analysis_data"): the ANALYSIS#, ANALYSIS#…#SECTION# (founder per-section analyses) and
 * INVESTOR# items of the result.
 */
export async function onDiagnosticReset(userId: string, diagnosticId: string): Promise<void> {
  await Promise.all([
    deleteAnalysis(userId, diagnosticId),
    deleteSectionAnalyses(userId, diagnosticId),
    deleteInvestorReport(userId, diagnosticId),
  ]);
}
