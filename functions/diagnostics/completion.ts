import { Service } from 'electrodb';
import type { AnalysisResponse } from '../contracts/analyses';
import type { DiagnosticResult } from '../contracts/diagnostics';
import {
  AnalysisEntity,
  processingCondition,
  processingItem,
  refusedStart,
  toAnalysis,
} from '../analyses/analyses';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { ResultChangedError, ResultEntity } from './diagnostic-results';
import { nonZero, StatsEntity } from '../platform/data/stats';

/**
 * Written together when a diagnostic is completed: its result, its analysis's processing item and the
 * results counters.
 */
const completion = new Service(
  { result: ResultEntity, analysis: AnalysisEntity, stats: StatsEntity },
  { client: documentClient, table: tableName },
);

export interface Completed {
  result: DiagnosticResult;
  /** The analysis marked processing with the result, when one was asked for. */
  analysis: AnalysisResponse | null;
}

/**
 * Completes a result ('Completed', score 0, completedAt now) and, when `analysis` says so, marks its
 * analysis processing with `attempts` (the item markProcessing writes, under the same condition, which
 * also reserves the regeneration a re-run takes), in ONE TransactWriteItems: both or neither, with the
 * results counters (a new result, a newly completed one). `stored`: the result as the caller read it,
 * so the answer needs no read after the write; the write is conditioned on it (a concurrent change
 * cancels it with ResultChangedError). A generation already running, or the regeneration taken
 * meanwhile, cancels the whole transaction with AnalysisProcessingError (RegenerationLimitError when
 * the regenerations are used up; see refusedStart).
 */
export async function completeResultWithAnalysis(
  userId: string,
  diagnosticId: string,
  stored: { createdAt: string; completed: boolean } | null,
  analysis: { attempts: number } | null,
): Promise<Completed> {
  const completedAt = now();
  const fields = { completed: true, profileResult: 'Completed', score: 0, completedAt };
  const processing = analysis ? processingItem(userId, diagnosticId, diagnosticId, analysis.attempts) : null;
  const counted = nonZero({ results: stored ? 0 : 1, completedResults: stored?.completed ? 0 : 1 });
  const outcome = await completion.transaction
    .write(({ result, analysis: analyses, stats }) => [
      stored
        ? result
            .patch({ userId, diagnosticId })
            .set({ ...fields, updatedAt: completedAt })
            .where(({ completed }, { eq }) => eq(completed, stored.completed))
            .commit()
        : result
            .create({ userId, diagnosticId, ...fields, createdAt: completedAt, updatedAt: completedAt })
            .commit(),
      ...(processing
        ? [
            analyses
              .put(processing)
              // The condition of markProcessing: no generation running, the regeneration still free.
              .where(processingCondition(processing.attempts))
              .commit(),
          ]
        : []),
      ...(Object.keys(counted).length ? [stats.update({}).add(counted).commit()] : []),
    ])
    .go();
  if (outcome.canceled) {
    const codes = outcome.data.map((item) => item.code);
    if (processing && codes[1] === 'ConditionalCheckFailed') throw await refusedStart(userId, diagnosticId);
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
    analysis: processing ? toAnalysis(processing) : null,
  };
}
