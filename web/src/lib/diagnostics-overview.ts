import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { appConfig } from '@config/app-config';
import { api } from './api-client';
import { retryQuery } from './query-client';

/** Published diagnostics and the user's results: the hub, the dashboard and My Analyses share it. */
export const diagnosticsOverviewQuery = queryOptions({
  queryKey: ['diagnostics', 'overview'],
  queryFn: () => api<DiagnosticsOverview>('/diagnostics'),
  // The spec: the diagnostics list is fresh for 1 minute with 1 retry.
  staleTime: appConfig.query.diagnosticsList.staleTimeMs,
  retry: retryQuery(appConfig.query.diagnosticsList.retry),
});

export function useDiagnosticsOverview() {
  return useQuery(diagnosticsOverviewQuery);
}
