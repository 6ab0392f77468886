/**
 * The spec's configuration values (section 9), shared by the web app and the functions. Pure: no I/O,
 * no environment; start-up code calls `validateAppConfig(appConfig)` (web `main.tsx`, `npm start`), so an
 * edited value that breaks a sanity check (section 5) aborts start-up instead of misbehaving later.
 */

import type { DiagnosticKind } from '../../domain/core-diagnostics';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface DiagnosticRunConfig {
  /** How long one diagnostic's processing may take before it counts as failed. */
  timeoutMs: number;
  retries: number;
  pollingIntervalMs: number;
}

export interface AppConfig {
  diagnostics: Record<DiagnosticKind, DiagnosticRunConfig>;
  api: { timeoutMs: number; retries: number; retryBaseDelayMs: number };
  polling: { intervalMs: number; maxRetries: number; backoffFactor: number };
  debounceMs: number;
  animationMs: number;
  cache: { maxAgeMs: number; maxEntries: number };
  chunkSize: number;
  /** TanStack Query defaults and the per-screen exceptions the spec names. */
  query: {
    staleTimeMs: number;
    gcTimeMs: number;
    retry: number;
    mutationRetry: number;
    refetchOnWindowFocus: boolean;
    refetchOnReconnect: boolean;
    refetchOnMount: boolean;
    diagnosticsList: { staleTimeMs: number; retry: number };
    adminStats: { staleTimeMs: number; gcTimeMs: number };
    adminUsers: { staleTimeMs: number };
    adminDiagnostics: { staleTimeMs: number; retry: number };
  };
  toasts: { limit: number; durationMs: number; removeDelayMs: number; duplicateCooldownMs: number };
  authCache: { ttlMs: number };
  subscriptionCheck: { minSpacingMs: number; refreshIntervalMs: number };
  searchDebounceMs: number;
  logHistorySize: number;
  /** returnDelayMs: back to /admin after stopping; sessionMs: how long a server-side session stays open. */
  impersonation: { returnDelayMs: number; sessionMs: number };
  /** How many times each error screen offers 'Tentar novamente'. */
  errorRetries: { app: number; route: number; component: number; diagnostic: number };
  layout: {
    /**
     * The spec's sidebar "60 / 16 units" are Tailwind units (0.25 rem each): w-60 = 15 rem = 240 px
     * expanded, w-16 = 4 rem = 64 px collapsed. Likewise the notification list's "96 units" = 384 px.
     */
    sidebarExpandedPx: number;
    sidebarCollapsedPx: number;
    notificationListHeightPx: number;
    /** Below this width the sidebar becomes a slide-over (the theme's `md` breakpoint). */
    mobileBreakpointPx: number;
  };
}

const diagnostic = (timeoutMs: number): DiagnosticRunConfig => ({
  timeoutMs,
  retries: 3,
  pollingIntervalMs: 5 * SECOND,
});

export const appConfig: AppConfig = {
  diagnostics: {
    business: diagnostic(30 * SECOND),
    founder: diagnostic(45 * SECOND),
    management: diagnostic(30 * SECOND),
    investor: diagnostic(25 * SECOND),
  },
  api: { timeoutMs: 10 * SECOND, retries: 3, retryBaseDelayMs: 1 * SECOND },
  polling: { intervalMs: 60 * SECOND, maxRetries: 5, backoffFactor: 1.5 },
  debounceMs: 500,
  animationMs: 300,
  cache: { maxAgeMs: 5 * MINUTE, maxEntries: 100 },
  chunkSize: 50,
  query: {
    staleTimeMs: 5 * MINUTE,
    gcTimeMs: 15 * MINUTE,
    retry: 1,
    mutationRetry: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    refetchOnMount: true,
    diagnosticsList: { staleTimeMs: 1 * MINUTE, retry: 1 },
    adminStats: { staleTimeMs: 15 * MINUTE, gcTimeMs: 1 * HOUR },
    adminUsers: { staleTimeMs: 5 * MINUTE },
    adminDiagnostics: { staleTimeMs: 30 * SECOND, retry: 2 },
  },
  toasts: { limit: 5, durationMs: 5000, removeDelayMs: 1000, duplicateCooldownMs: 5000 },
  authCache: { ttlMs: 5 * MINUTE },
  subscriptionCheck: { minSpacingMs: 30 * SECOND, refreshIntervalMs: 1 * HOUR },
  searchDebounceMs: 300,
  logHistorySize: 100,
  impersonation: { returnDelayMs: 1 * SECOND, sessionMs: 1 * HOUR },
  errorRetries: { app: 3, route: 2, component: 1, diagnostic: 2 },
  layout: {
    sidebarExpandedPx: 240,
    sidebarCollapsedPx: 64,
    notificationListHeightPx: 384,
    mobileBreakpointPx: 768,
  },
};

