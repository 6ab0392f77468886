import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DossierSectionKey } from '@contracts/analysis-data/dossier/sections';
import type { DossierGenerationResponse, DossierResponse } from '@contracts/dossier';
import { api } from '../../lib/api-client';
import { dossierKey } from '../../lib/dossier-key';

/** Spec 9: the dossier query is fresh for 300000 ms. */
const DOSSIER_STALE_MS = 300_000;
/**
 * While a generation runs, every tab shows its section's live status, read again every 5 s (spec 4: the
 * 5 s polling of the analyses it waits for).
 */
export const DOSSIER_POLL_MS = 5_000;

/** A generation is under way: the lock is held, or a section is still queued or being written. */
export function isGenerating(dossier: DossierResponse): boolean {
  return (
    dossier.generating ||
    dossier.sections.some((section) => section.status === 'pending' || section.status === 'generating')
  );
}

/** An analysis of a completed diagnostic is still being generated. */
export const analysesPending = (dossier: DossierResponse): boolean =>
  dossier.readiness.analysesProcessing > 0;

export function useDossier() {
  return useQuery({
    queryKey: dossierKey,
    queryFn: () => api<DossierResponse>('/dossier'),
    staleTime: DOSSIER_STALE_MS,
    meta: { silent: true },
    // Also while an analysis the dossier needs is being generated: the tabs and 'Gerar Dossiê' appear
    // when it is done, without a reload.
    refetchInterval: (query) =>
      query.state.data && (isGenerating(query.state.data) || analysesPending(query.state.data))
        ? DOSSIER_POLL_MS
        : false,
  });
}

/** The sections written from an analysis redone since (Atualizar dossiê rewrites them). */
export const staleSections = (dossier: DossierResponse) =>
  dossier.sections.filter((section) => section.staleSources.length > 0);

/**
 * Generate-all (null), one section (its tab's Gerar/Atualizar) or the stale ones ('stale', Atualizar
 * dossiê). The answer is the dossier as the run starts, so the tabs show their queued state at once;
 * polling takes over from there.
 */
export function useGenerateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: DossierSectionKey | 'stale' | null) =>
      api<DossierGenerationResponse>(
        scope === 'stale'
          ? '/dossier/refresh'
          : scope
            ? `/dossier/sections/${scope}/generate`
            : '/dossier/generate',
        { method: 'POST' },
      ),
    meta: { silent: true },
    onSuccess: ({ started: _started, ...dossier }) => queryClient.setQueryData(dossierKey, dossier),
  });
}
