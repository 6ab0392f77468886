import { requestAnalysis } from '../analyses/request-analysis';
import type { AnalysisResponse } from '../contracts/analyses';
import { deleteAnalysis } from '../data/analyses';
import { deleteInvestorReport } from '../data/investor-reports';
import { deleteSectionAnalyses } from '../data/section-analyses';
import { log } from '../http/log';
import { workflowFor } from '../workflows/definitions';

/**
 * Seams of the diagnostic result lifecycle, called by the diagnostics handlers after the write
 * succeeded.
 */

/**
 * A user just completed a diagnostic (POST /api/diagnostics/{diagnosticId}/complete), also when
 * completing it again after editing answers: starts the analysis workflow of the founder, business
 * and management diagnostics (the investor report has its own route) and records its `processing`
 * status. Completion never counts as a regeneration, and a failure to start never fails the
 * completion (logged; the item then says error and the user can generate again). `previous`: the
 * result's analysis as the handler read it with its other reads (null when none or no workflow).
 */
export async function onDiagnosticCompleted(
  userId: string,
  diagnosticId: string,
  previous: AnalysisResponse | null,
): Promise<void> {
  if (!workflowFor(diagnosticId)) return;
  try {
    await requestAnalysis(userId, diagnosticId, {
      origin: 'completion',
      known: { publishedAndCompleted: true, previous },
    });
  } catch (error) {
    log('warn', 'analysis not started after completion', { diagnosticId, error: String(error) });
  }
}

/**
 * A user just reset a diagnostic (POST /api/diagnostics/{diagnosticId}/reset): answers deleted,
 * result uncompleted. Deletes the diagnostic's analysis data (the spec's "clears analysis_data"):
 * the ANALYSIS#, ANALYSIS#…#SECTION# (founder per-section analyses) and INVESTOR# items of the result.
 */
export async function onDiagnosticReset(userId: string, diagnosticId: string): Promise<void> {
  await Promise.all([
    deleteAnalysis(userId, diagnosticId),
    deleteSectionAnalyses(userId, diagnosticId),
    deleteInvestorReport(userId, diagnosticId),
  ]);
}
