import { useMemo, useSyncExternalStore } from 'react';
import type { Session } from './auth';

/**
 * While an admin views the platform as another user, this browser keeps a record of it under this key
 * (the spec's "impersonation record"). The admin's own session stays signed in: the server acts as the
 * target because the API client sends the impersonation header with the admin's own token (see
 * docs/decisions/0023-admin-impersonation-and-audit-trail.md), so the record holds no token, only who is viewed,
 * since when, and which admin started it (the session to return to).
 */
export const IMPERSONATION_STORAGE_KEY = 'rumo.impersonation';

/**
 * The header the API reads (`IMPERSONATION_HEADER` of functions/contracts/impersonation.ts; a test keeps
 * them equal). Not imported from there: that module builds zod schemas, which every page would then run.
 */
export const IMPERSONATION_HEADER = 'x-impersonate-user';

export interface ImpersonationRecord {
  /** The user being viewed: the header's value. */
  targetUserId: string;
  email: string;
  /** The admin who started it: the signed-in session must still be theirs to act or to return. */
  adminUserId: string;
  /** When it started (ms since epoch). */
  timestamp: number;
}

function isRecord(value: unknown): value is ImpersonationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.targetUserId === 'string' &&
    record.targetUserId !== '' &&
    typeof record.email === 'string' &&
    typeof record.adminUserId === 'string' &&
    record.adminUserId !== '' &&
    typeof record.timestamp === 'number'
  );
}

/** Where the record lives; absent outside a browser (unit tests), where nothing is ever impersonated. */
const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The stored record, or null when there is none or it is not a record (a broken value is ignored). */
export function readImpersonation(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): ImpersonationRecord | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(IMPERSONATION_STORAGE_KEY) ?? 'null');
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The session as the app should see it: while impersonating, what the server acts as. */
export interface ActingSession extends Session {
  /** Set while impersonating: the signed-in admin's own id. */
  impersonatedBy?: string;
}

/**
 * What the signed-in session acts as. With a record started by this admin: the target user, admin powers
 * off (as the server treats every request carrying the header), so the menu, the guards and the
 * subscription check all show the target's platform. A record of another user than the signed-in one
 * changes nothing here (the server refuses its header and the record is then dropped).
 */
export function actingSession(
  session: Session | null,
  record: ImpersonationRecord | null,
): ActingSession | null {
  if (!session || !record || record.adminUserId !== session.userId) return session;
  return { userId: record.targetUserId, isAdmin: false, impersonatedBy: session.userId };
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts impersonating on this browser: from now on every API call acts as `record.targetUserId`. */
export function saveImpersonation(record: ImpersonationRecord): void {
  browserStorage()?.setItem(IMPERSONATION_STORAGE_KEY, JSON.stringify(record));
  notify();
}

/** Ends the impersonation on this browser by forgetting the record (the server session is ended apart). */
export function clearImpersonation(): void {
  browserStorage()?.removeItem(IMPERSONATION_STORAGE_KEY);
  notify();
}

const refusedListeners = new Set<(message: string) => void>();
const refusals = new WeakSet<Error>();

/**
 * The server refused the impersonation header (the session ended in another tab, expired, or this
 * admin is no longer one): the record is forgotten and the shell is told, with the server's message,
 * so it can drop the target's data and go back to /admin.
 */
export function impersonationRefused(error: Error): void {
  refusals.add(error);
  clearImpersonation();
  // Refused before the shell listens (the first calls of a reload): the shell hears it when it does.
  if (refusedListeners.size === 0) unheardRefusal = error.message;
  for (const listener of refusedListeners) listener(error.message);
}

let unheardRefusal: string | undefined;

/** Whether a failure is such a refusal: the shell explains it once, the screens' own toasts need not. */
export function isImpersonationRefusal(error: unknown): boolean {
  return error instanceof Error && refusals.has(error);
}

export function onImpersonationRefused(listener: (message: string) => void): () => void {
  refusedListeners.add(listener);
  const unheard = unheardRefusal;
  unheardRefusal = undefined;
  if (unheard !== undefined) listener(unheard);
  return () => refusedListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === IMPERSONATION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The raw string is the snapshot (stable between reads); parsing happens on change only.
const rawSnapshot = () => localStorage.getItem(IMPERSONATION_STORAGE_KEY);

/** The impersonation record, kept current when this or another tab changes it. */
export function useImpersonation(): ImpersonationRecord | null {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, () => null);
  // One object per stored value: what depends on the record changes only when it does.
  return useMemo(() => (raw === null ? null : readImpersonation({ getItem: () => raw })), [raw]);
}
