import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '@contracts/analyses';
import type { InvestorReport } from '@contracts/investor';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

const enc = encodeURIComponent;

export const investorReportKey = (resultId: string) => ['investor-report', resultId];
export const analysisKey = (resultId: string) => ['analyses', resultId];

/** Stale time of the investor profile (spec 9: 5 min). */
const INVESTOR_STALE_MS = 5 * 60 * 1000;

export function useInvestorReport(resultId: string) {
  return useQuery({
    queryKey: investorReportKey(resultId),
    queryFn: () => api<InvestorReport>(`/investor-report/${enc(resultId)}`),
    staleTime: INVESTOR_STALE_MS,
    retry: false,
    meta: { silent: true },
  });
}

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
        return await api<AnalysisResponse>(`/analyses/${enc(resultId)}`);
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
    mutationFn: () => api<AnalysisResponse>(`/analyses/${enc(resultId)}/generate`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: (analysis) => {
      if (analysis && typeof analysis === 'object' && 'status' in analysis) {
        queryClient.setQueryData(analysisKey(resultId), analysis);
      }
      return queryClient.invalidateQueries({ queryKey: analysisKey(resultId) });
    },
  });
}
