/**
 * The operational metric catalogue: every business metric the product emits, named once. The
 * observability stack's dashboard and alarms (infra/) read these names, and so will the handlers'
 * embedded-metric-format emission (a later part of issue #19), so a metric is never charted under one
 * name and emitted under another.
 *
 * Rules:
 * - One namespace per stage (`metricNamespace(stage)`): a dev stage never moves prod's alarms.
 * - Dimensions are low-cardinality and fixed here (the AI task, its model class, a webhook's refusal reason): never a user
 *   id, an e-mail, a URL or a request id. Those belong in the logs, which carry the request id.
 * - Every metric has unit Count: one datapoint of 1 per event, except the token metrics (one datapoint
 *   per model call, valued at that call's tokens). Workflow executions, Lambda errors and latency come
 *   from AWS's own metrics (AWS/States, AWS/Lambda, AWS/ApiGateway), not from here.
 */

/** The CloudWatch namespace of a stage's business metrics, e.g. `Rumo/prod`. */
export const metricNamespace = (stage: string): string => `Rumo/${stage}`;

/** The dimension names, the only ones any business metric may carry. */
export const metricDimensions = {
  /** An AI task's name (functions/ai/tasks/catalogue.ts). */
  aiTask: 'AiTask',
  /** The model class an AI task runs on: `heavy` or `light` (the catalogue's `model`). */
  modelClass: 'ModelClass',
  /** Why a webhook was refused: `signature` (bad or missing signature) or `payload` (unreadable). */
  rejection: 'Reason',
} as const;

/** Why a Stripe webhook request was refused (the `Reason` dimension of `webhookRejections`). */
export const webhookRejectionReasons = ['signature', 'payload'] as const;

/**
 * The metric names. Each entry: the CloudWatch metric name and the dimensions it is emitted with
 * (an empty list: emitted without dimensions, one series per stage).
 */
export const operationalMetrics = {
  /** Analyses (business, founder, management): one per workflow run started, completed or failed. */
  analysesStarted: { name: 'AnalysesStarted', dimensions: [] },
  analysesCompleted: { name: 'AnalysesCompleted', dimensions: [] },
  analysesFailed: { name: 'AnalysesFailed', dimensions: [] },
  /** Strategic dossier sections (one per section generated, not per dossier). */
  dossierSectionsStarted: { name: 'DossierSectionsStarted', dimensions: [] },
  dossierSectionsCompleted: { name: 'DossierSectionsCompleted', dimensions: [] },
  dossierSectionsFailed: { name: 'DossierSectionsFailed', dimensions: [] },
  /** Action-plan generations. */
  planGenerationsStarted: { name: 'PlanGenerationsStarted', dimensions: [] },
  planGenerationsCompleted: { name: 'PlanGenerationsCompleted', dimensions: [] },
  planGenerationsFailed: { name: 'PlanGenerationsFailed', dimensions: [] },
  /** A model call refused with ThrottlingException (each attempt, retries included); any provider's, despite the name. */
  bedrockThrottles: { name: 'BedrockThrottles', dimensions: [] },
  /** Tokens of one model call, per AI task. */
  inputTokens: { name: 'InputTokens', dimensions: [metricDimensions.aiTask] },
  outputTokens: { name: 'OutputTokens', dimensions: [metricDimensions.aiTask] },
  /** Input tokens read from, and written to, the prompt cache (Bedrock; part of InputTokens' request). */
  cacheReadTokens: { name: 'CacheReadInputTokens', dimensions: [metricDimensions.aiTask] },
  cacheWriteTokens: { name: 'CacheWriteInputTokens', dimensions: [metricDimensions.aiTask] },
  /**
   * The same tokens per model class (heavy, light): eight series a CloudWatch alarm can price (an
   * alarm's metric math takes at most ten metrics; per task they are some fifty). The model spend alarm
   * (infra/model-spend.ts, decision 0056) reads them.
   */
  modelInputTokens: { name: 'ModelInputTokens', dimensions: [metricDimensions.modelClass] },
  modelOutputTokens: { name: 'ModelOutputTokens', dimensions: [metricDimensions.modelClass] },
  modelCacheReadTokens: { name: 'ModelCacheReadInputTokens', dimensions: [metricDimensions.modelClass] },
  modelCacheWriteTokens: { name: 'ModelCacheWriteInputTokens', dimensions: [metricDimensions.modelClass] },
  /** A Genius question answered. */
  geniusMessages: { name: 'GeniusMessages', dimensions: [] },
  /** A website analysis started (first run, retry or regeneration). */
  websiteAnalyses: { name: 'WebsiteAnalyses', dimensions: [] },
  /** A URL the SSRF-safe fetcher refused (private address, bad port or scheme, redirect to either). */
  ssrfRefusals: { name: 'SsrfRefusals', dimensions: [] },
  /** Accounts created by registration, and trials started by the trial sign-up. */
  signUps: { name: 'SignUps', dimensions: [] },
  trialStarts: { name: 'TrialStarts', dimensions: [] },
  /** A paid subscription activated by a Stripe payment (checkout completed or invoice paid). */
  payments: { name: 'Payments', dimensions: [] },
  /** A webhook request refused before any read: bad signature or unreadable payload. */
  webhookRejections: { name: 'WebhookRejections', dimensions: [metricDimensions.rejection] },
} as const satisfies Record<string, { name: string; dimensions: readonly string[] }>;

export type OperationalMetric = keyof typeof operationalMetrics;
