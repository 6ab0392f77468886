import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { EARLY_REQUESTS, type EarlyRequests } from './boot-marks';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  mayHaveSession,
  storedAccessToken,
  storedSession,
  takeEarlyAnswer,
} from './first-load';
import { tokenRules } from './token-rules';

const answer = (body: string) => Promise.resolve(new Response(body));
const authorization = 'Bearer token-1';
const get = (path: string, headers: Record<string, string> = { authorization }) => ({
  method: 'GET',
  path,
  headers,
});
const text = (response: Promise<Response> | undefined) => response?.then((r) => r.text());

describe('early answers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    const early: EarlyRequests = {
      at: Date.now(),
      authorization,
      responses: { '/me': answer('me'), '/diagnostics': answer('overview') },
    };
    vi.stubGlobal('window', { [EARLY_REQUESTS]: early });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives each early answer once, to a GET of its path with the same headers', async () => {
    await expect(text(takeEarlyAnswer(get('/me')))).resolves.toBe('me');
    expect(takeEarlyAnswer(get('/me'))).toBeUndefined();
    expect(takeEarlyAnswer(get('/notifications'))).toBeUndefined();
  });

  it('gives none to another user’s call or one made as the impersonated user', async () => {
    expect(takeEarlyAnswer(get('/me', { authorization: 'Bearer token-2' }))).toBeUndefined();
    expect(takeEarlyAnswer(get('/me', { authorization, 'x-impersonate-user': 'u' }))).toBeUndefined();
    expect(takeEarlyAnswer(get('/me', {}))).toBeUndefined();
    await expect(text(takeEarlyAnswer(get('/me')))).resolves.toBe('me');
  });

  it('does not give an answer older than the limit', () => {
    vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyAnswer(get('/me'))).toBeUndefined();
  });

  it('forgets every early answer at a write, not at a read-only POST', async () => {
    expect(takeEarlyAnswer({ method: 'POST', path: '/x', headers: {}, readOnly: true })).toBeUndefined();
    await expect(text(takeEarlyAnswer(get('/me')))).resolves.toBe('me');
    expect(takeEarlyAnswer({ method: 'PUT', path: '/profile', headers: { authorization } })).toBeUndefined();
    expect(takeEarlyAnswer(get('/diagnostics'))).toBeUndefined();
  });

  it('has nothing to give outside a browser or without a preview', () => {
    vi.stubGlobal('window', {});
    expect(takeEarlyAnswer(get('/me'))).toBeUndefined();
    vi.stubGlobal('window', undefined);
    expect(takeEarlyAnswer(get('/me'))).toBeUndefined();
  });
});

describe('the stored session, read without Amplify', () => {
  afterEach(() => vi.unstubAllGlobals());
  const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.x`;

  it('reads the token and session from localStorage', () => {
    const storage = memoryStorage();
    const keys = tokenRules().keys('client', 'ana');
    const access = token({ sub: 'ana', exp: Math.floor(Date.now() / 1000) + 3600 });
    storage.setItem(keys.lastUser, 'ana');
    storage.setItem(keys.accessToken, access);
    vi.stubGlobal('localStorage', storage);
    expect(storedAccessToken()).toBe(access);
    expect(storedSession()).toEqual({ userId: 'ana', isAdmin: false });
    expect(mayHaveSession()).toBe(true);
    vi.stubGlobal('localStorage', memoryStorage());
    expect(mayHaveSession()).toBe(false);
  });

  it('leaves the session to Amplify where storage cannot be read', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(storedSession()).toBeUndefined();
    expect(mayHaveSession()).toBe(true);
  });
});
