import { readFileSync } from 'node:fs';
import type { PageFacts } from '../../contracts/website-analysis';
import { evaluateChecks } from '../../domain/website-checks';
import { extractFacts } from '../../marketing/page/extract-facts';
import { validateHtml } from '../../marketing/page/validate-html';
import type { WebsiteAnalysisInput } from '../website-input';

/** The demo bakery's home page (functions/local/demo-site) as the website task reads it. */
export async function websiteInputFor(
  file = 'index.html',
  url = 'http://127.0.0.1:8080/',
): Promise<WebsiteAnalysisInput> {
  const html = readFileSync(new URL(`../../local/demo-site/${file}`, import.meta.url), 'utf8');
  const facts: PageFacts = {
    fetch: {
      requestedUrl: url,
      finalUrl: url,
      status: 200,
      https: url.startsWith('https:'),
      redirects: 0,
      bytes: Buffer.byteLength(html),
      charset: 'utf-8',
      charsetSource: 'header',
      elapsedMs: 12,
    },
    ...extractFacts({ html, url }),
  };
  const validation = await validateHtml(html);
  return { url, facts, validation, checks: evaluateChecks(facts, validation) };
}
