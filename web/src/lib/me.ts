import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@contracts/me';
import { api } from './api-client';

/** The signed-in user's profile, e-mail and roles (shared by the shell and several screens). */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api<MeResponse>('/me'),
});

export function useMe() {
  return useQuery(meQuery);
}
