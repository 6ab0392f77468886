import type { PerformanceMeasurement, PerformanceStrategy } from '../../contracts/website-analysis';

/**
 * The performance port: Lighthouse's performance category for one URL and strategy. In the cloud the
 * PageSpeed Insights API measures it (Lighthouse itself wants two dedicated cores and a browser, which
 * its own docs advise against in a function); locally Lighthouse runs on the machine's Chromium, or
 * the port says plainly that no measurement is available here. Never an invented score.
 */
export interface PerformancePort {
  readonly name: 'pagespeed' | 'lighthouse' | 'none';
  /** Resolves with the measurement, or with `unavailable` and a Portuguese reason; never rejects. */
  measure(url: string, strategy: PerformanceStrategy): Promise<PerformanceMeasurement>;
}

let port: PerformancePort | undefined;

/** The performance port of this process: PageSpeed Insights unless the local stack installed its own. */
export async function performancePort(): Promise<PerformancePort> {
  if (!port) {
    const { pageSpeedPort } = await import('./pagespeed-adapter');
    port = pageSpeedPort();
  }
  return port;
}

/** Start-up (the local stack) and tests: the performance port of this process (undefined = the default). */
export function usePerformancePort(next: PerformancePort | undefined): void {
  port = next;
}

export const unavailable = (reason: string): PerformanceMeasurement => ({ status: 'unavailable', reason });
