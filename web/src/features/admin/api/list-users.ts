import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '@contracts/admin-users';
import { appConfig } from '@config/app-config';
import { api } from '../../../lib/api-client';

/** One page of the users list: the spec's chunk size (50), newest first, from the page's cursor on. */
export function usersPagePath(cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(appConfig.chunkSize) });
  if (cursor) query.set('cursor', cursor);
  return `/admin/users?${query.toString()}`;
}

export const usersQuery = infiniteQueryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ pageParam }) => api<ListUsersResponse>(usersPagePath(pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.cursor,
  // The pages loaded so far, as one list.
  select: (data) => ({ users: data.pages.flatMap((page) => page.users) }),
  staleTime: appConfig.query.adminUsers.staleTimeMs,
});

/** The admin users list; `fetchNextPage` loads the next 50 ('Carregar mais'). */
export function useUsers() {
  return useInfiniteQuery(usersQuery);
}
