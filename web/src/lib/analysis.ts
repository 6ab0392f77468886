import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '@contracts/analyses';
import { api } from './api-client';
import { ApiError } from './api-error';
import { diagnosticRun } from './diagnostic-run';
import { dossierKey } from './dossier-key';

const enc = encodeURIComponent;

/** The analysis of a result: its screen, and the questionnaire of a completed diagnostic, read it. */
export const analysisKey = (resultId: string) => ['analyses', resultId];

/**
 * The analysis of a result; `null` when none was requested yet (404). While it is processing the
 * query polls every `pollMs` (unless `stopPolling`).
 */
export function useAnalysis(
  resultId: string,
  pollMs: number,
  stopPolling = false,
  isProcessing: (analysis: AnalysisResponse) => boolean = (analysis) => analysis.status === 'processing',
) {
  return useQuery({
    queryKey: analysisKey(resultId),
    queryFn: async () => {
      try {
        return await api<AnalysisResponse>(`/analyses/${enc(resultId)}`, {
          retries: diagnosticRun(resultId).retries,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    meta: { silent: true },
    refetchInterval: (query) =>
      !stopPolling && query.state.data && isProcessing(query.state.data) ? pollMs : false,
  });
}

/** POST …/generate: starts (or replaces) the analysis; the answer is the processing item. */
export function useGenerateAnalysis(resultId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AnalysisResponse>(`/analyses/${enc(resultId)}/generate`, {
        method: 'POST',
        timeoutMs: diagnosticRun(resultId).timeoutMs,
      }),
    meta: { silent: true },
    onSuccess: (analysis) => {
      if (analysis && typeof analysis === 'object' && 'status' in analysis) {
        queryClient.setQueryData(analysisKey(resultId), analysis);
      }
      // The dossier's readiness waits for this analysis now.
      void queryClient.invalidateQueries({ queryKey: dossierKey });
      return queryClient.invalidateQueries({ queryKey: analysisKey(resultId) });
    },
  });
}
