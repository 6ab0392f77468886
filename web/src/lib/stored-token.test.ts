import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedAccessToken, storedSession } from './stored-token';

const client = 'CognitoIdentityServiceProvider.client123';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function storage(items: Record<string, string>): Storage {
  const keys = Object.keys(items);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => items[key] ?? null,
  } as Storage;
}

describe('the access token in Amplify’s default store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the token and the session while it is valid for more than a minute', () => {
    const access = token({ sub: 'user-1', exp: inSeconds(3600), 'cognito:groups': ['admin'] });
    vi.stubGlobal(
      'localStorage',
      storage({ [`${client}.LastAuthUser`]: 'ana', [`${client}.ana.accessToken`]: access }),
    );
    expect(storedAccessToken()?.token).toBe(access);
    expect(storedSession()).toEqual({ userId: 'user-1', isAdmin: true });
  });

  it('leaves an expiring token to Amplify, which refreshes it', () => {
    vi.stubGlobal(
      'localStorage',
      storage({
        [`${client}.LastAuthUser`]: 'ana',
        [`${client}.ana.accessToken`]: token({ sub: 'user-1', exp: inSeconds(30) }),
      }),
    );
    expect(storedAccessToken()).toBeUndefined();
  });

  it('has nothing without a user, with a malformed token or without storage', () => {
    vi.stubGlobal(
      'localStorage',
      storage({ [`${client}.ana.accessToken`]: token({ sub: 'u', exp: inSeconds(3600) }) }),
    );
    expect(storedSession()).toBeUndefined();
    vi.stubGlobal(
      'localStorage',
      storage({ [`${client}.LastAuthUser`]: 'ana', [`${client}.ana.accessToken`]: 'x.%%%.y' }),
    );
    expect(storedAccessToken()).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    expect(storedAccessToken()).toBeUndefined();
  });
});
