import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateInstagramAnalysisBody,
  type InstagramAnalysesResponse,
  type InstagramAnalysisData,
  type InstagramAnalysisRecord,
} from '@contracts/instagram-analysis';
import { readAnalysisData } from '@contracts/website-analysis';
import { api } from '../../../lib/api-client';
import { creationPollInterval, detailPollInterval, listPollInterval } from './polling';

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

/**
 * A new analysis watched from the form: read every 3 s up to 30 reads (spec 4), then no more; the
 * count of reads is the query's own (dataUpdateCount).
 */
export function useCreationWatch(id: string | null) {
  const queryClient = useQueryClient();
  const key = ['instagram-analyses', id, 'creation'] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<InstagramAnalysisRecord>(`/instagram-analyses/${enc(id ?? '')}`),
    enabled: id !== null,
    meta: { silent: true },
    refetchInterval: (query) => creationPollInterval(query.state.data?.status, query.state.dataUpdateCount),
  });
  return { query, reads: queryClient.getQueryState(key)?.dataUpdateCount ?? 0 };
}

export function useInstagramMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: instagramAnalysesKey });
  const restarted = (analysis: InstagramAnalysisRecord) => {
    queryClient.setQueryData(analysisKey(analysis.id), analysis);
    return refresh();
  };
  const create = useMutation({
    mutationFn: (body: CreateInstagramAnalysisBody) =>
      api<InstagramAnalysisRecord>('/instagram-analyses', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  const retry = useMutation({
    mutationFn: (id: string) =>
      api<InstagramAnalysisRecord>(`/instagram-analyses/${enc(id)}/retry`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: restarted,
  });
  const regenerate = useMutation({
    mutationFn: (id: string) =>
      api<InstagramAnalysisRecord>(`/instagram-analyses/${enc(id)}/regenerate`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: restarted,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/instagram-analyses/${enc(id)}`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: refresh,
  });
  return { create, retry, regenerate, remove };
}
