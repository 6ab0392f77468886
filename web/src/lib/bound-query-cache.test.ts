import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The app's query client holding queries ['item', 0] … ['item', count - 1], used in that order. */
function clientWith(count: number) {
  const client = createQueryClient(() => undefined);
  for (let index = 0; index < count; index += 1) {
    client.setQueryData(['item', index], index);
    vi.advanceTimersByTime(10);
  }
  const held = () =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);
  return { client, held };
}

describe('the query cache bounds (the spec: 100 entries, 5 min)', () => {
  it('holds 100 queries and, past that, drops the least recently used one not used for 5 min', () => {
    const { client, held } = clientWith(100);
    vi.advanceTimersByTime(5 * MINUTE);
    client.setQueryData(['item', 'new'], 'new');
    expect(held()).toHaveLength(100);
    expect(held()).not.toContain(0);
    expect(held()).toContain(1);
    expect(held()).toContain('new');
  });

  it('counts reading a query again as a use', () => {
    const { client, held } = clientWith(100);
    vi.advanceTimersByTime(5 * MINUTE);
    client.setQueryData(['item', 0], 'again');
    client.setQueryData(['item', 'new'], 'new');
    expect(held()).toContain(0);
    expect(held()).not.toContain(1);
  });

  it('keeps more than 100 while all were used within 5 min (fresh data is not thrown away)', () => {
    const { client, held } = clientWith(100);
    client.setQueryData(['item', 'new'], 'new');
    expect(held()).toHaveLength(101);
    vi.advanceTimersByTime(5 * MINUTE);
    client.setQueryData(['item', 'newer'], 'newer');
    expect(held()).toHaveLength(100);
    expect(held()).not.toContain(0);
    expect(held()).not.toContain(1);
  });

  it('never drops a query a screen is showing', () => {
    const { client, held } = clientWith(100);
    const unsubscribe = new QueryObserver(client, { queryKey: ['item', 0], enabled: false }).subscribe(
      () => undefined,
    );
    vi.advanceTimersByTime(10 * MINUTE);
    client.setQueryData(['item', 'new'], 'new');
    expect(held()).toContain(0);
    expect(held()).not.toContain(1);
    unsubscribe();
  });
});
