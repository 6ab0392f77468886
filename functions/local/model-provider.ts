import type { BedrockRuntimeClientConfig } from '@aws-sdk/client-bedrock-runtime';
import type { ModelPort } from '../ai/port';
import type { ModelClass } from '../ai/provider/model-call';
import { bedrockConfig, ConfigError, openAiConfig } from '../platform/config/runtime';

/** What `MODEL_PROVIDER` may name in `npm start`. */
export const modelProviders = ['local', 'bedrock', 'openai'] as const;
export type ModelProviderName = (typeof modelProviders)[number];

/**
 * Whose AWS identity the Bedrock client uses: the user's, as their environment named it when
 * `npm start` began. The local stack then sets placeholder keys for DynamoDB Local and cognito-local
 * in process.env, which must never reach Bedrock.
 */
export type ModelAwsIdentity =
  | { source: 'profile'; profile: string }
  | { source: 'environment'; accessKeyId: string; secretAccessKey: string; sessionToken?: string }
  /** Neither: the default profile, then SSO, process, web identity, container and instance credentials. */
  | { source: 'default-chain' };

/** What every real provider may be given: a slow local model's limit (MODEL_TIMEOUT_SECONDS). */
interface RealProvider {
  modelTimeoutSeconds?: number;
}

export type ModelProviderConfig =
  | { provider: 'local' }
  | (RealProvider & {
      provider: 'bedrock';
      region: string;
      models: Record<ModelClass, string>;
      endpoint?: string;
      identity: ModelAwsIdentity;
    })
  | (RealProvider & {
      provider: 'openai';
      baseUrl: string;
      apiKey?: string;
      models: Record<ModelClass, string>;
      maxOutputTokens?: number;
      reasoning?: boolean;
    });

const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
const DEFAULT_MODEL_REGION = 'sa-east-1';
/** The range MODEL_TIMEOUT_SECONDS may take: above the shortest budget, below an hour. */
const MODEL_TIMEOUT_RANGE = { min: 10, max: 3600 } as const;

/**
 * MODEL_TIMEOUT_SECONDS: how long a slow local model may take for one task (a reply of a 7B model on a
 * laptop can take minutes). Every task's budget becomes at least this, and the local gateway and
 * workflows wait accordingly; the cloud keeps the catalogue's budgets.
 */
function modelTimeout(provider: ModelProviderName, raw: string | undefined): RealProvider {
  if (raw === undefined) return {};
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < MODEL_TIMEOUT_RANGE.min || seconds > MODEL_TIMEOUT_RANGE.max) {
    throw new ConfigError(
      `Invalid configuration for MODEL_PROVIDER=${provider}:\n  - MODEL_TIMEOUT_SECONDS: must be a whole number of seconds from ${MODEL_TIMEOUT_RANGE.min} to ${MODEL_TIMEOUT_RANGE.max} (got "${raw}")`,
    );
  }
  return { modelTimeoutSeconds: seconds };
}

/** Rethrows a provider's configuration problems under the provider's name. */
function forProvider<T>(provider: ModelProviderName, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(
      error.message.replace(
        'Invalid configuration:',
        `Invalid configuration for MODEL_PROVIDER=${provider}:`,
      ),
    );
  }
}

/**
 * Reads the model provider of `npm start` from the environment, capturing what the provider needs
 * before the local stack changes the environment. Call it first thing at start-up.
 */
