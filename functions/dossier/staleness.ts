import type { AnalysisResponse } from '../contracts/analyses';
import type { DiagnosticResult } from '../contracts/diagnostics';
import { dossierSectionKeys, type DossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import { dossierSources, type DossierSource, type StaleSource } from '../contracts/dossier';

/**
 * The sources each section is written from: the ones its guide names (functions/ai/tasks/dossier-sections.ts).
 * Every request carries the whole context for coherence, but a section restates only these, so only a
 * change in these makes its text wrong. The executive summary restates all of them.
 */
export const dossierSectionSources: Record<DossierSectionKey, readonly DossierSource[]> = {
  resumo_executivo: dossierSources,
  perfil_fundador: ['founder'],
  raio_x_negocio: ['business', 'management'],
  analise_mercado: ['business'],
  perfil_investidor: ['investor'],
  plano_estrategico: ['business', 'management', 'investor'],
};

/** When each source's current version was made (absent: none, or unknown). */
export type SourceTimes = Partial<Record<DossierSource, string>>;

/**
 * The sources' times from what the dossier reads anyway: each analysis's completion (a regeneration
 * that has not completed, or failed, leaves it), and the investor result's last change while completed
 * (its report is computed from the answers whenever read, so an answer changed counts).
 */
export function sourceTimes(
  analyses: Partial<Record<Exclude<DossierSource, 'investor'>, AnalysisResponse | null>>,
  investorResult: Pick<DiagnosticResult, 'completed' | 'updatedAt'> | null | undefined,
): SourceTimes {
  const times: SourceTimes = {};
  for (const source of ['founder', 'business', 'management'] as const) {
    const completedAt = analyses[source]?.completedAt;
    if (completedAt) times[source] = completedAt;
  }
  if (investorResult?.completed) times.investor = investorResult.updatedAt;
  return times;
}

/** What staleness reads of a stored section. */
export interface WrittenSection {
  content?: unknown;
  completedAt?: string;
  /** The sources' times as the generation read them; absent on sections written before they were kept. */
  sources?: SourceTimes;
}

/**
 * The section's sources made after the version it was written from, in the order of `dossierSources`.
 * A source's version read is the one kept with the section, else (older sections) its completion time.
 * No content, or no way to tell: nothing is stale.
 */
export function staleSources(
  key: DossierSectionKey,
  section: WrittenSection | undefined,
  current: SourceTimes,
): StaleSource[] {
  if (section?.content === undefined || section.content === null) return [];
  return dossierSectionSources[key].flatMap((source) => {
    const changedAt = current[source];
    const read = section.sources?.[source] ?? section.completedAt;
    return changedAt && read && changedAt > read ? [{ source, changedAt }] : [];
  });
}

/** The stale sections of a dossier, in the dossier's order. */
export const staleSectionKeys = (
  sections: Partial<Record<DossierSectionKey, WrittenSection>>,
  current: SourceTimes,
): DossierSectionKey[] =>
  dossierSectionKeys.filter((key) => staleSources(key, sections[key], current).length > 0);