export class AppConfigError extends Error {
  override name = 'AppConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid app configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * The start-up sanity checks. The spec fixes two (diagnostic timeouts at least 1000 ms, retries 1 to 5)
 * and only says the other timeouts, polling and cache values "have minimums"; ours are floors below
 * which the product would hammer the API or cache nothing: timeouts and polling intervals at least
 * 1000 ms, API retry delay at least 100 ms, backoff factor at least 1, cache age at least 1000 ms and at
 * least one entry. Every problem is listed in one error.
 */
export function validateAppConfig(config: AppConfig): AppConfig {
  const problems: string[] = [];
  const check = (path: string, value: number, rule: Rule) => {
    const problem = rule(value);
    if (problem) problems.push(`${path} = ${String(value)}: ${problem}`);
  };

  for (const [kind, run] of Object.entries(config.diagnostics)) {
    check(`diagnostics.${kind}.timeoutMs`, run.timeoutMs, atLeast(1000));
    check(`diagnostics.${kind}.retries`, run.retries, integerBetween(1, 5));
    check(`diagnostics.${kind}.pollingIntervalMs`, run.pollingIntervalMs, atLeast(1000));
  }
  check('api.timeoutMs', config.api.timeoutMs, atLeast(1000));
  check('api.retries', config.api.retries, integerBetween(0, 5));
  check('api.retryBaseDelayMs', config.api.retryBaseDelayMs, atLeast(100));
  check('polling.intervalMs', config.polling.intervalMs, atLeast(1000));
  check('polling.maxRetries', config.polling.maxRetries, integerBetween(1, 10));
  check('polling.backoffFactor', config.polling.backoffFactor, atLeast(1));
  check('cache.maxAgeMs', config.cache.maxAgeMs, atLeast(1000));
  check('cache.maxEntries', config.cache.maxEntries, integerBetween(1, Number.MAX_SAFE_INTEGER));
  check('chunkSize', config.chunkSize, integerBetween(1, Number.MAX_SAFE_INTEGER));
  check('debounceMs', config.debounceMs, atLeast(0));
  check('searchDebounceMs', config.searchDebounceMs, atLeast(0));
  check('animationMs', config.animationMs, atLeast(0));
  check('query.staleTimeMs', config.query.staleTimeMs, atLeast(0));
  check('query.gcTimeMs', config.query.gcTimeMs, atLeast(config.query.staleTimeMs));
  check('query.retry', config.query.retry, integerBetween(0, 5));
  check('query.mutationRetry', config.query.mutationRetry, integerBetween(0, 5));
  check('toasts.limit', config.toasts.limit, integerBetween(1, 20));
  check('toasts.durationMs', config.toasts.durationMs, atLeast(1000));
  check('toasts.removeDelayMs', config.toasts.removeDelayMs, atLeast(0));
  check('toasts.duplicateCooldownMs', config.toasts.duplicateCooldownMs, atLeast(0));
  check('authCache.ttlMs', config.authCache.ttlMs, atLeast(1000));
  check('subscriptionCheck.minSpacingMs', config.subscriptionCheck.minSpacingMs, atLeast(1000));
  check(
    'subscriptionCheck.refreshIntervalMs',
    config.subscriptionCheck.refreshIntervalMs,
    atLeast(config.subscriptionCheck.minSpacingMs),
  );
  check('logHistorySize', config.logHistorySize, integerBetween(1, Number.MAX_SAFE_INTEGER));
  check('impersonation.returnDelayMs', config.impersonation.returnDelayMs, atLeast(0));
  check('impersonation.sessionMs', config.impersonation.sessionMs, atLeast(MINUTE));
  for (const [level, retries] of Object.entries(config.errorRetries)) {
    check(`errorRetries.${level}`, retries, integerBetween(0, 5));
  }
  check(
    'layout.sidebarExpandedPx',
    config.layout.sidebarExpandedPx,
    atLeast(config.layout.sidebarCollapsedPx),
  );
  check('layout.sidebarCollapsedPx', config.layout.sidebarCollapsedPx, atLeast(1));
  check('layout.notificationListHeightPx', config.layout.notificationListHeightPx, atLeast(1));
  check('layout.mobileBreakpointPx', config.layout.mobileBreakpointPx, atLeast(1));

  if (problems.length > 0) throw new AppConfigError(problems);
  return config;
}

type Rule = (value: number) => string | undefined;

const atLeast =
  (minimum: number): Rule =>
  (value) =>
    Number.isFinite(value) && value >= minimum ? undefined : `must be a number of at least ${minimum}`;

const integerBetween =
  (minimum: number, maximum: number): Rule =>
  (value) =>
    Number.isInteger(value) && value >= minimum && value <= maximum
      ? undefined
      : maximum === Number.MAX_SAFE_INTEGER
        ? `must be an integer of at least ${minimum}`
        : `must be an integer from ${minimum} to ${maximum}`;