export function parseModelProvider(env: Record<string, string | undefined>): ModelProviderConfig {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const provider = value('MODEL_PROVIDER') ?? 'local';
  if (!(modelProviders as readonly string[]).includes(provider)) {
    throw new ConfigError(
      `Invalid configuration:\n  - MODEL_PROVIDER: must be one of ${modelProviders.join(', ')} (got "${provider}")`,
    );
  }
  if (provider === 'openai') {
    const config = forProvider('openai', () => openAiConfig(env));
    return {
      provider,
      baseUrl: config.OPENAI_BASE_URL,
      ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
      models: { heavy: config.OPENAI_MODEL, light: config.OPENAI_LIGHT_MODEL ?? config.OPENAI_MODEL },
      ...(config.OPENAI_MAX_OUTPUT_TOKENS ? { maxOutputTokens: config.OPENAI_MAX_OUTPUT_TOKENS } : {}),
      ...(config.OPENAI_REASONING ? { reasoning: true } : {}),
      ...modelTimeout(provider, value('MODEL_TIMEOUT_SECONDS')),
    };
  }
  if (provider === 'bedrock') {
    const config = forProvider('bedrock', () => bedrockConfig(env));
    const region = value('AWS_REGION') ?? DEFAULT_MODEL_REGION;
    if (!AWS_REGION.test(region)) {
      throw new ConfigError(
        `Invalid configuration for MODEL_PROVIDER=bedrock:\n  - AWS_REGION: must be an AWS region such as sa-east-1 (got "${region}")`,
      );
    }
    const profile = value('AWS_PROFILE');
    const accessKeyId = value('AWS_ACCESS_KEY_ID');
    const secretAccessKey = value('AWS_SECRET_ACCESS_KEY');
    const sessionToken = value('AWS_SESSION_TOKEN');
    // The SDK's own order: a named profile wins over keys in the environment.
    const identity: ModelAwsIdentity = profile
      ? { source: 'profile', profile }
      : accessKeyId && secretAccessKey
        ? { source: 'environment', accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : { source: 'default-chain' };
    return {
      provider,
      region,
      models: { heavy: config.BEDROCK_MODEL_ID, light: config.BEDROCK_LIGHT_MODEL_ID },
      ...(config.BEDROCK_ENDPOINT ? { endpoint: config.BEDROCK_ENDPOINT } : {}),
      identity,
      ...modelTimeout(provider, value('MODEL_TIMEOUT_SECONDS')),
    };
  }
  return { provider: 'local' };
}

/**
 * The SDK client's logger: silent (its info and error lines would carry the prompts), except for
 * warnings, less the one about the emulators' placeholder keys sitting beside the profile: expected here.
 */
const quietSdkLogger = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  error: () => undefined,
  warn: (...content: unknown[]) => {
    if (!String(content[0]).includes('Multiple credential sources')) console.warn(...content);
  },
};

/** The Bedrock client's region, endpoint and credentials: the user's, never the emulators'. */
export function bedrockClientConfig(
  config: Extract<ModelProviderConfig, { provider: 'bedrock' }>,
): BedrockRuntimeClientConfig {
  const { identity } = config;
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(identity.source === 'environment'
      ? {
          credentials: {
            accessKeyId: identity.accessKeyId,
            secretAccessKey: identity.secretAccessKey,
            ...(identity.sessionToken ? { sessionToken: identity.sessionToken } : {}),
          },
        }
      : // A named profile makes the SDK's chain skip the environment's (placeholder) keys.
        { profile: identity.source === 'profile' ? identity.profile : 'default', logger: quietSdkLogger }),
  };
}

/** The model port of a real provider (loaded only when chosen); undefined for the local analyst. */
export async function createModelPort(config: ModelProviderConfig): Promise<ModelPort | undefined> {
  if (config.provider === 'bedrock') {
    const { bedrockModelPort } = await import('../ai/bedrock-adapter');
    return bedrockModelPort({
      models: config.models,
      clientConfig: bedrockClientConfig(config),
      ...(config.modelTimeoutSeconds ? { modelTimeoutSeconds: config.modelTimeoutSeconds } : {}),
    });
  }
  if (config.provider === 'openai') {
    const { openAiModelPort } = await import('../ai/openai-adapter');
    return openAiModelPort({
      baseUrl: config.baseUrl,
      models: config.models,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      ...(config.maxOutputTokens ? { outputCeiling: config.maxOutputTokens } : {}),
      ...(config.reasoning ? { reasoning: true } : {}),
      ...(config.modelTimeoutSeconds ? { modelTimeoutSeconds: config.modelTimeoutSeconds } : {}),
    });
  }
  return undefined;
}

/** One line for the terminal: which provider, which models, whose credentials. */
export function describeModelProvider(config: ModelProviderConfig): string {
  if (config.provider === 'local') return 'local analyst (content generated from the answers, without AI)';
  const timeout = config.modelTimeoutSeconds ? `; up to ${config.modelTimeoutSeconds} s a task` : '';
  const models = `heavy ${config.models.heavy}, light ${config.models.light}${timeout}`;
  if (config.provider === 'openai') {
    return `OpenAI-compatible endpoint ${config.baseUrl} (${models}${config.apiKey ? ', with an API key' : ''})`;
  }
  const identity =
    config.identity.source === 'profile'
      ? `profile ${config.identity.profile}`
      : config.identity.source === 'environment'
        ? 'AWS_ACCESS_KEY_ID from the environment'
        : 'the default credential chain';
  return `Bedrock in ${config.region}${config.endpoint ? ` at ${config.endpoint}` : ''} (${models}; credentials: ${identity})`;
}
