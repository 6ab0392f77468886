import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InstagramAnalysesResponse,
  type InstagramAnalysisData,
  type InstagramAnalysisRecord,
} from '@contracts/instagram-analysis';
import { readAnalysisData } from '@contracts/website-analysis';
import { api } from '../../../lib/api-client';
import { detailPollInterval, listPollInterval } from './polling';

const enc = encodeURIComponent;
export const instagramAnalysesKey = ['instagram-analyses'] as const;
const analysisKey = (id: string) => ['instagram-analyses', id] as const;

/** 'Suas análises' (and the marketing list): polls every 5 s while any analysis is running (spec 4). */
export function useInstagramAnalyses() {
  return useQuery({
    queryKey: instagramAnalysesKey,
    queryFn: () => api<InstagramAnalysesResponse>('/instagram-analyses'),
    refetchInterval: (query) => listPollInterval(query.state.data?.analyses),
  });
}

/** The detail refreshes every 5 s while pending or processing (spec 4). */
export function useInstagramAnalysis(id: string) {
  return useQuery({
    queryKey: analysisKey(id),
    queryFn: async () => {
      const record = await api<InstagramAnalysisRecord>(`/instagram-analyses/${enc(id)}`);
      return { ...record, analysisData: readAnalysisData<InstagramAnalysisData>(record.analysisData) };
    },
    meta: { silent: true },
    refetchInterval: (query) => detailPollInterval(query.state.data),
  });
}

export function useInstagramMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: instagramAnalysesKey });
  const retry = useMutation({
    mutationFn: (id: string) =>
      api<InstagramAnalysisRecord>(`/instagram-analyses/${enc(id)}/retry`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: (analysis) => {
      queryClient.setQueryData(analysisKey(analysis.id), analysis);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/instagram-analyses/${enc(id)}`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  return { retry, remove };
}
