import { CustomAttributeType, Entity, type EntityItem, type Item, type WhereCallback } from 'electrodb';
import {
  MAX_REGENERATIONS,
  type AnalysisData,
  type AnalysisOverview,
  type AnalysisResponse,
} from '../contracts/analyses';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { isConditionalFailure, conditionalWrite } from '../platform/data/conditions';
import { updatedAt, key } from '../platform/data/schema';
import { STALE_RUN_MS } from '../platform/config/workflows';

/**
 * The analysis of a result (business, founder, management), under the user's partition:
 *   USER#<userId> / ANALYSIS#<resultId>
 * Written by the generate route (processing) and by the workflow's tasks (overview, completed, error).
 * The outputs are a few KB of text (the schemas cap their lists), well under DynamoDB's 400 KB.
 */
export const AnalysisEntity = new Entity(
  {
    model: { entity: 'analysis', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      resultId: { type: 'string', required: true, readOnly: true },
      diagnosticId: { type: 'string', required: true },
      status: { type: ['processing', 'completed', 'error'] as const, required: true },
      data: { type: CustomAttributeType<unknown>('any') },
      overview: { type: CustomAttributeType<unknown>('any') },
      error: { type: 'string' },
      /** Why it failed, for the operator (the provider's or the runtime's own words); never sent to the user. */
      errorReason: { type: 'string' },
      /**
       * Regenerations used: runs after the first one, whichever route started them (generate, or
       * complete once an analysis exists). Taken by the write that marks the run processing, under a
       * condition (see processingCondition); given back if the workflow could not start.
       */
      attempts: { type: 'number', required: true, default: 0 },
      generatedLocally: { type: 'boolean', required: true, default: false },
      /** The company name the analysis was generated for (business companyName answer), when known. */
      companyName: { type: 'string' },
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'ANALYSIS#${resultId}', ['resultId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

type AnalysisItem = EntityItem<typeof AnalysisEntity>;

/** Refused because a generation of this analysis is already running. */
export class AnalysisProcessingError extends Error {
  override name = 'AnalysisProcessingError';
}

/** Refused because the analysis's regenerations (MAX_REGENERATIONS) are used up. */
export class RegenerationLimitError extends Error {
  override name = 'RegenerationLimitError';
}

export function toAnalysis(item: AnalysisItem): AnalysisResponse {
  return {
    resultId: item.resultId,
    diagnosticId: item.diagnosticId,
    status: item.status,
    // Stored as the task wrote it, possibly by an older version: the screens read it leniently.
    data: (item.data ?? null) as AnalysisData | null,
    overview: (item.overview ?? null) as AnalysisOverview | null,
    error: item.error ?? null,
    attempts: item.attempts ?? 0,
    generatedLocally: item.generatedLocally ?? false,
    companyName: item.companyName ?? null,
    updatedAt: item.updatedAt,
  };
}

/** The stored analysis, or null (a GetItem). */
export async function getAnalysis(userId: string, resultId: string): Promise<AnalysisResponse | null> {
  const { data } = await AnalysisEntity.get({ userId, resultId }).go();
  return data ? toAnalysis(data) : null;
}

/**
 * Several analyses of a user in ONE BatchGetItem, in the order asked (null where there is none): one
 * request instead of one each. Keys DynamoDB leaves unprocessed (throttling) are read one by one.
 */
export async function getAnalyses(
  userId: string,
  resultIds: readonly string[],
): Promise<Array<AnalysisResponse | null>> {
  const { data, unprocessed } = await AnalysisEntity.get(
    resultIds.map((resultId) => ({ userId, resultId })),
  ).go({
    preserveBatchOrder: true,
  });
  const retried = new Map(
    await Promise.all(
      unprocessed.map(async (key) => [key.resultId, await getAnalysis(userId, key.resultId)] as const),
    ),
  );
  return resultIds.map((resultId, index) => {
    const item = data[index];
    return item ? toAnalysis(item) : (retried.get(resultId) ?? null);
  });
}

/**
 * A processing item older than this is stale (its workflow died without recording an outcome, e.g. the
 * execution's own timeout): a new request may replace it. Longer than any run with its retries.
 */
export const STALE_PROCESSING_MS = STALE_RUN_MS;

export const isStaleProcessing = (
  analysis: Pick<AnalysisResponse, 'status' | 'updatedAt'>,
  at = Date.now(),
) => analysis.status === 'processing' && Date.parse(analysis.updatedAt) < at - STALE_PROCESSING_MS;

/** The item that starts a generation: status processing, nothing of an earlier run. */
export function processingItem(userId: string, resultId: string, diagnosticId: string, attempts: number) {
  return {
    userId,
    resultId,
    diagnosticId,
    status: 'processing' as const,
    attempts,
    generatedLocally: false,
    updatedAt: now(),
  };
}

/** A processing item older than this belongs to a generation that died: a new one may replace it. */
export const staleProcessingBefore = (): string => new Date(Date.now() - STALE_PROCESSING_MS).toISOString();

/** A where clause over the analysis item (ElectroDB's callback, the entity's own types). */
type WhereOf<E> =
  E extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;
type AnalysisWhere = WhereOf<typeof AnalysisEntity>;

/**
 * The condition of the write that starts a run with `attempts` (0 for the first run, else the
 * regeneration it takes): no run going on (a stale one may be replaced) AND the stored attempts still
 * below `attempts` (none stored for a first run). So the regeneration is reserved by the same write:
 * of N requests that read the same count, one starts; and as `attempts` is at most MAX_REGENERATIONS
 * (the callers check the count they read), the stored count never passes it.
 */
export const processingCondition =
  (attempts: number): AnalysisWhere =>
  ({ status, updatedAt, attempts: stored }, { ne, lt, notExists }) =>
    `(${notExists(stored)} OR ${lt(stored, attempts)}) AND (${ne(status, 'processing')} OR ${lt(updatedAt, staleProcessingBefore())})`;

/**
 * Why a start's condition failed, read after the fact (one GetItem, on that path only): the
 * regenerations used up, or another run started first (whether still processing or already done).
 */
export async function refusedStart(userId: string, resultId: string): Promise<Error> {
  const stored = await getAnalysis(userId, resultId);
  return stored && stored.attempts >= MAX_REGENERATIONS
    ? new RegenerationLimitError(resultId)
    : new AnalysisProcessingError(resultId);
}

/**
 * Starts a generation: ONE conditional PutItem that replaces the item with status processing (no data,
 * overview or error of an earlier run survives), `attempts` as given, under processingCondition.
 * Refused with AnalysisProcessingError when a run is going on (unless stale) or started meanwhile, and
 * with RegenerationLimitError when the regenerations were used up meanwhile.
 */
export async function markProcessing(
  userId: string,
  resultId: string,
  diagnosticId: string,
  attempts: number,
): Promise<AnalysisResponse> {
  const item = processingItem(userId, resultId, diagnosticId, attempts);
  try {
    await AnalysisEntity.put(item).where(processingCondition(attempts)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw await refusedStart(userId, resultId);
    throw error;
  }
  return toAnalysis(item as AnalysisItem);
}

/** management: the first step's overview, kept while the areas are generated (status stays processing). */
export async function saveOverview(
  userId: string,
  resultId: string,
  overview: AnalysisOverview,
): Promise<void> {
  await AnalysisEntity.patch({ userId, resultId }).set({ overview }).go();
}

/**
 * The generation finished: status completed with its data and, when known, the company name it was
 * generated for (markProcessing replaced the item, so no earlier run's name survives).
 */
export async function saveCompleted(
  userId: string,
  resultId: string,
  data: AnalysisData,
  generatedLocally: boolean,
  companyName?: string,
): Promise<void> {
  await AnalysisEntity.patch({ userId, resultId })
    .set({
      status: 'completed',
      data,
      generatedLocally,
      ...(companyName ? { companyName } : {}),
    })
    .remove(['error', 'errorReason'])
    .go();
}

/** The generation failed: status error with the message (the data of the failed run is cleared). */
export async function saveError(
  userId: string,
  resultId: string,
  message: string,
  reason?: string,
): Promise<void> {
  await AnalysisEntity.patch({ userId, resultId })
    .set({ status: 'error', error: message.slice(0, 2000), ...(reason ? { errorReason: reason } : {}) })
    .remove(['data'])
    .go();
}

/**
 * The run's workflow could not start: status error with the message and, when the run had taken a
 * regeneration (`attempts` > 0), the regeneration given back (attempts − 1), in ONE UpdateItem.
 */
export async function saveStartFailure(
  userId: string,
  resultId: string,
  message: string,
  attempts: number,
): Promise<void> {
  const update = AnalysisEntity.patch({ userId, resultId })
    .set({ status: 'error', error: message.slice(0, 2000) })
    .remove(['data']);
  await (attempts > 0 ? update.subtract({ attempts: 1 }) : update).go();
}

/**
 * The workflow ended without recording an outcome (timed out or stopped): status error, but only when the
 * item is still processing (one conditional update; an outcome already recorded is left alone).
 * Returns whether the item changed.
 */
export async function saveErrorIfProcessing(
  userId: string,
  resultId: string,
  message: string,
  /** Only when its last write is older than this (the sweeper: a run started since is left alone). */
  updatedBefore?: string,
): Promise<boolean> {
  return conditionalWrite(
    AnalysisEntity.patch({ userId, resultId })
      .set({ status: 'error', error: message.slice(0, 2000) })
      .remove(['data'])
      .where(({ status, updatedAt: at }, { eq, lt }) =>
        updatedBefore ? `${eq(status, 'processing')} AND ${lt(at, updatedBefore)}` : eq(status, 'processing'),
      )
      .go(),
  );
}

/** Removes the analysis (reset of the diagnostic); nothing happens when there is none. */
export async function deleteAnalysis(userId: string, resultId: string): Promise<void> {
  await AnalysisEntity.delete({ userId, resultId }).go();
}
