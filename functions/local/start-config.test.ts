import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from '../platform/config/runtime';
import { bedrockClientConfig, parseModelProvider } from './model-provider';
import { parseStartConfig } from './start-config';

describe('start-up configuration', () => {
  it('has the documented defaults', () => {
    expect(parseStartConfig({})).toEqual({
      WEB_PORT: 5173,
      WEB_MODE: 'dist',
      LOCAL_DATA_DIR: '.local',
      model: { provider: 'local' },
    });
  });

  it('aborts on an invalid value with a message naming it', () => {
    expect(() => parseStartConfig({ WEB_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseStartConfig({ WEB_PORT: '70000' })).toThrow(/WEB_PORT/);
    expect(() => parseStartConfig({ WEB_MODE: 'prod' })).toThrow(/WEB_MODE/);
    expect(() => parseStartConfig({ MODEL_PROVIDER: 'anthropic' })).toThrow(
      /MODEL_PROVIDER: must be one of local, bedrock, openai/,
    );
  });

  it('lists every missing runtime variable at once', () => {
    expect(() => parseRuntimeConfig({ BEDROCK_ENDPOINT: 'nao-e-url' })).toThrow(
      /TABLE_NAME[\s\S]*USER_POOL_ID[\s\S]*USER_POOL_CLIENT_ID[\s\S]*BEDROCK_ENDPOINT/,
    );
  });
});

describe('MODEL_PROVIDER=openai', () => {
  it('reads the endpoint, the key and the models (light = heavy unless named)', () => {
    expect(
      parseModelProvider({
        MODEL_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: 'qwen2.5:7b',
        OPENAI_MAX_OUTPUT_TOKENS: '4096',
      }),
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      models: { heavy: 'qwen2.5:7b', light: 'qwen2.5:7b' },
      maxOutputTokens: 4096,
    });
  });

  it('reads a reasoning model (OPENAI_REASONING=1) and a slow model’s limit (MODEL_TIMEOUT_SECONDS)', () => {
    expect(
      parseModelProvider({
        MODEL_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: 'o4-mini',
        OPENAI_REASONING: '1',
        MODEL_TIMEOUT_SECONDS: '600',
      }),
    ).toMatchObject({ reasoning: true, modelTimeoutSeconds: 600 });
  });

  it.each(['5', '90.5', 'muito', '7200'])('aborts on MODEL_TIMEOUT_SECONDS=%s, naming the range', (value) => {
    expect(() =>
      parseModelProvider({
        MODEL_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: 'qwen2.5:7b',
        MODEL_TIMEOUT_SECONDS: value,
      }),
    ).toThrow(/MODEL_TIMEOUT_SECONDS: must be a whole number of seconds from 10 to 3600/);
  });

  it('aborts start-up without the endpoint or the model, saying what to set', () => {
    const failure = () => parseStartConfig({ MODEL_PROVIDER: 'openai', OPENAI_BASE_URL: '' });
    expect(failure).toThrow(ConfigError);
    expect(failure).toThrow(
      /MODEL_PROVIDER=openai:\n {2}- OPENAI_BASE_URL: is required: .*http:\/\/127\.0\.0\.1:11434\/v1[\s\S]*OPENAI_MODEL: is required/,
    );
  });
});

describe('MODEL_PROVIDER=bedrock', () => {
  const base = {
    MODEL_PROVIDER: 'bedrock',
    BEDROCK_MODEL_ID: 'heavy-id',
    BEDROCK_LIGHT_MODEL_ID: 'light-id',
  };

  it('captures the user’s keys, so the emulators’ placeholders set later never reach Bedrock', () => {
    const env: Record<string, string | undefined> = {
      ...base,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIAUSER',
      AWS_SECRET_ACCESS_KEY: 'user-secret',
      AWS_SESSION_TOKEN: 'user-token',
    };
    const config = parseModelProvider(env);
    // What the local stack does next (functions/local/stack.ts).
    Object.assign(env, {
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    expect(config).toMatchObject({ region: 'us-east-1', models: { heavy: 'heavy-id', light: 'light-id' } });
    if (config.provider !== 'bedrock') throw new Error('expected bedrock');
    expect(bedrockClientConfig(config)).toEqual({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAUSER', secretAccessKey: 'user-secret', sessionToken: 'user-token' },
    });
  });

  it('with a profile (which wins over keys, as in the SDK) or nothing, names a profile so the chain skips the environment', () => {
    const profile = parseModelProvider({
      ...base,
      AWS_PROFILE: 'dev',
      AWS_ACCESS_KEY_ID: 'A',
      AWS_SECRET_ACCESS_KEY: 'B',
    });
    const chain = parseModelProvider(base);
    if (profile.provider !== 'bedrock' || chain.provider !== 'bedrock') throw new Error('expected bedrock');
    expect(bedrockClientConfig(profile)).toMatchObject({ region: 'sa-east-1', profile: 'dev' });
    expect(bedrockClientConfig(profile)).not.toHaveProperty('credentials');
    expect(bedrockClientConfig(chain)).toMatchObject({ profile: 'default' });
  });

  it('aborts on a region that is not one', () => {
    expect(() => parseModelProvider({ ...base, AWS_REGION: 'brasil' })).toThrow(
      /AWS_REGION: must be an AWS region/,
    );
  });
});
