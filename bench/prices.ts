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
} as const;
