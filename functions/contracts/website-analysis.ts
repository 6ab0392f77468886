import * as z from 'zod';
import { generatedLocally, text } from './analysis-data/common';
import { keyParam } from './fields';

/**
 * The website analysis (spec 3 "Website analysis", 4 "statuses", 5 "Website URL"): the facts measured
 * on the page, the performance measured by Lighthouse or PageSpeed Insights, the text written from
 * them, and the normalised `analysis_data` the detail screen shows (the spec's snake_case keys).
 */

export const analysisStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type MarketingAnalysisStatus = (typeof analysisStatuses)[number];

/** Spec 9: the website screens poll every 5 s; processing may take up to a minute, then 'Tempo esgotado'. */
export const WEBSITE_POLL_MS = 5000;
export const WEBSITE_PROCESSING_LIMIT_MS = 60_000;
/**
 * After the analysis is completed, the performance block may still be measuring: the detail keeps
 * polling for it this long before it says the measurement did not arrive.
 */
export const PERFORMANCE_WAIT_MS = 3 * 60_000;
/** New analyses, retries and regenerations a user may start per São Paulo calendar day. */
export const WEBSITE_DAILY_LIMIT = 10;

/** Spec 5: required; 'https://' when no http(s) scheme; must parse. The server applies the same rules. */
export type WebsiteUrlCheck = { ok: true; url: string } | { ok: false; problem: 'required' | 'invalid' };

export function normaliseWebsiteUrl(input: string): WebsiteUrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    // A URL needs a host that could be a site: a dot or a bracketed IP (`https://foo` alone is not).
    if (!url.hostname || (!url.hostname.includes('.') && !url.hostname.startsWith('['))) {
      return { ok: false, problem: 'invalid' };
    }
    return { ok: true, url: url.href };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}

export const pageFactsSchema = z.object({
  fetch: z.object({
    requestedUrl: z.string(),
    finalUrl: z.string(),
    status: z.number().int(),
    https: z.boolean(),
    redirects: z.number().int(),
    bytes: z.number().int(),
    charset: z.string(),
    charsetSource: z.enum(['bom', 'header', 'meta', 'default']),
    elapsedMs: z.number(),
  }),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  lang: z.string().nullable(),
  viewport: z.string().nullable(),
  canonical: z.string().nullable(),
  robots: z.string().nullable(),
  favicon: z.boolean(),
  headings: z.object({
    h1: z.array(z.string()),
    counts: z.object({
      h1: z.number().int(),
      h2: z.number().int(),
      h3: z.number().int(),
      h4: z.number().int(),
      h5: z.number().int(),
      h6: z.number().int(),
    }),
    skippedLevels: z.boolean(),
  }),
  images: z.object({
    total: z.number().int(),
    withoutAlt: z.number().int(),
    withoutAltSamples: z.array(z.string()),
    decorative: z.number().int(),
  }),
  links: z.object({
    internal: z.number().int(),
    external: z.number().int(),
    withoutText: z.number().int(),
    phone: z.number().int(),
    email: z.number().int(),
    whatsapp: z.number().int(),
  }),
  forms: z.object({
    count: z.number().int(),
    fields: z.number().int(),
    fieldsWithoutLabel: z.number().int(),
  }),
  callsToAction: z.array(z.string()),
  openGraph: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
  }),
  structuredData: z.object({
    jsonLd: z.number().int(),
    types: z.array(z.string()),
    microdata: z.number().int(),
  }),
  wordCount: z.number().int(),
  scripts: z.object({ external: z.number().int(), inline: z.number().int() }),
  stylesheets: z.number().int(),
  tracking: z.array(z.string()),
});
export type PageFacts = z.infer<typeof pageFactsSchema>;

/** html-validate's verdict (standard preset): counts, the commonest rules and the first messages. */
export const htmlValidationSchema = z.object({
  validator: z.string(),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  rules: z.array(z.object({ ruleId: z.string(), count: z.number().int() })),
  messages: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.enum(['error', 'warning']),
      message: z.string(),
      line: z.number().int(),
      column: z.number().int(),
    }),
  ),
  /** The page was longer than the validator reads: only its beginning was validated. */
  truncated: z.boolean(),
});
export type HtmlValidation = z.infer<typeof htmlValidationSchema>;

/** What a page step reports: the facts and the validation (the fetcher's whole result). */
export const pageReportSchema = z.object({ facts: pageFactsSchema, validation: htmlValidationSchema });
export type PageReport = z.infer<typeof pageReportSchema>;

export const performanceStrategies = ['mobile', 'desktop'] as const;
export type PerformanceStrategy = (typeof performanceStrategies)[number];

