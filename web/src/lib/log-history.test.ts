import { beforeEach, describe, expect, it } from 'vitest';
import { logApiFailure, logCaughtError, logHistory } from './log-history';

beforeEach(() => logHistory.clear());

describe('logHistory', () => {
  it('keeps exactly the last 100 entries, oldest first', () => {
    for (let call = 1; call <= 250; call += 1) logApiFailure('GET', `/calls/${call}`, 500, 'INTERNAL');
    const paths = logHistory.entries().map((entry) => (entry.source === 'api' ? entry.path : ''));
    expect(paths).toHaveLength(100);
    expect(paths[0]).toBe('/calls/151');
    expect(paths.at(-1)).toBe('/calls/250');
  });

  it('keeps fewer while fewer happened', () => {
    logApiFailure('POST', '/subscription/check', 0, 'NETWORK_ERROR');
    expect(logHistory.entries()).toHaveLength(1);
  });

  it('records a failed call by method, path, status and code, without its query string', () => {
    logApiFailure('GET', '/admin/users?cursor=abc&target=123', 403, 'PERMISSION_DENIED');
    expect(logHistory.entries()).toEqual([
      {
        at: expect.any(String),
        source: 'api',
        method: 'GET',
        path: '/admin/users',
        status: 403,
        code: 'PERMISSION_DENIED',
      },
    ]);
  });

  it('records a caught error by name and message, never its stack', () => {
    logCaughtError(new TypeError('x is undefined'));
    logCaughtError({ status: 404, statusText: 'Not Found', data: 'whatever' });
    expect(logHistory.entries().map((entry) => entry.source === 'error-boundary' && entry.error)).toEqual([
      'TypeError: x is undefined',
      'Route error 404',
    ]);
    expect(JSON.stringify(logHistory.entries())).not.toContain('at ');
  });
});
