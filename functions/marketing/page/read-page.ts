import type { PageReport } from '../../contracts/website-analysis';
import { safeFetch, type SafeFetchOptions } from '../fetcher/safe-fetch';
import { decodeHtml } from './decode-html';
import { extractFacts } from './extract-facts';
import { validateHtml } from './validate-html';

/**
 * The page step of the website analysis: fetch the page through the SSRF-safe fetcher, decode it in
 * its own charset, then read its facts and validate its HTML side by side. Throws the fetcher's
 * TargetRefusedError when the page cannot be read.
 */
export async function readPage(url: string, options: SafeFetchOptions = {}): Promise<PageReport> {
  const page = await safeFetch(url, options);
  const { html, charset, source } = decodeHtml(page.body, page.contentType);
  const [facts, validation] = await Promise.all([
    Promise.resolve().then(() => extractFacts({ html, url: page.finalUrl })),
    validateHtml(html),
  ]);
  return {
    facts: {
      fetch: {
        requestedUrl: url,
        finalUrl: page.finalUrl,
        status: page.status,
        https: page.finalUrl.startsWith('https:'),
        redirects: page.redirects.length,
        bytes: page.body.length,
        charset,
        charsetSource: source,
        elapsedMs: page.elapsedMs,
      },
      ...facts,
    },
    validation,
  };
}