export const performanceMetricsSchema = z.object({
  firstContentfulPaintMs: z.number().nullable(),
  largestContentfulPaintMs: z.number().nullable(),
  totalBlockingTimeMs: z.number().nullable(),
  cumulativeLayoutShift: z.number().nullable(),
  speedIndexMs: z.number().nullable(),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

/** One strategy's measurement: measuring, measured (Lighthouse's numbers) or unavailable (with why). */
export const performanceMeasurementSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('measuring') }),
  z.object({
    status: z.literal('measured'),
    source: z.enum(['pagespeed', 'lighthouse']),
    score: z.number().int().min(0).max(100),
    metrics: performanceMetricsSchema,
    /** Lighthouse's opportunities, in Portuguese (locale pt-BR), with the time each would save. */
    opportunities: z.array(z.object({ title: z.string(), savingsMs: z.number() })),
    measuredAt: z.string(),
  }),
  z.object({ status: z.literal('unavailable'), reason: z.string() }),
]);
export type PerformanceMeasurement = z.infer<typeof performanceMeasurementSchema>;

const findings = z.array(text.max(600)).max(8);
const blockSchema = z.object({ strengths: findings, weaknesses: findings, recommendations: findings });
export type AnalysisBlock = z.infer<typeof blockSchema>;

/**
 * The output of the `website-analysis` AI task: the text written from the page's facts. Scores and
 * the performance block are not the model's: they are computed from the measurements.
 */
export const websiteAnalysisTextSchema = z.object({
  summary: z.object({
    overview: text.max(1500),
    primary_issues: findings,
    top_recommendations: findings,
  }),
  priority_actions: z.array(text.max(600)).min(1).max(8),
  design: blockSchema,
  content: blockSchema,
  seo: blockSchema,
  usability: blockSchema,
  conversion: blockSchema,
  overall_strengths: findings,
  overall_weaknesses: findings,
  overall_recommendations: findings,
  generatedLocally,
});
export type WebsiteAnalysisText = z.infer<typeof websiteAnalysisTextSchema>;

/** The normalised analysis data (spec 3): what the detail screen shows. */
export interface WebsiteAnalysisData extends Omit<WebsiteAnalysisText, 'generatedLocally'> {
  overall_score: number;
  performance: AnalysisBlock & {
    mobile_score: number | null;
    desktop_score: number | null;
    metrics: Record<PerformanceStrategy, PerformanceMetrics | null>;
    /** Per strategy: measuring, measured or unavailable (with the reason shown to the user). */
    status: Record<PerformanceStrategy, 'measuring' | 'measured' | 'unavailable'>;
    unavailableReason: Record<PerformanceStrategy, string | null>;
  };
  api_data: {
    page: PageFacts;
    html_validation: HtmlValidation;
    pagespeed: Record<PerformanceStrategy, PerformanceMeasurement>;
  };
  generatedLocally?: true;
}

/**
 * Spec 3: analysis_data may arrive as a JSON string and is parsed; on a parse failure (or anything that
 * is not an object) it is treated as none.
 */
export function readAnalysisData<T extends object = WebsiteAnalysisData>(value: unknown): T | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as T) : null;
}

/** The pipeline's steps, as the detail shows their progress. */
export const websiteSteps = ['page', 'mobile', 'desktop', 'analysis'] as const;
export type WebsiteStep = (typeof websiteSteps)[number];
export const stepStatuses = ['pending', 'running', 'done', 'failed', 'unavailable'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface WebsiteAnalysisSummary {
  id: string;
  websiteUrl: string;
  status: MarketingAnalysisStatus;
  /**
   * Whether it has a result to open: completed, or a regeneration running over a completed result
   * (which the detail shows meanwhile).
   */
  hasResult: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WebsiteAnalysisRecord extends WebsiteAnalysisSummary {
  /** The current run's steps (while a regeneration runs: the new run's, above the earlier result). */
  steps: Record<WebsiteStep, StepStatus>;
  /** Why a failed analysis failed, in Portuguese. */
  error: string | null;
  /**
   * The result shown: the completed analysis's, or while a regeneration runs (pending, processing) the
   * earlier one; null when there is none yet.
   */
  analysisData: WebsiteAnalysisData | null;
  /**
   * The last regeneration failed: why, in Portuguese. The analysis is completed with the earlier
   * result, shown under the notice that the new version could not be generated.
   */
  regenerationError: string | null;
}

export interface WebsiteAnalysesResponse {
  analyses: WebsiteAnalysisSummary[];
}

export const analysisParams = z.object({ analysisId: keyParam(64) });
export const createWebsiteAnalysisBody = z.object({ websiteUrl: z.string().max(2048) });
