import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningModulesResponse } from '@contracts/learning';
import { api } from './api-client';

/** The published modules with the user's counts: the materials screen and the dashboard's progress. */
export const learningModulesQuery = queryOptions({
  queryKey: ['learning', 'modules'],
  queryFn: () => api<LearningModulesResponse>('/learning/modules'),
});

export function useLearningModules() {
  return useQuery(learningModulesQuery);
}

/** The dashboard's "Materiais vistos": completed materials of the published ones. */
export function learningTotals(response: LearningModulesResponse | undefined) {
  const modules = response?.modules ?? [];
  return {
    viewed: modules.reduce((sum, module) => sum + module.completedCount, 0),
    total: modules.reduce((sum, module) => sum + module.materialCount, 0),
  };
}
