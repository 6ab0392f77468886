import { errorsMessages } from '@contracts/messages/errors';
import type { ErrorCode } from '@contracts/service-result';
import { ApiError } from './api-error';
import { loadAuth, mayHaveSession } from './auth-loader';

/** The one API client: same-origin /api, bearer access token, service results turned into ApiError. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  // A visitor (no stored tokens) calls the public routes without loading Amplify.
  const token = mayHaveSession()
    ? await loadAuth()
        .then((auth) => auth.accessToken())
        .catch(() => undefined)
    : undefined;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', errorsMessages.network);
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return body as T;
  // zod reads failures only: a page whose calls succeed does not download it.
  const result = await import('@contracts/service-result')
    .then((contract) => contract.serviceResultSchema.safeParse(body))
    .catch(() => undefined);
  if (result?.success) {
    throw new ApiError(response.status, result.data.code, result.data.message, result.data.details);
  }
  // API Gateway's own answers (e.g. the JWT authorizer's 401) are not service results.
  const code: ErrorCode =
    response.status === 401 ? 'UNAUTHENTICATED' : response.status === 403 ? 'PERMISSION_DENIED' : 'INTERNAL';
  throw new ApiError(response.status, code, errorsMessages.unexpected);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
