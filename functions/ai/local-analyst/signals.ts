/**
 * A signal: one reading of the answers scored 0 (weak) to 1 (strong), with the sentence to use when it
 * ranks among the strengths and the one to use among the weaknesses. Strengths are the highest-scored
 * signals, weaknesses the lowest; ties keep the questionnaire's order, so the ranking is deterministic.
 */
export interface Signal {
  score: number;
  strength: string;
  weakness: string;
  /** What to do about it, when it ranks among the weaknesses. */
  recommendation: string;
}

export function rankSignals<S extends Signal>(signals: readonly S[]): { strongest: S[]; weakest: S[] } {
  const indexed = signals.map((signal, index) => ({ signal, index }));
  const descending = [...indexed].sort((a, b) => b.signal.score - a.signal.score || a.index - b.index);
  const ascending = [...indexed].sort((a, b) => a.signal.score - b.signal.score || a.index - b.index);
  const half = Math.max(1, Math.ceil(signals.length / 2));
  const strongest = descending
    .slice(0, Math.min(3, half))
    .filter(({ signal }) => signal.score >= 0.5)
    .map(({ signal }) => signal);
  const weakest = ascending
    .slice(0, Math.min(3, half))
    .filter(({ signal }) => signal.score < 0.5 || strongest.length === 0)
    .map(({ signal }) => signal);
  return { strongest, weakest };
}

export const average = (values: readonly number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Removes repeated entries, keeping the first. */
export const unique = (items: readonly string[]): string[] => [...new Set(items)];
