import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { api } from './api-client';

/** Published diagnostics and the user's results: the hub, the dashboard and My Analyses share it. */
export const diagnosticsOverviewQuery = queryOptions({
  queryKey: ['diagnostics', 'overview'],
  queryFn: () => api<DiagnosticsOverview>('/diagnostics'),
  // The spec: the diagnostics list is fresh for 1 minute with 1 retry.
  staleTime: 60 * 1000,
  retry: 1,
});

export function useDiagnosticsOverview() {
  return useQuery(diagnosticsOverviewQuery);
}
