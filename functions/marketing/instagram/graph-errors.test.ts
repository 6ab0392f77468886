import { describe, expect, it } from 'vitest';
import { instagramGraphMessages } from '../../contracts/messages/instagram-graph';
import { classifyGraphAnswer, usagePercent, usageWaitMs } from './graph-errors';

const text = instagramGraphMessages.failures;
const graphError = (error: Record<string, unknown>) => ({
  error: { message: 'x', type: 'OAuthException', ...error },
});
const classify = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  classifyGraphAnswer(status, body, new Headers(headers), 'doceponto');

describe('classifyGraphAnswer', () => {
  it('maps 110/2207013 (unknown name or personal account) to one reason naming the profile', () => {
    const failure = classify(400, graphError({ code: 110, error_subcode: 2207013, fbtrace_id: 'T1' }));
    expect(failure).toMatchObject({ kind: 'not-readable', operatorAlert: false, retryable: false });
    expect(failure.message).toBe(text.notReadable('doceponto'));
    expect(failure.diagnostic).toBe('HTTP 400, Graph error 110/2207013 (OAuthException), fbtrace_id T1');
  });

  it.each([
    [190, 463],
    [190, 460],
    [190, undefined],
    [102, undefined],
  ])('alerts the operator on a token error %i/%s and tells the user only to try later', (code, subcode) => {
    const failure = classify(400, graphError({ code, error_subcode: subcode }));
    expect(failure).toMatchObject({ kind: 'token', operatorAlert: true, retryable: false });
    expect(failure.message).toBe(text.unavailable);
    expect(failure.message).not.toMatch(/token|acesso/i);
  });

  it.each([10, 200, 299])('alerts the operator on a permission error %i', (code) => {
    expect(classify(403, graphError({ code }))).toMatchObject({ kind: 'permission', operatorAlert: true });
  });

  it.each([4, 17, 32, 341, 613, 80002])('treats code %i as a rate limit, retryable', (code) => {
    const failure = classify(400, graphError({ code }));
    expect(failure).toMatchObject({ kind: 'rate-limited', retryable: true, operatorAlert: false });
    expect(failure.message).toBe(text.rateLimited);
  });

  it('treats HTTP 429 without a Graph body as a rate limit', () => {
    expect(classify(429, 'Too Many Requests').kind).toBe('rate-limited');
  });

  it.each([
    [400, graphError({ code: 1 })],
    [400, graphError({ code: 2 })],
    [400, graphError({ code: 9999, is_transient: true })],
    [503, undefined],
    [500, graphError({ code: 100 })],
  ])('retries a transient failure (HTTP %i)', (status, body) => {
    const failure = classify(status, body);
    expect(failure).toMatchObject({ kind: 'transient', retryable: true });
    expect(failure.message).toBe(text.unavailable);
  });

  it('gives anything else a generic reason, not retried', () => {
    const failure = classify(400, graphError({ code: 100, error_subcode: 33 }));
    expect(failure).toMatchObject({ kind: 'unexpected', retryable: false, operatorAlert: false });
    expect(failure.message).toBe(text.unavailable);
    expect(classify(302, undefined).kind).toBe('unexpected');
  });

  it('never passes Meta’s own message to the user', () => {
    const failure = classify(
      400,
      graphError({ code: 190, message: 'Error validating access token: Session has expired' }),
    );
    expect(failure.message).not.toContain('Session');
    expect(failure.diagnostic).not.toContain('Session');
  });
});

describe('usage headers', () => {
  const buc = (minutes: number) =>
    JSON.stringify({
      '123': [
        {
          type: 'instagram',
          call_count: 100,
          total_cputime: 10,
          total_time: 12,
          estimated_time_to_regain_access: minutes,
        },
      ],
    });

  it('reads the wait from X-Business-Use-Case-Usage (minutes) and Retry-After (seconds)', () => {
    expect(usageWaitMs(new Headers({ 'x-business-use-case-usage': buc(2) }))).toBe(120_000);
    expect(usageWaitMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(usageWaitMs(new Headers({ 'x-business-use-case-usage': buc(0), 'retry-after': '5' }))).toBe(5000);
    expect(usageWaitMs(new Headers({ 'x-app-usage': '{"call_count":100}' }))).toBeNull();
    expect(usageWaitMs(new Headers({ 'x-business-use-case-usage': 'not json' }))).toBeNull();
  });

  it('reports the highest usage percentage of either header', () => {
    const headers = new Headers({
      'x-app-usage': '{"call_count":28,"total_cputime":25,"total_time":25}',
      'x-business-use-case-usage': buc(0),
    });
    expect(usagePercent(headers)).toBe(100);
    expect(usagePercent(new Headers())).toBeNull();
  });
});
