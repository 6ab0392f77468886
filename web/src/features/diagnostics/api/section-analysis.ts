import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionAnalysis, SectionAnalysisRequest } from '@contracts/analyses';
import type { ResultResponse } from '@contracts/diagnostics';
import { api } from '../../../lib/api-client';
import { resultKey } from './questionnaire';

const enc = encodeURIComponent;

/**
 * POST /api/analyses/{resultId}/sections/{sectionKey}: analyses one complete section (founder
 * diagnostic; result id = diagnostic id); `redo` analyses it again even with unchanged answers. The
 * answer joins the result's sectionAnalyses in the cache, so the section shows it again when revisited.
 */
export function useAnalyseSection(resultId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The model takes 10-20 s, longer than the API timeout (10 s): the model route's deadline.
    mutationFn: async ({ sectionKey, redo }: { sectionKey: string; redo: boolean }) =>
      api<SectionAnalysis>(`/analyses/${enc(resultId)}/sections/${enc(sectionKey)}`, {
        method: 'POST',
        timeoutMs: await import('../../../lib/runtime-config').then((config) => config.modelRouteWaitMs()),
        ...(redo ? { body: { redo: true } satisfies SectionAnalysisRequest } : {}),
      }),
    meta: { silent: true },
    onSuccess: (analysis) =>
      queryClient.setQueryData<ResultResponse>(resultKey(resultId), (current) =>
        current
          ? {
              ...current,
              sectionAnalyses: [
                ...current.sectionAnalyses.filter((item) => item.sectionKey !== analysis.sectionKey),
                analysis,
              ],
            }
          : current,
      ),
  });
}
