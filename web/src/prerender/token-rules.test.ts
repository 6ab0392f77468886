import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { tokenRules } from './token-rules';

const client = 'client123';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const now = 1_800_000_000_000;
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

function storage(items: Record<string, string>): Storage {
  const store = memoryStorage();
  for (const [key, value] of Object.entries(items)) store.setItem(key, value);
  return store;
}

describe('the rules of Amplify’s default token store', () => {
  const rules = tokenRules();
  const keys = rules.keys(client, 'ana');

  it('uses Amplify’s keys', () => {
    expect(keys).toEqual({
      lastUser: 'CognitoIdentityServiceProvider.client123.LastAuthUser',
      accessToken: 'CognitoIdentityServiceProvider.client123.ana.accessToken',
    });
  });

  it('gives the token and the session while it is valid for more than a minute', () => {
    const access = token({ sub: 'user-1', exp: inSeconds(3600), 'cognito:groups': ['admin'] });
    const stored = rules.accessToken(storage({ [keys.lastUser]: 'ana', [keys.accessToken]: access }), now);
    expect(stored?.token).toBe(access);
    expect(rules.sessionOf(stored!.payload)).toEqual({ userId: 'user-1', isAdmin: true });
  });

  it('leaves an expiring token to Amplify, which refreshes it', () => {
    const access = token({ sub: 'user-1', exp: inSeconds(30) });
    expect(
      rules.accessToken(storage({ [keys.lastUser]: 'ana', [keys.accessToken]: access }), now),
    ).toBeUndefined();
  });

  it('has nothing without a user, with a malformed token or without storage', () => {
    const access = token({ sub: 'u', exp: inSeconds(3600) });
    expect(rules.accessToken(storage({ [keys.accessToken]: access }), now)).toBeUndefined();
    expect(
      rules.accessToken(storage({ [keys.lastUser]: 'ana', [keys.accessToken]: 'x.%%%.y' }), now),
    ).toBeUndefined();
    expect(rules.accessToken(undefined, now)).toBeUndefined();
  });

  it('knows a browser without tokens is signed out; any token, or storage it cannot read, may be a session', () => {
    expect(rules.mayHaveSession(storage({ 'rumo.sidebar.collapsed': 'true' }))).toBe(false);
    expect(rules.mayHaveSession(storage({ [keys.lastUser]: 'ana' }))).toBe(true);
    expect(rules.mayHaveSession(undefined)).toBe(true);
    const blocked = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as Storage;
    expect(rules.mayHaveSession(blocked)).toBe(true);
  });

  it('has no session without a user', () => {
    expect(rules.sessionOf({ exp: inSeconds(3600) })).toBeNull();
  });
});
