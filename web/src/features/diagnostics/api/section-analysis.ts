import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SectionAnalysis, SectionAnalysisRequest } from '@contracts/analyses';
import type { ResultResponse } from '@contracts/diagnostics';
import { api } from '../../../lib/api-client';
import { resultKey } from './questionnaire';

const enc = encodeURIComponent;

/**
 * The one route that calls the model in the request takes 10-20 s, longer than the API timeout (10 s);
 * API Gateway itself answers 503 at 30 s, so waiting longer than that is pointless.
 */
const SECTION_ANALYSIS_TIMEOUT_MS = 30_000;

/**
 * POST /api/analyses/{resultId}/sections/{sectionKey}: analyses one complete section (founder
 * diagnostic; result id = diagnostic id); `redo` analyses it again even with unchanged answers. The
 * answer joins the result's sectionAnalyses in the cache, so the section shows it again when revisited.
 */
export function useAnalyseSection(resultId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionKey, redo }: { sectionKey: string; redo: boolean }) =>
      api<SectionAnalysis>(`/analyses/${enc(resultId)}/sections/${enc(sectionKey)}`, {
        method: 'POST',
        timeoutMs: SECTION_ANALYSIS_TIMEOUT_MS,
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
