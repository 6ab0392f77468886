import { existsSync } from 'node:fs';
import type { PerformanceMeasurement, PerformanceStrategy } from '../contracts/website-analysis';
import { startGuardedProxy } from '../marketing/fetcher/guarded-proxy';
import { policyFromEnvironment } from '../marketing/fetcher/target-policy';
import { measurementFromLighthouse, type LighthouseResult } from '../marketing/performance/lighthouse-result';
import { unavailable, type PerformancePort } from '../marketing/performance/port';
import { log } from '../platform/http/log';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { freePort } from './free-port';

/**
 * The local performance port: Lighthouse (performance only, in Portuguese: its locale 'pt' is Brazilian) on the machine's Chromium, through
 * the guarded proxy, so the browser reaches only what the fetcher itself may reach. Without Chromium
 * the block says the measurement is unavailable here.
 */
const texts = {
  noBrowser: 'Medição de desempenho indisponível neste ambiente: o Chromium não está instalado.',
  failed: 'O Lighthouse não conseguiu medir esta página.',
};

/**
 * Lighthouse keeps process-wide timing state: two runs at once in one process break each other
 * ("performance mark has not been set"), so the local port measures one strategy at a time.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

export function lighthousePerformancePort(chromiumPath = CHROMIUM_PATH): PerformancePort {
  return {
    name: 'lighthouse',
    measure: (url, strategy) => oneAtATime(() => measureOnce(chromiumPath, url, strategy)),
  };
}

async function measureOnce(
  chromiumPath: string,
  url: string,
  strategy: PerformanceStrategy,
): Promise<PerformanceMeasurement> {
  if (!existsSync(chromiumPath)) return unavailable(texts.noBrowser);
  const [{ chromium }, { default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import('@playwright/test'),
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const proxy = await startGuardedProxy(policyFromEnvironment());
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--proxy-server=${proxy.url}`,
      '--proxy-bypass-list=<-loopback>',
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], locale: 'pt' },
      strategy === 'desktop' ? desktopConfig : undefined,
    );
    const measured = result && measurementFromLighthouse(result.lhr as LighthouseResult, 'lighthouse');
    return measured ?? unavailable(texts.failed);
  } catch (error) {
    log('warn', 'lighthouse measurement failed', { strategy, error: String(error) });
    return unavailable(texts.failed);
  } finally {
    await browser.close().catch(() => undefined);
    await proxy.close();
  }
}
