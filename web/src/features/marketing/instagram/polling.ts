import { INSTAGRAM_DETAIL_POLL_MS } from '@contracts/instagram-analysis';
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
