import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionPlansResponse } from '@contracts/action-plan';
import { api } from './api-client';

/** While a plan is being generated from the dossier, the page reads again every 5 s. */
export const PLAN_GENERATION_POLL_MS = 5_000;

/**
 * The user's plans with their tasks (newest plan first, tasks oldest first) and the last generation:
 * the action plan page, the dashboard's priority card and progress, and the journey share this read.
 */
export const actionPlansQuery = queryOptions({
  queryKey: ['action-plans'],
  queryFn: () => api<ActionPlansResponse>('/action-plans'),
  refetchInterval: (query) => (generationPending(query.state.data) ? PLAN_GENERATION_POLL_MS : false),
});

/** How long after a generation completed its plan may still be missing from a read. */
const PLAN_VISIBLE_WITHIN_MS = 30_000;

/**
 * Whether the page should read again: the generation runs, or it has just completed but its plan is not
 * in this answer yet (the plans and the generation are read side by side while the workflow writes: the
 * completion can be seen before the plan). A plan deleted later is not waited for (nor a completion
 * this device's clock puts far away).
 */
export function generationPending(data: ActionPlansResponse | undefined, now = Date.now()): boolean {
  const generation = data?.generation;
  if (!generation) return false;
  if (generation.status === 'processing') return true;
  return (
    generation.status === 'completed' &&
    Math.abs(now - Date.parse(generation.updatedAt)) < PLAN_VISIBLE_WITHIN_MS &&
    !data.plans.some((plan) => plan.id === generation.planId)
  );
}

export function useActionPlans() {
  return useQuery(actionPlansQuery);
}

/** The action plan page opens the task named in `?tarefa=` (the bell's notifications link there). */
export const TASK_PARAM = 'tarefa';
export const taskLink = (itemId: string) => `/action-plan?${TASK_PARAM}=${encodeURIComponent(itemId)}`;
