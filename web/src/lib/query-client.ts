import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { appConfig } from '@config/app-config';
import { ApiError } from './api-error';
import { boundQueryCache } from './bound-query-cache';
import { failureToast } from './error-messages';
import { isImpersonationRefusal } from './impersonation';
import { isSubscriptionRequired } from './subscription-required';
import type { ToastInput } from './toast-queue';

/**
 * What a query or mutation may tell the global error handler through `meta`:
 * - `silent: true`: it shows its own error (its own toast, an inline message) or expects failures, so
 *   the default 'Erro de conexão' / 'Erro ao salvar' toast is not shown.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

const { query } = appConfig;

/**
 * The spec's query retries, for the failures the API client has not already repeated. The client
 * retries a GET's transient failures itself (3 times, `api-client.ts`); retrying such a query again
 * would start another four attempts (up to 8 requests and over a minute and a half of waiting) for a
 * server that has just failed four times. A subscription that ended is not asked again either (the
 * user is on her way to /pricing). Everything else (a 4xx answer, a write used as a query, an
 * error of the query's own code) keeps the spec's retry.
 */
export const retryQuery =
  (limit: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < limit &&
    !(error instanceof ApiError && error.retriedByClient) &&
    !isSubscriptionRequired(error);

/** Failures the app explains once itself: a refused impersonation, a subscription that ended. */
const explainedElsewhere = (error: unknown) => isImpersonationRefusal(error) || isSubscriptionRequired(error);

/**
 * The spec's defaults (stale 5 min, kept 15 min, one retry for queries, none for mutations, no refetch
 * on focus), its cache bounds (100 entries, 5 min) and its default failure toasts, shown through
 * `notify` (the app's toast store).
 */
export function createQueryClient(notify: (toast: ToastInput) => void): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, failed) => {
      if (!failed.meta?.silent && !explainedElsewhere(error)) notify(failureToast('query', error));
    },
  });
  boundQueryCache(queryCache);
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, failed) => {
        if (!failed.meta?.silent && !explainedElsewhere(error)) notify(failureToast('mutation', error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: query.staleTimeMs,
        gcTime: query.gcTimeMs,
        retry: retryQuery(query.retry),
        refetchOnWindowFocus: query.refetchOnWindowFocus,
        refetchOnReconnect: query.refetchOnReconnect,
        refetchOnMount: query.refetchOnMount,
      },
      mutations: { retry: query.mutationRetry },
    },
  });
}

/**
 * Refreshes what a write changed. A fetch already in flight may have read before the write (a screen
 * that writes on arrival, such as `?reset=true`, starts both at once) and, with no data yet,
 * invalidation would only wait for it: cancel it first so the refetch reads after the write.
 */
export async function refreshAfterWrite(client: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
