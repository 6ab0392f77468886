/**
 * AWS list prices used by the cost figure, in USD, as published on the AWS pricing pages (last checked
 * November 2025; update `date` with the numbers). Regional services: US East (N. Virginia), us-east-1,
 * the reference region of the pricing pages. The stacks deploy to sa-east-1 (São Paulo) by default,
 * whose list prices for DynamoDB, Lambda, API Gateway and Step Functions are higher (roughly 1.3-1.6×):
 * multiply, or replace these numbers, for a São Paulo estimate. CloudFront is priced at its South
 * America edges (the users are in Brazil). Free tiers are ignored (they are per account, not per user).
 */
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
   * Model tokens, reported separately: Amazon Bedrock on-demand price of the stacks' default model
   * (cdk.json bedrockModelId, Claude 3.5 Sonnet), per million tokens.
   */
  bedrock: {
    model: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
    perMillionInputTokens: 3.0,
    perMillionOutputTokens: 15.0,
  },
  /**
   * Two current model sizes for the cost at scale, Amazon Bedrock on-demand, per million tokens, global
   * cross-Region inference profiles (geographic/in-Region profiles of these models cost about 10% more).
   * Checked 2026-11-25 (searched stored public pages): Anthropic's pricing page
   * (platform.claude.com/docs/en/about-claude/pricing: Sonnet 4.5 $3/$15, Haiku 4.5 $1/$5, the same on
   * Bedrock's global endpoint), AWS's "Global cross-Region inference" user guide (about 10% below the
   * geographic profiles) and a Bedrock price summary (clauder-navi.com/en/bedrock-claude-cost: Bedrock
   * on par with Anthropic's own prices; the regional endpoint 10% higher).
   */
  bedrockModels: [
    {
      name: 'Claude Sonnet 4.5',
      model: 'global.anthropic.claude-sonnet-4-5-20250929-v1:0',
      perMillionInputTokens: 3.0,
      perMillionOutputTokens: 15.0,
    },
    {
      name: 'Claude Haiku 4.5',
      model: 'global.anthropic.claude-haiku-4-5-20251001-v1:0',
      perMillionInputTokens: 1.0,
      perMillionOutputTokens: 5.0,
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
