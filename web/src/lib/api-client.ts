import { errorsMessages } from '@contracts/messages/errors';
import type { ErrorCode } from '@contracts/service-result';
import { appConfig } from '@config/app-config';
import { ApiError } from './api-error';
import { mayHaveSession, storedAccessToken, takeEarlyAnswer } from '../prerender/first-load';
import { loadAuth } from './auth-loader';
import { IMPERSONATION_HEADER, impersonationRefused, readImpersonation } from './impersonation';
import { logApiFailure } from './log-history';
import { isSubscriptionRequired, subscriptionRequired } from './subscription-required';

const { timeoutMs, retries, retryBaseDelayMs } = appConfig.api;

/** Methods that change nothing: repeating one cannot apply a write twice. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface ApiRequest {
  method?: string;
  body?: unknown;
  /** Replaces the API timeout for a route that needs longer (one that calls the model in the request). */
  timeoutMs?: number;
  /** Replaces the API's retries of a GET (a diagnostic's own number: diagnostic-run.ts). */
  retries?: number;
  /**
   * While an admin impersonates someone every call acts as that user (the impersonation header);
   * `false` sends the call as the signed-in admin (ending the impersonation).
   */
  impersonate?: boolean;
  /**
   * A POST that only reads (the spec's check-subscription): answers read before it stay usable, and its
   * transient failures are repeated like a GET's.
   */
  readOnly?: boolean;
}

/**
 * The one API client: same-origin /api, bearer access token, service results turned into ApiError.
 * Each attempt is aborted after the API timeout (10 s, 'A solicitação demorou demais'). A GET that
 * fails transiently (no answer, timeout, 429, 5xx) is repeated up to 3 times, 1, 2 and 4 s apart (so
 * is a `readOnly` POST); a 4xx answer is final, and writes are never repeated (one could be applied
 * twice). A paid route's 403 for a user whose subscription ended is told to the app
 * (`subscription-required.ts`), which sends her to /pricing.
 */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const maxRetries = SAFE_METHODS.has(method) || init.readOnly ? (init.retries ?? retries) : 0;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt<T>(path, method, init);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!error.transient || retry >= maxRetries) {
        logApiFailure(method, path, error.status, error.code);
        throw retry > 0 ? retried(error) : error;
      }
      await sleep(retryBaseDelayMs * 2 ** retry);
    }
  }
}

async function attempt<T>(path: string, method: string, init: ApiRequest): Promise<T> {
  // A visitor (no stored tokens), or a user whose stored token is still valid, calls without Amplify.
  const token =
    storedAccessToken() ??
    (mayHaveSession()
      ? await loadAuth()
          .then((auth) => auth.accessToken())
          .catch(() => undefined)
      : undefined);
  const target = init.impersonate === false ? undefined : readImpersonation()?.targetUserId;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? timeoutMs);
  const headers: Record<string, string> = {
    ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(target ? { [IMPERSONATION_HEADER]: target } : {}),
  };
  let response: Response;
  let text: string;
  const early = takeEarlyAnswer({ method, path, headers, readOnly: Boolean(init.readOnly) });
  try {
    response = await (early
      ? withinTimeout(early, controller.signal)
      : fetch(`/api${path}`, {
          method,
          headers,
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: controller.signal,
        }));
    text = await response.text();
  } catch {
    throw controller.signal.aborted
      ? new ApiError(0, 'TIMEOUT', errorsMessages.timeout)
      : new ApiError(0, 'NETWORK_ERROR', errorsMessages.network);
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return body as T;
  // zod reads failures only: a page whose calls succeed does not download it.
  const result = await import('@contracts/service-result')
    .then((contract) => contract.serviceResultSchema.safeParse(body))
    .catch(() => undefined);
  if (result?.success) {
    const error = new ApiError(response.status, result.data.code, result.data.message, result.data.details);
    if (target && response.status === 403 && (await refusesImpersonation(error.message))) {
      impersonationRefused(error);
    }
    if (isSubscriptionRequired(error)) subscriptionRequired(error);
    throw error;
  }
  // API Gateway's own answers (e.g. the JWT authorizer's 401) are not service results.
  const code: ErrorCode =
    response.status === 401 ? 'UNAUTHENTICATED' : response.status === 403 ? 'PERMISSION_DENIED' : 'INTERNAL';
  throw new ApiError(response.status, code, errorsMessages.unexpected);
}

/** An early answer waited for no longer than the call's own timeout. */
function withinTimeout(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return Promise.race([
    response,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
  ]);
}

/**
 * A 403 to a call made as the impersonated user is either the target's own limit or the server refusing
 * the impersonation itself (its session ended elsewhere or expired, or the caller is no longer an admin):
 * the latter ends the impersonation on this browser.
 */
async function refusesImpersonation(message: string): Promise<boolean> {
  const { adminMessages } = await import('@contracts/messages/admin');
  const refusals: string[] = [adminMessages.impersonationRefused, adminMessages.impersonationAdminOnly];
  return refusals.includes(message);
}

const retried = (error: ApiError) =>
  new ApiError(error.status, error.code, error.message, error.details, true);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
