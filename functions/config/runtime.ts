import * as z from 'zod';

/**
 * The environment every handler runs with. In the cloud CDK sets it on each function; locally the
 * local stack sets it before loading the handlers. Adapters differ by configuration only.
 */
const runtimeSchema = z.object({
  AWS_REGION: z.string().min(1).default('sa-east-1'),
  TABLE_NAME: z.string().min(1, 'TABLE_NAME is required'),
  USER_POOL_ID: z.string().min(1, 'USER_POOL_ID is required'),
  USER_POOL_CLIENT_ID: z.string().min(1, 'USER_POOL_CLIENT_ID is required'),
  /** Only set locally: DynamoDB Local and cognito-local. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  MODEL_ADAPTER: z.enum(['bedrock', 'local']).default('bedrock'),
  PAYMENTS_ADAPTER: z.enum(['stripe', 'local']).default('stripe'),
  WORKFLOWS_ADAPTER: z.enum(['stepfunctions', 'local']).default('stepfunctions'),
});

export type RuntimeConfig = z.infer<typeof runtimeSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment, throwing one ConfigError that lists every problem. */
export function parseRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const result = runtimeSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return result.data;
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(process.env);
  return cached;
}
