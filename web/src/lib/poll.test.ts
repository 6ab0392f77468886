import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll, type PollOutcome } from './poll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Starts polling with the app's configuration; `checkedAt` holds the time of each check. */
function start(answers: Array<'pending' | 'ready' | 'fail'>, signal = new AbortController().signal) {
  const checkedAt: number[] = [];
  const startedAt = Date.now();
  let outcome: PollOutcome | undefined;
  const check = vi.fn(() => {
    checkedAt.push(Date.now() - startedAt);
    const answer = answers.shift() ?? 'pending';
    return answer === 'fail' ? Promise.reject(new Error('offline')) : Promise.resolve(answer);
  });
  void poll({ check, done: (state) => state === 'ready', signal }).then((result) => (outcome = result));
  return { checkedAt, outcome: () => outcome };
}

describe('poll (the spec: every 60 s, 5 retries, backoff 1.5)', () => {
  it('checks every 60 s until the awaited state arrives, then stops', async () => {
    const polling = start(['pending', 'pending', 'ready']);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(polling.checkedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(polling.checkedAt).toEqual([60_000, 120_000, 180_000]);
    expect(polling.outcome()).toBe('done');
  });

  it('after failures waits 1.5 times longer each time and gives up after 5 retries', async () => {
    const polling = start(['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'ready']);
    await vi.runAllTimersAsync();
    const gaps = polling.checkedAt.map((at, index) => at - (polling.checkedAt[index - 1] ?? 0));
    expect(gaps).toEqual([60_000, 90_000, 135_000, 202_500, 303_750, 455_625]);
    expect(polling.outcome()).toBe('failed');
  });

  it('a success in between starts the count over', async () => {
    const polling = start(['fail', 'fail', 'pending', 'fail', 'ready']);
    await vi.runAllTimersAsync();
    const gaps = polling.checkedAt.map((at, index) => at - (polling.checkedAt[index - 1] ?? 0));
    expect(gaps).toEqual([60_000, 90_000, 135_000, 60_000, 90_000]);
    expect(polling.outcome()).toBe('done');
  });

  it('stops when its signal aborts (the screen went away)', async () => {
    const controller = new AbortController();
    const polling = start([], controller.signal);
    await vi.advanceTimersByTimeAsync(130_000);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(polling.checkedAt).toEqual([60_000, 120_000]);
    expect(polling.outcome()).toBe('aborted');
  });
});
