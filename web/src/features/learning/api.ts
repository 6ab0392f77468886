import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearningMaterialResponse, LearningModuleResponse, MaterialProgress } from '@contracts/learning';
import { api } from '../../lib/api-client';
import { learningModulesQuery } from '../../lib/learning-modules';

const enc = encodeURIComponent;
const modulePath = (moduleId: string) => `/learning/modules/${enc(moduleId)}`;
const materialPath = (moduleId: string, materialId: string) =>
  `${modulePath(moduleId)}/materials/${enc(materialId)}`;
const moduleKey = (moduleId: string) => ['learning', 'module', moduleId];

const moduleQuery = (moduleId: string) =>
  queryOptions({
    queryKey: moduleKey(moduleId),
    queryFn: () => api<LearningModuleResponse>(modulePath(moduleId)),
    meta: { silent: true },
  });

export function useModule(moduleId: string) {
  return useQuery(moduleQuery(moduleId));
}

/**
 * The search's materials: every listed module read at once (one round trip after the list, the same
 * reads and cache as the module screen), only while there is a term (decision 0052).
 */
export function useModulesMaterials(moduleIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: moduleIds.map((moduleId) => ({ ...moduleQuery(moduleId), enabled })),
  });
}

export function useMaterial(moduleId: string, materialId: string) {
  return useQuery({
    queryKey: ['learning', 'material', moduleId, materialId],
    queryFn: () => api<LearningMaterialResponse>(materialPath(moduleId, materialId)),
    meta: { silent: true },
  });
}

/**
 * Opening (view) or completing a material; the module (whose materials carry each one's progress, which
 * the viewer shows) and the list read their counts again. The material itself does not change.
 */
export function useProgress(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, action }: { materialId: string; action: 'view' | 'complete' }) =>
      api<MaterialProgress>(`${materialPath(moduleId, materialId)}/${action}`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey(moduleId) }),
        queryClient.invalidateQueries({ queryKey: learningModulesQuery.queryKey }),
      ]),
  });
}
