import { appConfig } from '@config/app-config';

/**
 * One entry of the recent history: what failed and where, never personal data (no request bodies, no
 * query strings, no stack traces, no user names or e-mails).
 */
export type LogEntry =
  | { at: string; source: 'api'; method: string; path: string; status: number; code: string }
  | { at: string; source: 'error-boundary'; error: string };

export interface LogHistory {
  record: (entry: LogEntry) => void;
  /** Oldest first. */
  entries: () => readonly LogEntry[];
  clear: () => void;
}

/** A ring buffer: once `size` entries are held, each new one drops the oldest. */
export function createLogHistory(size: number): LogHistory {
  let entries: LogEntry[] = [];
  return {
    record: (entry) => {
      entries.push(entry);
      if (entries.length > size) entries = entries.slice(entries.length - size);
    },
    entries: () => [...entries],
    clear: () => {
      entries = [];
    },
  };
}

/**
 * The app's recent failures (the spec's log history, 100 entries), for an error screen or support to
 * show or copy: failed API calls and errors caught by the error boundaries.
 */
export const logHistory = createLogHistory(appConfig.logHistorySize);

/** A failed API call: method, path without its query string, status and code. */
export function logApiFailure(method: string, path: string, status: number, code: string): void {
  logHistory.record({
    at: new Date().toISOString(),
    source: 'api',
    method,
    path: path.split('?')[0]!,
    status,
    code,
  });
}

/** An error caught by an error boundary: its name and (shortened) message, not its stack. */
export function logCaughtError(error: unknown): void {
  logHistory.record({ at: new Date().toISOString(), source: 'error-boundary', error: describe(error) });
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 200);
  // react-router's route error responses (e.g. 404) carry a status and no message.
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? `Route error ${status}` : 'Unknown error';
}
