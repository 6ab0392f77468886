import type { AnalysisStatus } from '../contracts/analyses';
import type { DossierReadiness } from '../contracts/dossier';
import { coreDiagnostics, diagnosticKinds, type DiagnosticKind } from '../domain/core-diagnostics';
import { DOSSIER_REQUIRED_DIAGNOSTICS } from '../domain/dossier-unlock';

export interface ReadinessFacts {
  /** The ids of the user's completed results (result id = diagnostic id = slug). */
  completedResults: ReadonlySet<string>;
  /**
   * The status of each generated analysis (business, founder, management), absent when none; a run
   * whose workflow died (stale processing) counts as an error.
   */
  analyses: Partial<Record<DiagnosticKind, AnalysisStatus>>;
}

/**
 * Whether the dossier can be generated (spec 4 "Dossier unlock", spec 5 "Dossier"): generation needs
 * the four analyses. A generated analysis is present when completed; the investor's is the report the
 * domain computes from the completed investor diagnostic, so it is present when that result is.
 */
export function dossierReadiness({ completedResults, analyses }: ReadinessFacts): DossierReadiness {
  const completedDiagnostics = diagnosticKinds.filter((kind) =>
    completedResults.has(coreDiagnostics[kind].slug),
  ).length;
  const analysesReady = diagnosticKinds.filter((kind) => {
    const facts = coreDiagnostics[kind];
    if (!completedResults.has(facts.slug)) return false;
    return facts.analysis ? analyses[kind] === 'completed' : true;
  }).length;
  const analysesProcessing = diagnosticKinds.filter(
    (kind) => completedResults.has(coreDiagnostics[kind].slug) && analyses[kind] === 'processing',
  ).length;
  const total = DOSSIER_REQUIRED_DIAGNOSTICS;
  const state =
    completedDiagnostics === 0
      ? 'unavailable'
      : completedDiagnostics < total
        ? 'incomplete-diagnostics'
        : analysesReady < total
          ? 'incomplete-profile'
          : 'ready';
  return { state, completedDiagnostics, analysesReady, analysesProcessing, total };
}
