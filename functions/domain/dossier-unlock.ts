import type { Diagnostic, DiagnosticResult } from '../contracts/diagnostics';
import { coreDiagnosticSlugs } from '../contracts/core-diagnostic-slugs';
import { diagnosticsDomainMessages } from '../contracts/messages/diagnostics-domain';
import { completedDiagnosticSlugs } from './diagnostic-card';

const text = diagnosticsDomainMessages.dossier;

/** Spec 9: four diagnostics are needed to unlock the dossier. */
export const DOSSIER_REQUIRED_DIAGNOSTICS = coreDiagnosticSlugs.length;

/** Spec 4: unlocked when every diagnostic in the list is completed and the list is not empty. */
export function isDossierUnlocked(diagnostics: readonly { completed: boolean }[]): boolean {
  return diagnostics.length > 0 && diagnostics.every((diagnostic) => diagnostic.completed);
}

/** The dossier card's badge: 'Disponível' or 'Bloqueado'. */
export function dossierLabel(unlocked: boolean): string {
  return unlocked ? text.available : text.locked;
}

/** 'N de 4' (the total defaults to the four core diagnostics). */
export function dossierCountLabel(completed: number, total: number = DOSSIER_REQUIRED_DIAGNOSTICS): string {
  return text.count(completed, total);
}

export interface DossierStatus {
  /** Core diagnostics completed, 0-4. */
  completed: number;
  total: number;
  unlocked: boolean;
  label: string;
  countLabel: string;
}

/**
 * The dossier's state from the overview: the list checked is always the four core diagnostics
 * (fundador, negocio, sistema-gestao, investidor), so other published diagnostics neither block nor
 * count, and an unpublished core diagnostic counts as not completed unless its result is.
 */
export function dossierStatus(
  diagnostics: readonly Pick<Diagnostic, 'id' | 'slug'>[],
  results: readonly Pick<DiagnosticResult, 'diagnosticId' | 'completed'>[],
): DossierStatus {
  const done = completedDiagnosticSlugs(diagnostics, results);
  const core = coreDiagnosticSlugs.map((slug) => ({ slug, completed: done.has(slug) }));
  const completed = core.filter((diagnostic) => diagnostic.completed).length;
  const unlocked = isDossierUnlocked(core);
  return {
    completed,
    total: core.length,
    unlocked,
    label: dossierLabel(unlocked),
    countLabel: dossierCountLabel(completed, core.length),
  };
}
