import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appConfig } from '@config/app-config';
import { api } from './api-client';
import type { Session } from './auth';
import { loadAuth, mayHaveSession } from './auth-loader';
import { storedSession } from './stored-token';
import {
  actingSession,
  clearImpersonation,
  readImpersonation,
  useImpersonation,
  type ImpersonationRecord,
} from './impersonation';

/** The spec's auth cache: session presence and admin flag, in memory and session storage, for 5 minutes. */
const AUTH_CACHE_MS = appConfig.authCache.ttlMs;
/** sessionStorage key of that cache (a prerendered page's boot script reads it too). */
export const AUTH_CACHE_KEY = 'auth-cache';

interface CachedSession {
  session: Session | null;
  at: number;
}

function readCache(): CachedSession | undefined {
  try {
    const cached = JSON.parse(sessionStorage.getItem(AUTH_CACHE_KEY) ?? 'null') as CachedSession | null;
    return cached && Date.now() - cached.at < AUTH_CACHE_MS ? cached : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(session: Session | null): void {
  sessionStorage.setItem(AUTH_CACHE_KEY, JSON.stringify({ session, at: Date.now() } satisfies CachedSession));
}

export function clearAuthCache(): void {
  sessionStorage.removeItem(AUTH_CACHE_KEY);
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const session = storedSession() ?? (await (await loadAuth()).currentSession().catch(() => null));
    writeCache(session);
    return session;
  },
  staleTime: AUTH_CACHE_MS,
  // Known at once, without loading Amplify, from a valid stored token, or as null without any token.
  initialData: () => readCache()?.session ?? storedSession() ?? (mayHaveSession() ? undefined : null),
  initialDataUpdatedAt: () => readCache()?.at,
});

/**
 * The signed-in session (user id and admin flag from the verified tokens), or null. While the admin
 * impersonates someone it is the target's (admin powers off), as the server sees every request then.
 */
export function useSession() {
  const record = useImpersonation();
  const select = useCallback((session: Session | null) => actingSession(session, record), [record]);
  return useQuery({ ...sessionQuery, select });
}

/**
 * Forgets every server answer but the session: the data of the user viewed so far must not show for the
 * next one (starting or ending an impersonation). The session stays: the signed-in user is the same.
 */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
}

/**
 * Ends on the server an impersonation left open at sign-out, while the admin's token still exists (best
 * effort: the server session expires by itself anyway). The record is forgotten after the sign-out.
 */
async function endOpenImpersonation(record: ImpersonationRecord | null): Promise<void> {
  if (!record) return;
  await api('/admin/impersonation', { method: 'DELETE', impersonate: false }).catch(() => undefined);
}

/** Re-reads the session from freshly refreshed tokens (e.g. after the admin group changed). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    const session = await (await loadAuth()).currentSession({ forceRefresh: true });
    writeCache(session);
    queryClient.setQueryData(sessionQuery.queryKey, session);
    return session;
  };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return async (email: string, password: string) => {
    await (await loadAuth()).signInWithPassword(email, password);
    // A record another session left behind does not belong to whoever signs in now.
    clearImpersonation();
    clearAuthCache();
    queryClient.clear();
    await queryClient.fetchQuery(sessionQuery);
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await endOpenImpersonation(readImpersonation());
    await (await loadAuth()).signOutUser();
    clearAuthCache();
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    // Last: with no session left, the shell does not take it for an impersonation ended elsewhere.
    clearImpersonation();
  };
}
