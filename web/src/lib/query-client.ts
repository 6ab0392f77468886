import { QueryClient } from '@tanstack/react-query';

/** The spec's defaults: stale 5 min, kept 15 min, one retry for queries, none for mutations, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 15 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchOnMount: true,
      },
      mutations: { retry: 0 },
    },
  });
}
