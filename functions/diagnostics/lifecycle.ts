/**
 * Seams of the diagnostic result lifecycle, called by the diagnostics handlers after the write
 * succeeded. Nothing happens here yet.
 */

/**
 * A user just completed a diagnostic (POST /api/diagnostics/{diagnosticId}/complete), also when
 * completing it again after editing answers. The analyses work starts the analysis workflow here
 * (Step Functions through the workflows port: founder, business, management or investor analysis)
 * and records its `processing` status; it must not fail the completion if starting fails.
 */
export async function onDiagnosticCompleted(_userId: string, _diagnosticId: string): Promise<void> {}

/**
 * A user just reset a diagnostic (POST /api/diagnostics/{diagnosticId}/reset): answers deleted,
 * result uncompleted. The analyses work deletes the diagnostic's analysis data here (the spec's
 * "clears analysis_data": the ANALYSIS#/INVESTOR# items of the blueprint).
 */
export async function onDiagnosticReset(_userId: string, _diagnosticId: string): Promise<void> {}
