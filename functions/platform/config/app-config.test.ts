import { describe, expect, it } from 'vitest';
import { appConfig, AppConfigError, validateAppConfig, type AppConfig } from './app-config';

/** A deep copy with one change, so each case starts from the shipped configuration. */
function edited(change: (config: AppConfig) => void): AppConfig {
  const copy = structuredClone(appConfig);
  change(copy);
  return copy;
}

function problemsOf(config: AppConfig): readonly string[] {
  try {
    validateAppConfig(config);
    return [];
  } catch (error) {
    if (error instanceof AppConfigError) return error.problems;
    throw error;
  }
}

describe('appConfig holds the spec values', () => {
  it.each([
    ['business', 30_000],
    ['founder', 45_000],
    ['management', 30_000],
    ['investor', 25_000],
  ] as const)('%s diagnostic: %i ms, 3 retries, 5 s polling', (kind, timeoutMs) => {
    expect(appConfig.diagnostics[kind]).toEqual({ timeoutMs, retries: 3, pollingIntervalMs: 5000 });
  });

  it('app, polling, cache, toasts, auth cache, subscription check and layout values', () => {
    expect(appConfig.api).toEqual({ timeoutMs: 10_000, retries: 3, retryBaseDelayMs: 1000 });
    expect(appConfig.polling).toEqual({ intervalMs: 60_000, maxRetries: 5, backoffFactor: 1.5 });
    expect(appConfig.debounceMs).toBe(500);
    expect(appConfig.animationMs).toBe(300);
    expect(appConfig.cache).toEqual({ maxAgeMs: 300_000, maxEntries: 100 });
    expect(appConfig.chunkSize).toBe(50);
    expect(appConfig.toasts).toEqual({
      limit: 5,
      durationMs: 5000,
      removeDelayMs: 1000,
      duplicateCooldownMs: 5000,
    });
    expect(appConfig.authCache.ttlMs).toBe(300_000);
    expect(appConfig.subscriptionCheck).toEqual({ minSpacingMs: 30_000, refreshIntervalMs: 3_600_000 });
    expect(appConfig.searchDebounceMs).toBe(300);
    expect(appConfig.logHistorySize).toBe(100);
    expect(appConfig.impersonation.returnDelayMs).toBe(1000);
    expect(appConfig.errorRetries).toEqual({ app: 3, route: 2, component: 1, diagnostic: 2 });
    expect(appConfig.layout).toEqual({
      sidebarExpandedPx: 240,
      sidebarCollapsedPx: 64,
      notificationListHeightPx: 384,
      mobileBreakpointPx: 768,
    });
  });

  it('query defaults and per-screen exceptions', () => {
    expect(appConfig.query).toMatchObject({
      staleTimeMs: 300_000,
      gcTimeMs: 900_000,
      retry: 1,
      mutationRetry: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      refetchOnMount: true,
      diagnosticsList: { staleTimeMs: 60_000, retry: 1 },
      adminStats: { staleTimeMs: 900_000, gcTimeMs: 3_600_000 },
      adminUsers: { staleTimeMs: 300_000 },
      adminDiagnostics: { staleTimeMs: 30_000, retry: 2 },
    });
  });
});

describe('validateAppConfig', () => {
  it('accepts the shipped configuration and returns it', () => {
    expect(validateAppConfig(appConfig)).toBe(appConfig);
  });

  it.each<[string, (config: AppConfig) => void, string]>([
    [
      'diagnostic timeout below 1000 ms',
      (c) => (c.diagnostics.founder.timeoutMs = 999),
      'diagnostics.founder.timeoutMs',
    ],
    ['diagnostic retries 0', (c) => (c.diagnostics.business.retries = 0), 'diagnostics.business.retries'],
    ['diagnostic retries 6', (c) => (c.diagnostics.investor.retries = 6), 'diagnostics.investor.retries'],
    [
      'fractional diagnostic retries',
      (c) => (c.diagnostics.management.retries = 2.5),
      'diagnostics.management.retries',
    ],
    [
      'diagnostic polling 0',
      (c) => (c.diagnostics.business.pollingIntervalMs = 0),
      'diagnostics.business.pollingIntervalMs',
    ],
    ['API timeout 500 ms', (c) => (c.api.timeoutMs = 500), 'api.timeoutMs'],
    ['API retry delay 10 ms', (c) => (c.api.retryBaseDelayMs = 10), 'api.retryBaseDelayMs'],
    ['polling every 100 ms', (c) => (c.polling.intervalMs = 100), 'polling.intervalMs'],
    ['backoff factor below 1', (c) => (c.polling.backoffFactor = 0.5), 'polling.backoffFactor'],
    ['cache age 0', (c) => (c.cache.maxAgeMs = 0), 'cache.maxAgeMs'],
    ['cache of no entries', (c) => (c.cache.maxEntries = 0), 'cache.maxEntries'],
    ['NaN timeout', (c) => (c.api.timeoutMs = Number.NaN), 'api.timeoutMs'],
    ['gc shorter than stale', (c) => (c.query.gcTimeMs = 1000), 'query.gcTimeMs'],
    [
      'refresh sooner than spacing',
      (c) => (c.subscriptionCheck.refreshIntervalMs = 1000),
      'subscriptionCheck.refreshIntervalMs',
    ],
    ['no toasts at all', (c) => (c.toasts.limit = 0), 'toasts.limit'],
  ])('rejects %s', (_, change, path) => {
    const problems = problemsOf(edited(change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(path);
  });

  it('accepts the boundary values', () => {
    const config = edited((c) => {
      c.diagnostics.business.timeoutMs = 1000;
      c.diagnostics.business.retries = 1;
      c.diagnostics.founder.retries = 5;
    });
    expect(problemsOf(config)).toEqual([]);
  });

  it('lists every problem in one error', () => {
    const config = edited((c) => {
      c.diagnostics.business.timeoutMs = 10;
      c.diagnostics.investor.retries = 9;
      c.cache.maxEntries = -1;
    });
    expect(() => validateAppConfig(config)).toThrowError(AppConfigError);
    expect(() => validateAppConfig(config)).toThrowError(
      /diagnostics\.business\.timeoutMs = 10: must be a number of at least 1000\n {2}- diagnostics\.investor\.retries = 9: must be an integer from 1 to 5\n {2}- cache\.maxEntries = -1/,
    );
  });
});
