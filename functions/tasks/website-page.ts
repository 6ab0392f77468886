import { log } from '../http/log';
import { asPageUnreadable } from '../marketing/refusal-text';
import { readPage } from '../marketing/page/read-page';
import type { PageReport } from '../contracts/website-analysis';

/**
 * The website workflow's page step (ReadPage): fetches the user's URL through the SSRF-safe fetcher and
 * returns the facts and the validation as its result. Its Lambda has no permission at all beyond its
 * logs: it only reports what it read. A refused or unreadable page throws PageUnreadableError with the
 * reason in Portuguese.
 */
export interface ReadPageEvent {
  url: string;
}

export async function readPageTask(event: ReadPageEvent): Promise<PageReport> {
  if (typeof event?.url !== 'string') throw new TypeError('website page: url is required');
  try {
    return await readPage(event.url);
  } catch (error) {
    log('info', 'website page not read', { error: String(error) });
    throw asPageUnreadable(error);
  }
}

/** Lambda: the ReadPage state. */
export const handler = readPageTask;
