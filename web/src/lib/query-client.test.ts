import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, refreshAfterWrite } from './query-client';

const failing = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline'));

describe('createQueryClient', () => {
  it('uses the spec defaults', () => {
    const defaults = createQueryClient(() => undefined).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 900_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      refetchOnMount: true,
    });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });

  it("toasts a failed query and a failed mutation, unless meta says it's silent", async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    await client.fetchQuery({ queryKey: ['a'], queryFn: failing, retry: 0 }).catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: failing, retry: 0, meta: { silent: true } })
      .catch(() => undefined);
    const mutation = (silent: boolean) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failing, meta: { silent } })
        .execute(undefined)
        .catch(() => undefined);
    await mutation(false);
    await mutation(true);
    expect(notify.mock.calls.map(([toast]) => toast.title)).toEqual(['Erro de conexão', 'Erro ao salvar']);
  });

  it('leaves a subscription that ended to the app: no default toast, no retry', async () => {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const ended = new ApiError(403, 'PERMISSION_DENIED', 'x', { reason: 'SUBSCRIPTION_REQUIRED' });
    const queryFn = vi.fn(() => Promise.reject(ended));
    await client.fetchQuery({ queryKey: ['paid'], queryFn, retryDelay: 0 }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(ended) })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries a failed query once, unless the API client already repeated the request', async () => {
    const client = createQueryClient(() => undefined);
    const attempts = async (error: ApiError) => {
      const queryFn = vi.fn(() => Promise.reject(error));
      await client
        .fetchQuery({ queryKey: [error.code, error.retriedByClient], queryFn, retryDelay: 0 })
        .catch(() => undefined);
      return queryFn.mock.calls.length;
    };
    expect(await attempts(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(2);
    expect(await attempts(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(2);
    expect(await attempts(new ApiError(503, 'DATABASE_ERROR', 'x', undefined, true))).toBe(1);
  });
});

describe('refreshAfterWrite', () => {
  it('refetches after the write even when the first fetch, started before it, is still in flight', async () => {
    const client = createQueryClient(() => undefined);
    let stored = 'before';
    const queryFn = vi.fn(async () => {
      const read = stored; // the read happens when the request arrives...
      await new Promise((resolve) => setTimeout(resolve, 20)); // ...the answer comes back later
      return read;
    });
    const observer = new QueryObserver(client, { queryKey: ['result'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    stored = 'after'; // the write lands while the first fetch is in flight
    await refreshAfterWrite(client, ['result']);
    expect(client.getQueryData(['result'])).toBe('after');
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
