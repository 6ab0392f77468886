import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRecommendation,
  ListRecommendationsResponse,
  RecommendationFields,
} from '@contracts/admin-recommendations';
import { api } from '../../../lib/api-client';
import { queryString } from './list-users';

const SECOND = 1000;

/** Spec 3 section 9 "Recommendation queries": 1 retry, 2 s apart, 5 minutes stale. */
export const recommendationsCaching = {
  retry: 1,
  retryDelay: 2 * SECOND,
  staleTime: 5 * 60 * SECOND,
} as const;

/** Every recommendations list (any profile): what a change invalidates. */
const recommendationsKey = ['admin', 'investment-recommendations'] as const;

/** The bands (revenue ascending) of one profile ('' = all) with the profiles (by score). */
export const recommendationsQuery = (profileId: string) =>
  queryOptions({
    queryKey: [...recommendationsKey, profileId],
    queryFn: () =>
      api<ListRecommendationsResponse>(`/admin/investment-recommendations?${queryString({ profileId })}`),
    ...recommendationsCaching,
    meta: { silent: true },
  });

/** The list for the filter; while another profile's list loads, the previous rows stay. */
export function useRecommendations(profileId: string) {
  return useQuery({ ...recommendationsQuery(profileId), placeholderData: keepPreviousData });
}

const path = (id?: string) =>
  `/admin/investment-recommendations${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/** Create (no id) or edit (the band's id) a band; every list is read again afterwards. */
export function useSaveRecommendation(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecommendationFields) =>
      api<AdminRecommendation>(path(id), { method: id === undefined ? 'POST' : 'PUT', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey }),
  });
}

export function useDeleteRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(path(id), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey }),
  });
}
