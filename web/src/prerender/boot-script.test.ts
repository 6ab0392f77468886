import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COLLAPSED_KEY } from '../app/shell/use-sidebar-collapsed';
import { IMPERSONATION_STORAGE_KEY } from '../lib/impersonation';
import { AUTH_CACHE_KEY } from '../lib/session';
import { memoryStorage } from '../lib/memory-storage';
import { EARLY_REQUESTS, PREVIEW, PRERENDERED, type EarlyRequests } from './boot-marks';
import { bootScript, type BootOptions } from './boot-script';
import { storedAccessToken, takeEarlyAnswer } from './first-load';
import { tokenRules } from './token-rules';

/**
 * The boot script run against a stand-in for the page: what it keeps, what it asks. Its token rules are
 * the app's (token-rules.ts): a preview is kept exactly for a token the app then reads itself.
 */

const preview: BootOptions = {
  path: '/dashboard',
  audience: 'signed-in',
  mode: 'preview',
  entry: '/assets/index.js',
  preloads: [],
  requests: ['/me', '/diagnostics'],
};
const auth: BootOptions = {
  path: '/auth',
  audience: 'visitor',
  mode: 'hydrate',
  entry: '/assets/index.js',
  preloads: [],
};

function boot(options: BootOptions, page: { path: string; local?: Storage; session?: Storage }) {
  const attributes = new Set([options.mode === 'preview' ? PREVIEW : PRERENDERED]);
  const root = {
    textContent: 'the page',
    hasAttribute: (name: string) => attributes.has(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const window: Record<string, unknown> = { Promise };
  const document = {
    getElementById: () => root,
    addEventListener: () => undefined,
    createElement: () => ({}),
    head: { appendChild: () => undefined },
    hidden: false,
  };
  const globals = {
    window,
    document,
    location: { pathname: page.path },
    history: { state: null },
    localStorage: page.local ?? memoryStorage(),
    sessionStorage: page.session ?? memoryStorage(),
    fetch,
    requestAnimationFrame: () => undefined,
    setTimeout: () => undefined,
  };
  new Function(...Object.keys(globals), bootScript(options))(...Object.values(globals));
  return { kept: root.textContent !== '' && attributes.size > 0, window, fetch };
}

const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.x`;

function signedIn(payload: object, extra: Record<string, string> = {}): Storage {
  const storage = memoryStorage();
  const keys = tokenRules().keys('client', 'ana');
  storage.setItem(keys.lastUser, 'ana');
  storage.setItem(keys.accessToken, jwt(payload));
  for (const [key, value] of Object.entries(extra)) storage.setItem(key, value);
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('the /dashboard preview’s boot script', () => {
  it('keeps the preview for a plain user’s valid token and starts the reads the app then takes', async () => {
    const local = signedIn({ sub: 'ana', exp: secondsFromNow(3600) });
    const page = boot(preview, { path: '/dashboard', local });
    expect(page.kept).toBe(true);
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/diagnostics']);
    const early = page.window[EARLY_REQUESTS] as EarlyRequests;
    expect(page.fetch.mock.calls[0]![1].headers).toEqual({ authorization: early.authorization });

    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('window', page.window);
    const headers = { authorization: `Bearer ${storedAccessToken()}` };
    expect(takeEarlyAnswer({ method: 'GET', path: '/me', headers })).toBeDefined();
  });

  it.each([
    ['an admin', signedIn({ sub: 'ana', exp: secondsFromNow(3600), 'cognito:groups': ['admin'] })],
    ['a token that expires in 90 s', signedIn({ sub: 'ana', exp: secondsFromNow(90) })],
    ['a token without a user', signedIn({ exp: secondsFromNow(3600) })],
    ['no token', memoryStorage()],
    [
      'an impersonation',
      signedIn({ sub: 'ana', exp: secondsFromNow(3600) }, { [IMPERSONATION_STORAGE_KEY]: '{}' }),
    ],
    [
      'a collapsed sidebar',
      signedIn({ sub: 'ana', exp: secondsFromNow(3600) }, { [SIDEBAR_COLLAPSED_KEY]: 'true' }),
    ],
  ])('empties #root and asks nothing for %s', (_case, local) => {
    const page = boot(preview, { path: '/dashboard', local });
    expect(page.kept).toBe(false);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('empties #root on another path', () => {
    const local = signedIn({ sub: 'ana', exp: secondsFromNow(3600) });
    expect(boot(preview, { path: '/diagnostics', local }).kept).toBe(false);
  });
});

describe('the /auth boot script', () => {
  it('keeps the form for a visitor only: no tokens, no auth cache', () => {
    expect(boot(auth, { path: '/auth' }).kept).toBe(true);
    expect(boot(auth, { path: '/auth/' }).kept).toBe(true);
    const expired = signedIn({ sub: 'ana', exp: secondsFromNow(-60) });
    expect(boot(auth, { path: '/auth', local: expired }).kept).toBe(false);
    const cached = memoryStorage();
    cached.setItem(AUTH_CACHE_KEY, '{}');
    expect(boot(auth, { path: '/auth', session: cached }).kept).toBe(false);
  });
});

describe('the landing page’s boot script', () => {
  it('reads no storage', () => {
    const script = bootScript({ ...auth, path: '/', audience: 'anyone', mode: 'static' });
    expect(script).not.toContain('CognitoIdentityServiceProvider');
  });
});
