import type { Query, QueryCache } from '@tanstack/react-query';
import { appConfig } from '@config/app-config';

export interface CacheBounds {
  maxEntries: number;
  maxAgeMs: number;
}

/**
 * The spec's cache bounds (100 entries, 5 min) on the app's one query cache, which lives for the whole
 * visit: every analysis, result and questionnaire opened adds a query, and TanStack Query alone would
 * keep each for its 15 min retention. When a new query takes the cache over 100 entries, the least
 * recently used queries that no screen shows and that nobody has used for 5 min are dropped until it is
 * back at 100. A query used within 5 min is kept even then: it is still fresh, and reading it again would
 * only cost a request. Returns the unsubscribe function.
 */
export function boundQueryCache(
  cache: QueryCache,
  { maxEntries, maxAgeMs }: CacheBounds = appConfig.cache,
  now: () => number = Date.now,
): () => void {
  const lastUsed = new Map<string, number>();
  const used = (query: Query) => lastUsed.get(query.queryHash) ?? 0;

  const evict = () => {
    const queries = cache.getAll();
    let excess = queries.length - maxEntries;
    if (excess <= 0) return;
    const cutoff = now() - maxAgeMs;
    const evictable = queries
      .filter((query) => query.getObserversCount() === 0 && query.state.fetchStatus === 'idle')
      .filter((query) => used(query) <= cutoff)
      .sort((a, b) => used(a) - used(b));
    for (const query of evictable) {
      if (excess <= 0) break;
      cache.remove(query);
      excess -= 1;
    }
  };

  return cache.subscribe((event) => {
    const hash = event.query.queryHash;
    switch (event.type) {
      case 'removed':
        lastUsed.delete(hash);
        return;
      case 'added':
        lastUsed.set(hash, now());
        evict();
        return;
      case 'observerAdded':
      case 'observerRemoved':
        lastUsed.set(hash, now());
        return;
      case 'updated':
        if (event.action.type === 'success') lastUsed.set(hash, now());
        return;
      default:
        return;
    }
  });
}
