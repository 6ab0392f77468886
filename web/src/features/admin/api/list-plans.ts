import { useQuery } from '@tanstack/react-query';
import type { ListPlansResponse, Plan } from '@contracts/plans';
import { DEFAULT_PLAN, visiblePlans } from '@domain/plans';
import { api } from '../../../lib/api-client';

/**
 * The plans a paid admin subscription can copy: the catalogue's visible ones (no trial or test plans),
 * without the fallback plan shown to buyers when none exists (it is not in the catalogue).
 */
export function catalogPlans(plans: readonly Plan[]): Plan[] {
  return visiblePlans(plans).filter((plan) => plan.id !== DEFAULT_PLAN.id);
}

export function usePlans(enabled: boolean) {
  return useQuery({
    queryKey: ['plans'],
    queryFn: () => api<ListPlansResponse>('/plans'),
    select: (data) => catalogPlans(data.plans),
    enabled,
    meta: { silent: true },
  });
}
