import { Service } from 'electrodb';
import type { AnalysisResponse } from '../contracts/analyses';
import type { DiagnosticResult } from '../contracts/diagnostics';
import {
  AnalysisEntity,
  AnalysisProcessingError,
  processingItem,
  staleProcessingBefore,
  toAnalysis,
} from './analyses';
import { documentClient, tableName } from './client';
import { now } from './clock';
import { ResultEntity } from './diagnostic-results';

/** Written together when a diagnostic is completed: its result and its analysis's processing item. */
const completion = new Service(
  { result: ResultEntity, analysis: AnalysisEntity },
  { client: documentClient, table: tableName },
);

export interface Completed {
  result: DiagnosticResult;
  /** The analysis marked processing with the result, when one was asked for. */
  analysis: AnalysisResponse | null;
}

/**
 * Completes a result ('Completed', score 0, completedAt now) and, when `analysis` says so, marks its
 * analysis processing (the item markProcessing writes, under the same condition), in ONE
 * TransactWriteItems: both or neither. `createdAt`: the stored result's, when it exists (the caller
 * read it), so the answer needs no read after the write. A generation already running cancels the
 * whole transaction with AnalysisProcessingError.
 */
export async function completeResultWithAnalysis(
  userId: string,
  diagnosticId: string,
  createdAt: string | null,
  analysis: { attempts: number } | null,
): Promise<Completed> {
  const completedAt = now();
  const fields = { completed: true, profileResult: 'Completed', score: 0, completedAt };
  const processing = analysis ? processingItem(userId, diagnosticId, diagnosticId, analysis.attempts) : null;
  const outcome = await completion.transaction
    .write(({ result, analysis: analyses }) => [
      result.upsert({ userId, diagnosticId, ...fields }).commit(),
      ...(processing
        ? [
            analyses
              .put(processing)
              // The condition of markProcessing: no generation running.
              .where(
                ({ status, updatedAt }, { ne, lt }) =>
                  `${ne(status, 'processing')} OR ${lt(updatedAt, staleProcessingBefore())}`,
              )
              .commit(),
          ]
        : []),
    ])
    .go();
  if (outcome.canceled) {
    const codes = outcome.data.map((item) => item.code);
    if (processing && codes[1] === 'ConditionalCheckFailed') throw new AnalysisProcessingError(diagnosticId);
    throw new Error(`completion transaction canceled (${codes.join(', ')})`);
  }
  return {
    result: {
      id: diagnosticId,
      diagnosticId,
      ...fields,
      createdAt: createdAt ?? completedAt,
      updatedAt: completedAt,
    },
    analysis: processing ? toAnalysis(processing) : null,
  };
}
