import { Service } from 'electrodb';
import type { AnalysisResponse } from '../contracts/analyses';
import type { DiagnosticResult } from '../contracts/diagnostics';
import {
  AnalysisEntity,
  runningAnalysis,
  runStart,
  startRefusedBy,
  startRunWrites,
} from '../analyses/analyses';
import { AnalysisRunsEntity } from '../analyses/analysis-runs';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { ResultChangedError, ResultEntity } from './diagnostic-results';
import { nonZero, StatsEntity } from '../platform/data/stats';

/**
 * Written together when a diagnostic is completed: its result, its analysis's processing item with
 * the day's run it takes, and the results counters.
 */
const completion = new Service(
  { result: ResultEntity, analysis: AnalysisEntity, runs: AnalysisRunsEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

export interface Completed {
  result: DiagnosticResult;
  /** The analysis marked processing with the result, when one was asked for. */
  analysis: AnalysisResponse | null;
}

/**
 * Completes a result ('Completed', score 0, completedAt now) and, when `analysis` says so, starts its
 * analysis's run with `attempts` (markProcessing's writes, startRunWrites: the regeneration a re-run
 * takes and the day's run reserved by them), in ONE TransactWriteItems: all or nothing, with the
 * results counters (a new result, a newly completed one). `stored`: the result as the caller read it,
 * so the answer needs no read after the write; the write is conditioned on it (a concurrent change
 * cancels it with ResultChangedError). A generation already running, or the regeneration taken
 * meanwhile, cancels the whole transaction with AnalysisProcessingError (RegenerationLimitError when
 * the regenerations are used up, AnalysisDailyLimitError when the day's runs are; see startRefusedBy).
 * `previous`: the analysis as the caller read it (kept on the item while the run goes on).
 */
export async function completeResultWithAnalysis(
  userId: string,
  diagnosticId: string,
  stored: { createdAt: string; completed: boolean } | null,
  analysis: { attempts: number; previous: AnalysisResponse | null } | null,
): Promise<Completed> {
  const completedAt = now();
  const fields = { completed: true, profileResult: 'Completed', score: 0, completedAt };
  const start = analysis ? runStart(userId, diagnosticId, diagnosticId, analysis.attempts) : null;
  const counted = nonZero({ results: stored ? 0 : 1, completedResults: stored?.completed ? 0 : 1 });
  const outcome = await completion.transaction
    .write(({ result, analysis: analyses, runs, stats }) => [
      stored
        ? result
            .patch({ userId, diagnosticId })
            .set({ ...fields, updatedAt: completedAt })
            .where(({ completed }, { eq }) => eq(completed, stored.completed))
            .commit()
        : result
            .create({ userId, diagnosticId, ...fields, createdAt: completedAt, updatedAt: completedAt })
            .commit(),
      ...(start ? startRunWrites({ analysis: analyses, runs }, start) : []),
      ...(Object.keys(counted).length ? [stats.update({}).add(counted).commit()] : []),
    ])
    .go();
  if (outcome.canceled) {
    const codes = outcome.data.map((item) => item.code);
    const refusal = start && (await startRefusedBy(codes.slice(1, 3), start));
    if (refusal) throw refusal;
    if (codes[0] === 'ConditionalCheckFailed') throw new ResultChangedError(diagnosticId);
    throw new Error(`completion transaction canceled (${codes.join(', ')})`);
  }
  return {
    result: {
      id: diagnosticId,
      diagnosticId,
      ...fields,
      createdAt: stored?.createdAt ?? completedAt,
      updatedAt: completedAt,
    },
    analysis: start ? runningAnalysis(start, analysis?.previous ?? null) : null,
  };
}
