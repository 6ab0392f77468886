import {
  INSTAGRAM_CREATION_POLL_ATTEMPTS,
  INSTAGRAM_CREATION_POLL_MS,
  INSTAGRAM_DETAIL_POLL_MS,
} from '@contracts/instagram-analysis';
import type { MarketingAnalysisStatus } from '@contracts/website-analysis';

/** Spec 4: pending and processing are still running; completed and failed are where polling stops. */
export const isRunning = (status: MarketingAnalysisStatus) => status === 'pending' || status === 'processing';

/**
 * Spec 4: the list and the detail poll until the status is completed or failed, every 5 s (the detail's
 * interval; the spec gives the list none of its own): the list while any of its analyses is running.
 */
export function listPollInterval(
  analyses: readonly { status: MarketingAnalysisStatus }[] | undefined,
): number | false {
  return analyses?.some((analysis) => isRunning(analysis.status)) ? INSTAGRAM_DETAIL_POLL_MS : false;
}

export function detailPollInterval(
  analysis: { status: MarketingAnalysisStatus } | undefined,
): number | false {
  return analysis && isRunning(analysis.status) ? INSTAGRAM_DETAIL_POLL_MS : false;
}

/** Where a new analysis's creation polling stands after `attempts` reads (spec 4: every 3 s, 30 attempts). */
export type CreationOutcome = 'waiting' | 'completed' | 'failed' | 'timed-out';

export function creationOutcome(
  status: MarketingAnalysisStatus | undefined,
  attempts: number,
): CreationOutcome {
  if (status === 'completed' || status === 'failed') return status;
  return attempts >= INSTAGRAM_CREATION_POLL_ATTEMPTS ? 'timed-out' : 'waiting';
}

/** Every 3 s while the new analysis is waiting, then no more (ended or out of attempts). */
export function creationPollInterval(
  status: MarketingAnalysisStatus | undefined,
  attempts: number,
): number | false {
  return creationOutcome(status, attempts) === 'waiting' ? INSTAGRAM_CREATION_POLL_MS : false;
}
