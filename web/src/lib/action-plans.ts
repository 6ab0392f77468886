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
  refetchInterval: (query) =>
    query.state.data?.generation?.status === 'processing' ? PLAN_GENERATION_POLL_MS : false,
});

export function useActionPlans() {
  return useQuery(actionPlansQuery);
}

/** The action plan page opens the task named in `?tarefa=` (the bell's notifications link there). */
export const TASK_PARAM = 'tarefa';
export const taskLink = (itemId: string) => `/action-plan?${TASK_PARAM}=${encodeURIComponent(itemId)}`;
