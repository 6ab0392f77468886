import * as z from 'zod';
import { ConfigError } from './config-error';

/**
 * The models the tasks use when the stage names none (CDK context bedrockModelId and
 * bedrockLightModelId, the same values): a heavy one for the analyses and the dossier, a cheaper one
 * for the light tasks. Both are global cross-Region inference profiles: from sa-east-1 AWS offers
 * current Claude models only that way (no in-Region, no geographic profile). Claude Sonnet 4.6 is the
 * newest Sonnet the Converse API serves (Sonnet 4.5 is Legacy on Bedrock since 2026-10-08; Sonnet 5
 * and later are not on Converse and refuse `temperature`). Why, and the sources:
 * docs/decisions/0035-bedrock-models-and-inference-profiles.md.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'global.anthropic.claude-sonnet-4-6';
export const DEFAULT_BEDROCK_LIGHT_MODEL_ID = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';

/**
 * The environment every handler runs with. In the cloud CDK sets it on each function; locally the
 * local stack sets it before loading the handlers. Which adapters run is not configuration: the
 * production modules default to the cloud adapters and the local stack installs its own at start-up
 * (functions/local/adapters.ts).
 */
const runtimeSchema = z.object({
  AWS_REGION: z.string().min(1).default('sa-east-1'),
  TABLE_NAME: z.string().min(1, 'TABLE_NAME is required'),
  USER_POOL_ID: z.string().min(1, 'USER_POOL_ID is required'),
  USER_POOL_CLIENT_ID: z.string().min(1, 'USER_POOL_CLIENT_ID is required'),
  /** The server-side client public sign-ups go through (the auth function only); locally unset. */
  SIGNUP_CLIENT_ID: z.string().min(1).optional(),
  /**
   * Sign-ups (and code re-sends) one client address may start per hour (functions/auth/sign-up-limit.ts).
   * The local stack raises it: its tests sign up hundreds of users from 127.0.0.1.
   */
  SIGN_UPS_PER_CLIENT_PER_HOUR: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number from 1')
    .default('10'),
  /** Only set locally: DynamoDB Local and cognito-local. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  BEDROCK_MODEL_ID: z.string().min(1).default(DEFAULT_BEDROCK_MODEL_ID),
  BEDROCK_LIGHT_MODEL_ID: z.string().min(1).default(DEFAULT_BEDROCK_LIGHT_MODEL_ID),
  /** A stand-in of the Converse endpoint (tests). */
  BEDROCK_ENDPOINT: z.url().optional(),
  /** Set only on the functions that start or report the workflows. */
  ANALYSIS_STATE_MACHINE_ARN: z.string().min(1).optional(),
  MANAGEMENT_STATE_MACHINE_ARN: z.string().min(1).optional(),
  DOSSIER_STATE_MACHINE_ARN: z.string().min(1).optional(),
  PLAN_STATE_MACHINE_ARN: z.string().min(1).optional(),
  WEBSITE_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** The bucket of admins' uploads (set only on the admin function; locally the local store serves them). */
  UPLOADS_BUCKET: z.string().min(1).optional(),
  QUESTION_DELETION_STATE_MACHINE_ARN: z.string().min(1).optional(),
  INSTAGRAM_STATE_MACHINE_ARN: z.string().min(1).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeSchema>;

// Its own module so that light functions (the Cognito trigger) can throw it without zod.
export { ConfigError } from './config-error';

/** Parses an environment, throwing one ConfigError that lists every problem. */
export function parseRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const result = runtimeSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return result.data;
}

/**
 * What the Bedrock adapter reads (also in processes that have no table, e.g. its own tests): the model
 * and an optional stand-in endpoint, validated like the rest.
 */
export function bedrockConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<RuntimeConfig, 'BEDROCK_MODEL_ID' | 'BEDROCK_LIGHT_MODEL_ID' | 'BEDROCK_ENDPOINT'> {
  const result = runtimeSchema
    .pick({ BEDROCK_MODEL_ID: true, BEDROCK_LIGHT_MODEL_ID: true, BEDROCK_ENDPOINT: true })
    .safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return result.data;
}

/**
 * What the OpenAI-compatible adapter reads (`MODEL_PROVIDER=openai` in `npm start`): any Chat
 * Completions endpoint (Ollama, vLLM, LM Studio, a hosted one). Not part of the cloud's runtime.
 */
const openAiSchema = z.object({
  OPENAI_BASE_URL: z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined
        ? "is required: the server's OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (Ollama)"
        : 'must be a URL such as http://127.0.0.1:11434/v1',
  }),
  /** Optional: local servers need none. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z
    .string({ error: 'is required: the model the server should run, e.g. qwen2.5:7b' })
    .min(1, 'is required: the model the server should run, e.g. qwen2.5:7b'),
  /** The light tasks' model (default: OPENAI_MODEL). */
  OPENAI_LIGHT_MODEL: z.string().min(1).optional(),
  /** The model's largest output, when below the tasks' budgets (a small local model). */
  OPENAI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).optional(),
  /**
   * '1': a reasoning model (OpenAI's o-series, GPT-5…), sent `max_completion_tokens` and no temperature;
   * without it the adapter switches when the server refuses `max_tokens` or the temperature.
   */
  OPENAI_REASONING: z
    .enum(['0', '1'], { error: 'must be 1 (a reasoning model) or 0' })
    .transform((value) => value === '1')
    .optional(),
});

export type OpenAiConfig = z.infer<typeof openAiSchema>;

export function openAiConfig(env: Record<string, string | undefined> = process.env): OpenAiConfig {
  // An empty variable counts as unset (`OPENAI_API_KEY= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = openAiSchema.safeParse(present);
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

/** Tests: read the environment again on the next call. */
export function forgetRuntimeConfig(): void {
  cached = undefined;
}
