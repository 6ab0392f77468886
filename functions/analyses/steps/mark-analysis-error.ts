import { closeFailedRun } from '../analyses';
import { failureReport, type CaughtFailure } from '../../platform/workflows/failure-message';
import { defineStep } from '../../platform/http/log';
import { countMetric } from '../../platform/http/metrics';

/** The Catch of the workflows: the execution input plus `{Error, Cause}` at `$.failure`. */
export interface MarkErrorEvent {
  userId: string;
  resultId: string;
  failure?: CaughtFailure;
}

/**
 * The Catch step: closes the run as failed with the failure's message (closeFailedRun: the earlier
 * analysis kept, the regeneration and the day's run given back), so nothing stays processing. Kept
 * apart from the model step (analysis-tasks.ts), so its Lambda carries none of the model's code.
 */
export async function markAnalysisError(event: MarkErrorEvent): Promise<{ status: string; error: string }> {
  const { message: error, reason } = failureReport(event.failure);
  if (await closeFailedRun(event.userId, event.resultId, { message: error, reason })) {
    countMetric('analysesFailed');
  }
  return { status: 'error', error };
}

/** Lambda: the Catch step of the analysis workflows (status error with the message). */
export const handler = defineStep('mark-analysis-error', markAnalysisError);
