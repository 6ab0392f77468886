import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_REQUESTS,
  forgetEarlyResponses,
  takeEarlyResponse,
} from './early-requests';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('early requests', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    vi.stubGlobal('window', {
      [EARLY_REQUESTS]: {
        '/me': { at: Date.now(), response: answer('me') },
        '/diagnostics': { at: Date.now(), response: answer('overview') },
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives each early answer once, by path', async () => {
    await expect(takeEarlyResponse('/me')?.then((response) => response.text())).resolves.toBe('me');
    expect(takeEarlyResponse('/me')).toBeUndefined();
    expect(takeEarlyResponse('/notifications')).toBeUndefined();
  });

  it('does not give an answer older than the limit', () => {
    vi.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS + 1);
    expect(takeEarlyResponse('/me')).toBeUndefined();
  });

  it('forgets every early answer after a write', () => {
    forgetEarlyResponses();
    expect(takeEarlyResponse('/me')).toBeUndefined();
    expect(takeEarlyResponse('/diagnostics')).toBeUndefined();
  });

  it('has nothing to give outside a browser or without a preview', () => {
    vi.stubGlobal('window', {});
    expect(takeEarlyResponse('/me')).toBeUndefined();
  });
});
