import { MAX_REGENERATIONS, type AnalysisResponse } from '@contracts/analyses';

export interface EmptyAnalysis {
  /** Regenerations still allowed; null when no analysis was ever requested (generating is not one). */
  regenerationsLeft: number | null;
}

/**
 * Spec 4: a completed founder or business diagnostic opened with an empty analysis (none requested, or a
 * run that ended without data) offers regeneration, at most MAX_REGENERATIONS times. Null when the
 * analysis is there or on its way.
 */
export function emptyAnalysis(analysis: AnalysisResponse | null): EmptyAnalysis | null {
  if (!analysis) return { regenerationsLeft: null };
  if (analysis.status === 'processing' || analysis.data !== null) return null;
  return { regenerationsLeft: Math.max(MAX_REGENERATIONS - analysis.attempts, 0) };
}
