import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@contracts/messages/admin';
import { errorsMessages } from '@contracts/messages/errors';
import { api } from './api-client';
import { ApiError } from './api-error';
import { EARLY_REQUESTS } from '../prerender/boot-marks';
import { tokenRules } from '../prerender/token-rules';
import {
  IMPERSONATION_STORAGE_KEY,
  isImpersonationRefusal,
  onImpersonationRefused,
  readImpersonation,
} from './impersonation';
import { logHistory } from './log-history';
import { isSubscriptionRequired, onSubscriptionRequired } from './subscription-required';
import { memoryStorage } from './memory-storage';

// A visitor (no stored tokens, see beforeEach) never loads Amplify.
vi.mock('./auth-loader', () => ({ loadAuth: vi.fn() }));

type FetchInit = RequestInit & { signal: AbortSignal };
const fetchMock = vi.fn<(url: string, init: FetchInit) => Promise<Response>>();

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const failure = (status: number, code: string) =>
  json(status, { code, message: `falhou (${code})`, details: null, timestamp: '2025-01-01T00:00:00Z' });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** Never answers; rejects like fetch does when its signal aborts. */
const hanging = (_url: string, init: FetchInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

/** Runs the request to its end under fake timers; resolves to its value or its error. */
async function settle<T>(request: Promise<T>): Promise<T | ApiError> {
  const outcome = request.catch((error: ApiError) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

// The client imports the failure reader (zod) on the first failure; load it now, in real time.
beforeAll(() => import('@contracts/service-result'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api: timeout', () => {
  it('aborts a request that has not answered after 10 s with a Portuguese timeout error', async () => {
    fetchMock.mockImplementation(hanging);
    const outcome = api('/me', { method: 'POST' }).catch((error: ApiError) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]![1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'A solicitação demorou demais. Tente novamente.',
    });
  });

  it('lets a route that needs longer set its own timeout', async () => {
    fetchMock.mockImplementation(hanging);
    const outcome = api('/slow', { method: 'POST', timeoutMs: 30_000 }).catch((error: ApiError) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]![1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('answers a network failure with the connection message', async () => {
    fetchMock.mockImplementation(offline);
    expect(await settle(api('/x', { method: 'POST' }))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    });
  });
});

describe('api: retries of a GET', () => {
  it.each([
    ['a network failure', offline],
    ['a timeout', hanging],
    ['a 429', () => failure(429, 'RATE_LIMIT')],
    ['a 503', () => failure(503, 'DATABASE_ERROR')],
  ])('repeats %s 3 times, 1, 2 and 4 s apart, then gives up', async (_name, fail) => {
    const startedAt: number[] = [];
    fetchMock.mockImplementation((url, init) => {
      startedAt.push(Date.now());
      return fail(url, init);
    });
    const error = await settle(api('/plans'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ retriedByClient: true });
    // Each attempt starts after the previous one failed (at once, or at its 10 s timeout) plus the delay.
    const timeout = fail === hanging ? 10_000 : 0;
    const gaps = startedAt.slice(1).map((at, index) => at - startedAt[index]! - timeout);
    expect(gaps).toEqual([1_000, 2_000, 4_000]);
  });

  it('returns the answer of the first attempt that succeeds', async () => {
    fetchMock
      .mockImplementationOnce(offline)
      .mockImplementationOnce(() => failure(502, 'INTERNAL'))
      .mockImplementationOnce(() => json(200, { plans: [] }));
    expect(await settle(api('/plans'))).toEqual({ plans: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("takes a call's own number of retries (a diagnostic's)", async () => {
    fetchMock.mockImplementation(offline);
    await settle(api('/investor-report/investidor', { retries: 1 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats a 4xx answer', async () => {
    fetchMock.mockImplementation(() => failure(404, 'NOT_FOUND'));
    const error = await settle(api('/analyses/x'));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', retriedByClient: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api: writes', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never repeats a %s, whatever the failure', async (method) => {
    for (const fail of [offline, hanging, () => failure(503, 'INTERNAL'), () => failure(429, 'RATE_LIMIT')]) {
      fetchMock.mockReset().mockImplementation(fail);
      const error = await settle(api('/diagnostics/d/answers/q', { method, body: { value: 1 } }));
      expect(error).toMatchObject({ retriedByClient: false });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});

describe('api: the read-only POST (the subscription check)', () => {
  it('repeats its transient failures like a GET: 3 times, then gives up', async () => {
    fetchMock.mockImplementation(() => failure(503, 'INTERNAL'));
    const error = await settle(api('/subscription/check', { method: 'POST', readOnly: true }));
    expect(error).toMatchObject({ status: 503, retriedByClient: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('returns the answer of the first attempt that succeeds', async () => {
    fetchMock.mockImplementationOnce(offline).mockImplementationOnce(() => json(200, { subscribed: true }));
    expect(await settle(api('/subscription/check', { method: 'POST', readOnly: true }))).toEqual({
      subscribed: true,
    });
  });
});

describe('api: a subscription that ended', () => {
  const refusal = (details: unknown) =>
    json(403, {
      code: 'PERMISSION_DENIED',
      message: errorsMessages.subscriptionRequired,
      details,
      timestamp: '2025-01-01T00:00:00Z',
    });

  it("tells the app of a paid route's SUBSCRIPTION_REQUIRED, with the server's message", async () => {
    const heard: string[] = [];
    const stop = onSubscriptionRequired((message) => heard.push(message));
    fetchMock.mockImplementation(() => refusal({ reason: 'SUBSCRIPTION_REQUIRED' }));
    const error = await settle(api('/action-plans', { method: 'POST', body: {} }));
    stop();
    expect(isSubscriptionRequired(error)).toBe(true);
    expect(heard).toEqual([errorsMessages.subscriptionRequired]);
  });

  it('says nothing of another 403', async () => {
    const heard: string[] = [];
    const stop = onSubscriptionRequired((message) => heard.push(message));
    fetchMock.mockImplementation(() => refusal(null));
    const error = await settle(api('/admin/users'));
    stop();
    expect(isSubscriptionRequired(error)).toBe(false);
    expect(heard).toEqual([]);
  });
});

describe('api: log history', () => {
  it('records each failed call once (after its retries), by method, path, status and code, never its body', async () => {
    logHistory.clear();
    fetchMock.mockImplementation(() => failure(503, 'DATABASE_ERROR'));
    await settle(api('/plans'));
    fetchMock.mockImplementation(() => failure(400, 'VALIDATION_ERROR'));
    await settle(
      api('/me', { method: 'PUT', body: { firstName: 'Teresa', email: 'teresa@exemplo.com.br' } }),
    );
    expect(logHistory.entries()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/plans', status: 503, code: 'DATABASE_ERROR' }),
      expect.objectContaining({ method: 'PUT', path: '/me', status: 400, code: 'VALIDATION_ERROR' }),
    ]);
    expect(JSON.stringify(logHistory.entries())).not.toMatch(/Teresa|exemplo/);
  });
});

describe('api: impersonation', () => {
  const record = {
    targetUserId: 'alvo-1',
    email: 'alvo@exemplo.com.br',
    adminUserId: 'admin-1',
    timestamp: 1,
  };
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map([[IMPERSONATION_STORAGE_KEY, JSON.stringify(record)]]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });

  const headersOf = (call: number) => fetchMock.mock.calls[call]![1].headers as Record<string, string>;

  it('sends every call as the impersonated user while the record exists', async () => {
    fetchMock.mockImplementation(() => json(200, {}));
    await settle(api('/me'));
    await settle(api('/me', { method: 'PATCH', body: { firstName: 'A', lastName: 'B' } }));
    expect(headersOf(0)['x-impersonate-user']).toBe('alvo-1');
    expect(headersOf(1)['x-impersonate-user']).toBe('alvo-1');
  });

  it('sends a call as the admin when asked (ending the impersonation), and none without a record', async () => {
    fetchMock.mockImplementation(() => json(204, undefined));
    await settle(api('/admin/impersonation', { method: 'DELETE', impersonate: false }));
    stored.clear();
    await settle(api('/me'));
    expect(headersOf(0)).not.toHaveProperty('x-impersonate-user');
    expect(headersOf(1)).not.toHaveProperty('x-impersonate-user');
  });

  it.each([adminMessages.impersonationRefused, adminMessages.impersonationAdminOnly])(
    'ends the impersonation on this browser when the server refuses it (%s)',
    async (message) => {
      const heard: string[] = [];
      const stop = onImpersonationRefused((reason) => heard.push(reason));
      fetchMock.mockImplementation(() =>
        json(403, { code: 'PERMISSION_DENIED', message, details: null, timestamp: '2025-01-01T00:00:00Z' }),
      );
      const error = await settle(api('/me'));
      stop();
      expect(error).toMatchObject({ status: 403, message });
      expect(isImpersonationRefusal(error)).toBe(true);
      expect(readImpersonation(localStorage)).toBeNull();
      expect(heard).toEqual([message]);
    },
  );

  it("keeps it on the target's own 403 (no subscription)", async () => {
    fetchMock.mockImplementation(() =>
      json(403, {
        code: 'PERMISSION_DENIED',
        message: errorsMessages.subscriptionRequired,
        details: null,
        timestamp: '2025-01-01T00:00:00Z',
      }),
    );
    const error = await settle(api('/action-plans'));
    expect(isImpersonationRefusal(error)).toBe(false);
    expect(readImpersonation(localStorage)).toEqual(record);
  });
});

describe('the preview’s early reads', () => {
  const token = `e30.${Buffer.from(JSON.stringify({ sub: 'ana', exp: 4_102_444_800 })).toString('base64url')}.x`;
  const early = (responses: Record<string, unknown>) => ({
    [EARLY_REQUESTS]: {
      at: Date.now(),
      authorization: `Bearer ${token}`,
      responses: Object.fromEntries(Object.entries(responses).map(([path, body]) => [path, json(200, body)])),
    },
  });

  beforeEach(() => {
    const keys = tokenRules().keys('client', 'ana');
    localStorage.setItem(keys.lastUser, 'ana');
    localStorage.setItem(keys.accessToken, token);
  });

  it('a GET takes the early answer instead of asking; the next one asks', async () => {
    vi.stubGlobal('window', early({ '/me': { firstName: 'Ana' } }));
    fetchMock.mockImplementation(() => json(200, { firstName: 'Bia' }));
    await expect(settle(api('/me'))).resolves.toEqual({ firstName: 'Ana' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(settle(api('/me'))).resolves.toEqual({ firstName: 'Bia' });
  });

  it('a write drops them (they may predate it); a read-only POST does not', async () => {
    vi.stubGlobal('window', early({ '/me': {}, '/diagnostics': {} }));
    fetchMock.mockImplementation(() => json(200, { fresh: true }));
    await settle(api('/subscription/check', { method: 'POST', readOnly: true }));
    await expect(settle(api('/me'))).resolves.toEqual({});
    await settle(api('/profile', { method: 'PUT', body: {} }));
    await expect(settle(api('/diagnostics'))).resolves.toEqual({ fresh: true });
  });
});
