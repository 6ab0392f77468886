/**
 * AWS list prices used by the cost figure, in USD, as published on the AWS pricing pages (last checked
 * November 2025; update `date` with the numbers). Regional services: US East (N. Virginia), us-east-1,
 * the reference region of the pricing pages. The stacks deploy to sa-east-1 (São Paulo) by default,
 * whose list prices for DynamoDB, Lambda, API Gateway and Step Functions are higher (roughly 1.3-1.6×):
 * multiply, or replace these numbers, for a São Paulo estimate. CloudFront is priced at its South
 * America edges (the users are in Brazil). Free tiers are ignored (they are per account, not per user).
 */
/** A model's prices per million tokens: plain input, output, and the prompt cache's writes and reads. */
export interface TokenPrices {
  model: string;
  perMillionInputTokens: number;
  perMillionOutputTokens: number;
  perMillionCacheWriteTokens: number;
  perMillionCacheReadTokens: number;
}

export const PRICES = {
  date: '2025-11',
  region: 'us-east-1 (regional services); CloudFront: South America edges',
  dynamodb: {
    /** On-demand, Standard table class (after the November 2024 reduction). */
    perMillionReadUnits: 0.125,
    perMillionWriteUnits: 0.625,
    storagePerGbMonth: 0.25,
  },
  lambda: {
    /** arm64. Since 1 Aug 2025 the INIT phase of on-demand functions is billed like duration. */
    perMillionRequests: 0.2,
    perGbSecond: 0.0000133334,
  },
  httpApi: {
    /** First 300 million requests a month; each request metered in 512 KB increments. */
    perMillionRequests: 1.0,
  },
  stepFunctions: {
    /** Standard workflows. */
    perThousandTransitions: 0.025,
  },
  cloudfront: {
    /** South America, first 10 TB a month. */
    perGbOut: 0.11,
    perTenThousandHttpsRequests: 0.022,
  },
  /**
   * Model tokens, reported separately: Amazon Bedrock on-demand prices of the stacks' two default models
   * (cdk.json `bedrockModelId` and `bedrockLightModelId`, the defaults of
   * functions/platform/config/runtime.ts), per million tokens, through their global cross-Region
   * inference profiles. `bedrock` is the heavy model (the founder and business analyses), `bedrockLight`
   * the light one (the rest; the catalogue's `model`, functions/ai/tasks/catalogue.ts; decision 0040). The bench prices each task at its class, and every task at
   * `bedrock` for its Sonnet-only configuration. Checked 2026-11-26 (searched stored public
   * pages and docs): Anthropic's model page for Claude Sonnet 4.6
   * (platform.claude.com/docs/en/models/sonnet-4-6/overview: $3 / $15) and Haiku 4.5 ($1 / $5, the
   * same on Bedrock's global profiles); AWS's "Global cross-Region inference" user guide
   * (docs.aws.amazon.com/bedrock/latest/userguide/global-cross-region-inference.html: global profiles
   * about 10% below geographic ones, priced at the source Region's rate) and "Regional availability"
   * (…/models-region-compatibility.html: cross-Region routing adds no surcharge); a Bedrock price summary
   * (clauder-navi.com/en/bedrock-claude-cost: Sonnet 4.6 $3 / $15, Haiku 4.5 $1 / $5 on the global
   * endpoint, regional 10% higher) and a snapshot of October 2026 citing aws.amazon.com/bedrock/pricing
   * (US geographic profiles: Sonnet 4.6 $3.30 / $16.50, Haiku 4.5 $1.10 / $5.50). The live Bedrock
   * pricing page for sa-east-1 was not reachable from here: verify it before relying on the figure.
   *
   * Prompt caching (the bench's model cost simulates it; the operations dashboard prices the reads and
   * writes Bedrock reports):
   * for Anthropic's Claude models a cache write (5-minute TTL, the default) costs 1.25× the input price
   * and a cache read 0.1× (1-hour writes, not used here, 2×). Checked 2026-11-27 in stored pages:
   * Anthropic's multipliers as restated in the pricing notes of docs.rs/synaps (source
   * anthropic.com/pricing) and docs.rs/claude-session-parser; the same 1.25× / 0.1× for Claude on
   * Bedrock in clauder-navi.com/en/bedrock-claude-cost ("Prompt Caching — 1.25x for Writes, 0.1x for
   * Reads"); AWS's prompt-caching user guide (docs.aws.amazon.com/bedrock/latest/userguide/prompt-caching.html)
   * says only that writes may cost more and reads less, per the pricing page (not reachable from here).
   * `minCacheCheckpointTokens`: the shortest prefix a cache checkpoint caches, per Anthropic's
   * prompt-caching docs as quoted in anthropic-sdk-python issue #1194 (2026): 1,024 tokens for Claude
   * Sonnet 4.6 and 4.5, 4,096 for Claude Haiku 4.5. That issue reports Sonnet 4.6 caching only from
   * 2,048 tokens in practice, and one gateway's table (docs.orq.ai, prompt caching) lists 2,048 for
   * Sonnet 4.6: a prefix between the two would then not be cached. Verify on the live pages.
   */
  bedrock: {
    model: 'global.anthropic.claude-sonnet-4-6',
    perMillionInputTokens: 3.0,
    perMillionOutputTokens: 15.0,
    perMillionCacheWriteTokens: 3.75,
    perMillionCacheReadTokens: 0.3,
    minCacheCheckpointTokens: 1024,
  },
  bedrockLight: {
    model: 'global.anthropic.claude-haiku-4-5-20251001-v1:0',
    perMillionInputTokens: 1.0,
    perMillionOutputTokens: 5.0,
    perMillionCacheWriteTokens: 1.25,
    perMillionCacheReadTokens: 0.1,
    minCacheCheckpointTokens: 4096,
  },
  /**
   * Known model prices by name (the operations dashboard looks a configured model id up here), the
   * same sources and date as above.
   */
  bedrockModels: [
    {
      name: 'Claude Sonnet 4.6',
      model: 'global.anthropic.claude-sonnet-4-6',
      perMillionInputTokens: 3.0,
      perMillionOutputTokens: 15.0,
      perMillionCacheWriteTokens: 3.75,
      perMillionCacheReadTokens: 0.3,
    },
    {
      name: 'Claude Haiku 4.5',
      model: 'global.anthropic.claude-haiku-4-5-20251001-v1:0',
      perMillionInputTokens: 1.0,
      perMillionOutputTokens: 5.0,
      perMillionCacheWriteTokens: 1.25,
      perMillionCacheReadTokens: 0.1,
    },
  ],
  /**
   * The monthly fixed costs of what the stacks define (infra/), us-east-1, long-standing list prices
   * (not re-checked on 2026-11-25): a Secrets Manager secret, a standard-resolution CloudWatch metric
   * alarm, a KMS customer managed key, DynamoDB point-in-time recovery (per GB-month of table data).
   */
  secretsManager: { perSecretMonth: 0.4 },
  cloudwatch: { perStandardAlarmMonth: 0.1 },
  kms: { perCustomerKeyMonth: 1.0 },
  dynamodbPitr: { perGbMonth: 0.2 },
  /**
   * Cognito user pools, Essentials tier (the default of a new pool; infra/stacks/auth-stack.ts sets no
   * feature plan): the first 10,000 monthly active users of the account free, then $0.015 per MAU
   * (the tiers introduced in November 2024; pools created before keep the older Lite-like prices).
   * Checked 2026-11-25 in stored pages: c3x.dev's notes on aws_cognito_user_pool (Essentials the default,
   * 10,000 MAU free) and awsnegotiations.com/cognito-pricing-2026 (the three tiers); the snapshot of
   * AWS's own pricing page found was an older one (50,000 free MAU): verify on the live page.
   */
  cognito: { tier: 'Essentials', freeMau: 10_000, perMau: 0.015 },
} as const;
