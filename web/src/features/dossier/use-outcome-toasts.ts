import { useEffect, useRef } from 'react';
import type { DossierSectionKey } from '@contracts/analysis-data/dossier/sections';
import type { DossierResponse, DossierSectionStatus } from '@contracts/dossier';
import { dossierMessages } from '@contracts/messages/dossier';
import { useToast } from '../../lib/toast';

const text = dossierMessages;

type Statuses = Partial<Record<DossierSectionKey, DossierSectionStatus | null>>;

const running = (status: DossierSectionStatus | null | undefined) =>
  status === 'pending' || status === 'generating';

/**
 * Tells the outcome of a run seen on screen: a section that was running and failed toasts 'Erro ao
 * gerar seção "…"'; a run that ends with the six sections completed toasts 'Dossiê pronto para
 * visualização'. Sections already failed or completed when the screen opened toast nothing.
 */
export function useOutcomeToasts(dossier: DossierResponse | undefined) {
  const toast = useToast();
  const previous = useRef<Statuses | null>(null);
  useEffect(() => {
    if (!dossier) return;
    const before = previous.current;
    const now: Statuses = Object.fromEntries(
      dossier.sections.map((section) => [section.key, section.status]),
    );
    previous.current = now;
    if (!before) return;
    for (const section of dossier.sections) {
      if (section.status === 'failed' && running(before[section.key]))
        toast({
          title: text.sectionError(text.sectionTitles[section.key]),
          description: text.tryLater,
          variant: 'destructive',
        });
    }
    const wasRunning = Object.values(before).some(running);
    const allCompleted = dossier.sections.every((section) => section.status === 'completed');
    if (wasRunning && allCompleted) toast({ title: text.states.ready, variant: 'success' });
  }, [dossier, toast]);
}
