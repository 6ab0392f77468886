import { defineStep, log } from '../../platform/http/log';
import { asPageUnreadable } from '../refusal-text';
import { readPage } from '../page/read-page';
import type { PageReport } from '../../contracts/website-analysis';
import { TargetRefusedError, type RefusalReason } from '../fetcher/target-policy';
import { countMetric } from '../../platform/http/metrics';

/**
 * The website workflow's page step (ReadPage): fetches the user's URL through the SSRF-safe fetcher and
 * returns the facts and the validation as its result. Its Lambda has no permission at all beyond its
 * logs: it only reports what it read. A refused or unreadable page throws PageUnreadableError with the
 * reason in Portuguese.
 */
export interface ReadPageEvent {
  url: string;
}

const ssrfReasons = new Set<RefusalReason>(['address', 'port', 'scheme', 'credentials']);

export async function readPageStep(event: ReadPageEvent): Promise<PageReport> {
  if (typeof event?.url !== 'string') throw new TypeError('website page: url is required');
  try {
    return await readPage(event.url);
  } catch (error) {
    // A refused target (private address, port, scheme, credentials, or a redirect to one): SsrfRefusals.
    if (error instanceof TargetRefusedError && ssrfReasons.has(error.reason)) countMetric('ssrfRefusals');
    log('info', 'website page not read', { error: String(error) });
    throw asPageUnreadable(error);
  }
}

/** Lambda: the ReadPage state. */
export const handler = defineStep('website-page', readPageStep);
