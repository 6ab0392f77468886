import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { appConfig } from '@config/app-config';
import { api } from './api-client';
import type { Session } from './auth';
import { mayHaveSession, storedSession } from '../prerender/first-load';
import { loadAuth } from './auth-loader';
import {
  actingSession,
  clearImpersonation,
  readImpersonation,
  useImpersonation,
  type ActingSession,
  type ImpersonationRecord,
} from './impersonation';

/** The spec's auth cache: session presence and admin flag, in memory and session storage, for 5 minutes. */
const AUTH_CACHE_MS = appConfig.authCache.ttlMs;
/** sessionStorage key of that cache. */
export const AUTH_CACHE_KEY = 'auth-cache';

/** What this tab knows of the session: `undefined` while only Amplify can tell (tokens to check). */
interface Known {
  session: Session | null | undefined;
  at: number;
}

function readCache(): Known | undefined {
  try {
    const cached = JSON.parse(sessionStorage.getItem(AUTH_CACHE_KEY) ?? 'null') as Known | null;
    return cached && Date.now() - cached.at < AUTH_CACHE_MS ? cached : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(session: Session | null): void {
  sessionStorage.setItem(AUTH_CACHE_KEY, JSON.stringify({ session, at: Date.now() } satisfies Known));
}

export function clearAuthCache(): void {
  sessionStorage.removeItem(AUTH_CACHE_KEY);
}

/*
 * The session is a small store of its own, not a server query: the sign-in pages use it without the
 * query cache (TanStack Query is not in their download), and the cache forgets the user's data when
 * the account changes (`onAccountChange`).
 */
let known: Known | undefined;
const listeners = new Set<() => void>();
const accountListeners = new Set<() => void>();
let latestRead = 0;
let reading: Promise<void> | undefined;

/**
 * Read lazily (the build-time render swaps the storage between pages): the auth cache, else a valid
 * stored token, both without Amplify; with no tokens at all, certainly signed out.
 */
function current(): Known {
  known ??= readCache() ?? {
    session: storedSession() ?? (mayHaveSession() ? undefined : null),
    at: Date.now(),
  };
  return known;
}

function set(session: Session | null): void {
  writeCache(session);
  known = { session, at: Date.now() };
  for (const listener of listeners) listener();
}

/** Asks Amplify, without failing: a session that cannot be read is no session. The latest read wins. */
function read(): Promise<void> {
  const id = ++latestRead;
  const done = (async () => {
    const session =
      storedSession() ??
      (await loadAuth()
        .then((auth) => auth.currentSession())
        .catch(() => null));
    if (id === latestRead) set(session);
  })().finally(() => {
    if (reading === done) reading = undefined;
  });
  reading = done;
  return done;
}

const isStale = (state: Known) => state.session === undefined || Date.now() - state.at >= AUTH_CACHE_MS;

/** Checks again, on use, once the cached answer is older than the auth cache allows. */
function revalidateIfStale(): void {
  if (!reading && isStale(current())) void read();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session as stored now (not the impersonated one), or null/undefined. */
export function currentSession(): Session | null | undefined {
  return current().session;
}

/** Forgets what this module knows (the build-time render, between pages). */
export function forgetSession(): void {
  known = undefined;
}

/** Called when the signed-in account changes (sign-in, sign-out): its data must not show for the next. */
export function onAccountChange(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

function accountChanged(): void {
  for (const listener of accountListeners) listener();
}

/**
 * The signed-in session (user id and admin flag from the verified tokens), or null; `isPending` while
 * only Amplify can tell. While the admin impersonates someone it is the target's (admin powers off), as
 * the server sees every request then.
 */
export function useSession(): { data: ActingSession | null | undefined; isPending: boolean } {
  const { session } = useSyncExternalStore(subscribe, current, current);
  const record = useImpersonation();
  useEffect(revalidateIfStale, []);
  return useMemo(
    () => ({
      data: session === undefined ? undefined : actingSession(session, record),
      isPending: session === undefined,
    }),
    [session, record],
  );
}

/** Re-reads the session from freshly refreshed tokens (e.g. after the admin group changed); may throw. */
export async function refreshSession(): Promise<Session | null> {
  const id = ++latestRead;
  const session = await (await loadAuth()).currentSession({ forceRefresh: true });
  if (id === latestRead) set(session);
  return session;
}

export async function signIn(email: string, password: string): Promise<void> {
  await (await loadAuth()).signInWithPassword(email, password);
  // A record another session left behind does not belong to whoever signs in now.
  clearImpersonation();
  clearAuthCache();
  accountChanged();
  await read();
}

/**
 * Ends on the server an impersonation left open at sign-out, while the admin's token still exists (best
 * effort: the server session expires by itself anyway). The record is forgotten after the sign-out.
 */
async function endOpenImpersonation(record: ImpersonationRecord | null): Promise<void> {
  if (!record) return;
  await api('/admin/impersonation', { method: 'DELETE', impersonate: false }).catch(() => undefined);
}

export async function signOut(): Promise<void> {
  await endOpenImpersonation(readImpersonation());
  await (await loadAuth()).signOutUser();
  clearAuthCache();
  accountChanged();
  latestRead += 1; // a read still running answers for the account that just left
  set(null);
  // Last: with no session left, the shell does not take it for an impersonation ended elsewhere.
  clearImpersonation();
}
