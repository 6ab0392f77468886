import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListUsersResponse } from '@contracts/admin-users';
import { appConfig } from '@config/app-config';
import { api } from '../../../lib/api-client';

/** Every users list (any search): what a change to a user invalidates. */
export const usersKey = ['admin', 'users'] as const;

/**
 * One page of the users list: the spec's chunk size (50), newest first, from the page's cursor on;
 * `search` is matched by the server (case- and accent-insensitive, each word begins a word of the name or
 * e-mail).
 */
export function usersPagePath(search: string, cursor: string | null): string {
  return `/admin/users?${queryString({ limit: String(appConfig.chunkSize), search, cursor })}`;
}

/**
 * A query string of the non-empty values, a space as %20 (not `+`, which API Gateway does not read as a
 * space).
 */
export function queryString(values: Record<string, string | null | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

export const usersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...usersKey, search],
    queryFn: ({ pageParam }) => api<ListUsersResponse>(usersPagePath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    // The pages loaded so far as one list, and how many users match in all (not only those loaded).
    select: (data) => ({
      users: data.pages.flatMap((page) => page.users),
      total: data.pages[0]?.total ?? 0,
    }),
    staleTime: appConfig.query.adminUsers.staleTimeMs,
    meta: { silent: true },
  });

/**
 * The admin users list for a search term ('' = everyone); `fetchNextPage` loads the next 50 ('Carregar
 * mais usuários'). While a new term loads, the previous rows stay (no flash of an empty table).
 */
export function useUsers(search: string) {
  return useInfiniteQuery({ ...usersQuery(search), placeholderData: keepPreviousData });
}

/** After a change to a user: the lists (any search) and the dashboard's counters are read again. */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['admin'] });
}
