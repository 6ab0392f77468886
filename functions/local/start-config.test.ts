import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from '../platform/config/runtime';
import { parseStartConfig } from './start-config';

describe('start-up configuration', () => {
  it('has the documented defaults', () => {
    expect(parseStartConfig({})).toEqual({ WEB_PORT: 5173, WEB_MODE: 'dist', LOCAL_DATA_DIR: '.local' });
  });

  it('aborts on an invalid value with a message naming it', () => {
    expect(() => parseStartConfig({ WEB_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseStartConfig({ WEB_PORT: '70000' })).toThrow(/WEB_PORT/);
    expect(() => parseStartConfig({ WEB_MODE: 'prod' })).toThrow(/WEB_MODE/);
  });

  it('lists every missing runtime variable at once', () => {
    expect(() => parseRuntimeConfig({ BEDROCK_ENDPOINT: 'nao-e-url' })).toThrow(
      /TABLE_NAME[\s\S]*USER_POOL_ID[\s\S]*USER_POOL_CLIENT_ID[\s\S]*BEDROCK_ENDPOINT/,
    );
  });
});
