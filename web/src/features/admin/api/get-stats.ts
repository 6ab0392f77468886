import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '@contracts/admin-stats';
import { appConfig } from '@config/app-config';
import { api } from '../../../lib/api-client';

const { staleTimeMs, gcTimeMs } = appConfig.query.adminStats;

/** The dashboard's counters: the spec's admin stats cache (fresh 15 min, kept 1 h). */
export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => api<AdminStatsResponse>('/admin/stats'),
  staleTime: staleTimeMs,
  gcTime: gcTimeMs,
  meta: { silent: true },
});

export function useStats() {
  return useQuery(statsQuery);
}
