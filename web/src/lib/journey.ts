import type { ActionPlansResponse } from '@contracts/action-plan';
import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { journeyFromOverview, type Journey } from '@domain/journey';
import { useActionPlans } from './action-plans';

/** The plans read as far as the journey cares: still on its way, or its answer (none when it failed). */
export interface PlansRead {
  isPending: boolean;
  data?: ActionPlansResponse | undefined;
}

/**
 * The journey once both reads are known: undefined while either is on its way, so neither screen shows
 * steps 5-6 undone, nor the checklist, to a user who has a plan. A failed plans read counts as no plan.
 */
export function journeyOf(overview: DiagnosticsOverview | undefined, plans: PlansRead): Journey | undefined {
  if (!overview || plans.isPending) return undefined;
  return journeyFromOverview(overview, (plans.data?.plans.length ?? 0) > 0);
}

/** The journey of /dashboard and /diagnostics, from one place: the overview and the plans. */
export function useJourney(overview: DiagnosticsOverview | undefined): Journey | undefined {
  return journeyOf(overview, useActionPlans());
}
