import { useQuery } from '@tanstack/react-query';
import type { ListPlansResponse } from '@contracts/plans';
import { visiblePlans, DEFAULT_PLAN } from '@domain/plans';
import { api } from '../../../lib/api-client';

/** The plans a user may buy; the default plan when loading fails (the page shows the error toast). */
export function usePlans() {
  const query = useQuery({
    queryKey: ['plans'],
    queryFn: () => api<ListPlansResponse>('/plans'),
    meta: { silent: true },
  });
  const plans = query.data ? visiblePlans(query.data.plans) : query.isError ? [DEFAULT_PLAN] : undefined;
  return { plans, isError: query.isError };
}
