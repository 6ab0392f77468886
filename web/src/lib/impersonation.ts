import { useSyncExternalStore } from 'react';

/**
 * While an admin views the platform as another user, the admin's own session is kept in the browser
 * under this key (spec: access token, refresh token, user id, e-mail, timestamp). The admin issue writes
 * it when impersonation starts; the shell only reads it to show the banner.
 */
export const IMPERSONATION_STORAGE_KEY = 'rumo.impersonation';

export interface ImpersonationRecord {
  accessToken: string;
  refreshToken: string;
  userId: string;
  email: string;
  timestamp: number;
}

function isRecord(value: unknown): value is ImpersonationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.userId === 'string' &&
    typeof record.email === 'string' &&
    typeof record.timestamp === 'number'
  );
}

/** The stored record, or null when there is none or it is not a record (a broken value is ignored). */
export function readImpersonation(
  storage: Pick<Storage, 'getItem'> = localStorage,
): ImpersonationRecord | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(IMPERSONATION_STORAGE_KEY) ?? 'null');
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/**
 * Ends the impersonation on this browser by forgetting the stored record. Restoring the admin's session
 * and ending the server-side impersonation session belong to the admin issue, which replaces this.
 */
export function clearImpersonation(): void {
  localStorage.removeItem(IMPERSONATION_STORAGE_KEY);
  for (const listener of listeners) listener();
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
  return raw === null ? null : readImpersonation({ getItem: () => raw });
}
