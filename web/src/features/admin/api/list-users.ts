import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersResponse } from '@contracts/admin-users';
import { api } from '../../../lib/api-client';

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: () => api<ListUsersResponse>('/admin/users'),
  staleTime: 5 * 60 * 1000,
});

export function useUsers() {
  return useQuery(usersQuery);
}
