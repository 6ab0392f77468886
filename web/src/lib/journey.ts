import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { journeyFromOverview, type Journey } from '@domain/journey';
import { useActionPlans } from './action-plans';

/**
 * The journey of /dashboard and /diagnostics, from one place: the overview and whether any action plan
 * exists. Undefined until both are known (a failed plans read counts as no plan), so neither screen shows
 * steps 5-6 undone, nor the checklist, to a user who has a plan.
 */
export function useJourney(overview: DiagnosticsOverview | undefined): Journey | undefined {
  const plans = useActionPlans();
  if (!overview || plans.isPending) return undefined;
  return journeyFromOverview(overview, (plans.data?.plans.length ?? 0) > 0);
}
