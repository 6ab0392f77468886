import type { PerformanceMeasurement } from '../../contracts/website-analysis';

/**
 * The part of a Lighthouse result (LHR) the analysis keeps. PageSpeed Insights returns the same
 * format under `lighthouseResult`, so both adapters read it here.
 */
export interface LighthouseResult {
  categories?: { performance?: { score?: number | null } };
  audits?: Record<
    string,
    {
      title?: string;
      score?: number | null;
      numericValue?: number;
      details?: { type?: string; overallSavingsMs?: number };
    }
  >;
  runtimeError?: { code?: string; message?: string };
  fetchTime?: string;
}

const MAX_OPPORTUNITIES = 5;

const metric = (lhr: LighthouseResult, audit: string) => {
  const value = lhr.audits?.[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null;
};

/** The measurement in an LHR, or null when it holds no performance score (a runtime error). */
export function measurementFromLighthouse(
  lhr: LighthouseResult,
  source: 'pagespeed' | 'lighthouse',
): PerformanceMeasurement | null {
  const score = lhr.categories?.performance?.score;
  if (lhr.runtimeError?.code && lhr.runtimeError.code !== 'NO_ERROR') return null;
  if (typeof score !== 'number') return null;
  const opportunities = Object.values(lhr.audits ?? {})
    .filter(
      (audit) =>
        audit.details?.type === 'opportunity' &&
        (audit.details.overallSavingsMs ?? 0) >= 100 &&
        (audit.score ?? 1) < 0.9 &&
        audit.title,
    )
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, MAX_OPPORTUNITIES)
    .map((audit) => ({ title: audit.title!, savingsMs: Math.round(audit.details?.overallSavingsMs ?? 0) }));
  return {
    status: 'measured',
    source,
    score: Math.round(score * 100),
    metrics: {
      firstContentfulPaintMs: metric(lhr, 'first-contentful-paint'),
      largestContentfulPaintMs: metric(lhr, 'largest-contentful-paint'),
      totalBlockingTimeMs: metric(lhr, 'total-blocking-time'),
      cumulativeLayoutShift: metric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: metric(lhr, 'speed-index'),
    },
    opportunities,
    measuredAt: lhr.fetchTime ?? new Date().toISOString(),
  };
}
