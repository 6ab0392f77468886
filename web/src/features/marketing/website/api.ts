import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PERFORMANCE_WAIT_MS,
  WEBSITE_POLL_MS,
  WEBSITE_PROCESSING_LIMIT_MS,
  readAnalysisData,
  type WebsiteAnalysesResponse,
  type WebsiteAnalysisRecord,
} from '@contracts/website-analysis';
import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;
export const websiteAnalysesKey = ['website-analyses'] as const;
const analysisKey = (id: string) => ['website-analyses', id] as const;

const running = (status: string) => status === 'pending' || status === 'processing';
const measuring = (analysis: WebsiteAnalysisRecord) =>
  analysis.status === 'completed' &&
  (analysis.steps.mobile === 'running' || analysis.steps.desktop === 'running');

/** 'Análises recentes': polls every 5 s while any analysis is pending or processing (spec 4). */
export function useWebsiteAnalyses() {
  return useQuery({
    queryKey: websiteAnalysesKey,
    queryFn: () => api<WebsiteAnalysesResponse>('/website-analyses'),
    refetchInterval: (query) =>
      query.state.data?.analyses.some((analysis) => running(analysis.status)) ? WEBSITE_POLL_MS : false,
  });
}

/**
 * The detail: every 5 s while pending or processing, up to the spec's minute (then 'Tempo esgotado'), and
 * while the performance of a completed analysis is still being measured, up to PERFORMANCE_WAIT_MS.
 */
export function useWebsiteAnalysis(id: string, startedAt: number) {
  return useQuery({
    queryKey: analysisKey(id),
    queryFn: async () => {
      const record = await api<WebsiteAnalysisRecord>(`/website-analyses/${enc(id)}`);
      return { ...record, analysisData: readAnalysisData(record.analysisData) };
    },
    meta: { silent: true },
    refetchInterval: (query) => {
      const analysis = query.state.data;
      if (!analysis) return false;
      const elapsed = Date.now() - startedAt;
      if (running(analysis.status)) return elapsed < WEBSITE_PROCESSING_LIMIT_MS ? WEBSITE_POLL_MS : false;
      if (measuring(analysis)) return elapsed < PERFORMANCE_WAIT_MS ? WEBSITE_POLL_MS : false;
      return false;
    },
  });
}

export function useWebsiteMutations() {
  const queryClient = useQueryClient();
  const refresh = (analysis?: WebsiteAnalysisRecord) => {
    if (analysis) queryClient.setQueryData(analysisKey(analysis.id), analysis);
    return queryClient.invalidateQueries({ queryKey: websiteAnalysesKey, exact: true });
  };
  const create = useMutation({
    mutationFn: (websiteUrl: string) =>
      api<WebsiteAnalysisRecord>('/website-analyses', { method: 'POST', body: { websiteUrl } }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  const restart = useMutation({
    mutationFn: ({ id, mode }: { id: string; mode: 'retry' | 'regenerate' }) =>
      api<WebsiteAnalysisRecord>(`/website-analyses/${enc(id)}/${mode}`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/website-analyses/${enc(id)}`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => refresh(),
  });
  return { create, restart, remove };
}

export { measuring, running };

/** The local stack's demo site (the form's hint), from the runtime configuration; absent in the cloud. */
export function useDemoSiteUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: () => import('../../../lib/runtime-config').then((config) => config.loadRuntimeConfig()),
    staleTime: Infinity,
    meta: { silent: true },
  });
  return data?.demoSiteUrl;
}
