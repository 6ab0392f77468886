import {
  CustomAttributeType,
  Entity,
  Service,
  type EntityItem,
  type Item,
  type WhereCallback,
} from 'electrodb';
import {
  MAX_REGENERATIONS,
  type AnalysisData,
  type AnalysisOverview,
  type AnalysisResponse,
} from '../contracts/analyses';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { updatedAt, key } from '../platform/data/schema';
import { AnalysisDailyLimitError, AnalysisRunsEntity, giveBackRun, takeRun } from './analysis-runs';
import {
  closeAttemptOf,
  closeFailed,
  type CloseAttempt,
  type RunFailure,
} from '../platform/data/failed-runs';

export { AnalysisDailyLimitError } from './analysis-runs';
import { staleRunMs } from '../platform/config/workflows';
import { saoPauloDate } from '../domain/notifications';

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
      /**
       * A regeneration that failed while an earlier analysis exists: its message. The item keeps the
       * earlier analysis (status completed, its data) and the screen shows it with this notice.
       */
      regenerationError: { type: 'string' },
      /** The São Paulo day whose run (analysis-runs.ts) the current run took: given back on failure. */
      runDay: { type: 'string' },
      /** management: the running generation's overview, the areas' input; the analysis's once completed. */
      runOverview: { type: CustomAttributeType<unknown>('any') },
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
      /** When `data` was written by a completed run (what the dossier's staleness compares). */
      completedAt: { type: 'string' },
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

/**
 * When the analysis shown was completed. Items written before `completedAt` existed: their last write,
 * when that was the completion (completed, no failed regeneration since); else unknown.
 */
const completedAtOf = (item: AnalysisItem): string | null =>
  item.completedAt ??
  (item.status === 'completed' && item.data !== undefined && !item.regenerationError ? item.updatedAt : null);

export function toAnalysis(item: AnalysisItem): AnalysisResponse {
  const firstRun = item.status === 'processing' && item.data === undefined;
  return {
    resultId: item.resultId,
    diagnosticId: item.diagnosticId,
    status: item.status,
    // Stored as the task wrote it, possibly by an older version: the screens read it leniently.
    data: (item.data ?? null) as AnalysisData | null,
    // A first run's overview is shown as soon as it is ready; a regeneration's only with its areas.
    overview: ((firstRun ? (item.runOverview ?? item.overview) : item.overview) ??
      null) as AnalysisOverview | null,
    error: item.error ?? null,
    regenerationError: item.regenerationError ?? null,
    attempts: item.attempts ?? 0,
    generatedLocally: item.generatedLocally ?? false,
    companyName: item.companyName ?? null,
    completedAt: completedAtOf(item),
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
 * execution's own timeout): a new request may replace it, the sweeper closes it. The longer of the two
 * analysis workflows' (the item does not say which one runs).
 */
export const STALE_PROCESSING_MS = Math.max(staleRunMs('analysis'), staleRunMs('management'));

export const isStaleProcessing = (
  analysis: Pick<AnalysisResponse, 'status' | 'updatedAt'>,
  at = Date.now(),
) => analysis.status === 'processing' && Date.parse(analysis.updatedAt) < at - STALE_PROCESSING_MS;

/** A run about to start: the regeneration it takes (`attempts`, 0 for a first run) and its day's run. */
export interface RunStart {
  userId: string;
  resultId: string;
  diagnosticId: string;
  attempts: number;
  /** The São Paulo day (yyyy-MM-dd) whose run it takes. */
  day: string;
}

export const runStart = (
  userId: string,
  resultId: string,
  diagnosticId: string,
  attempts: number,
): RunStart => ({ userId, resultId, diagnosticId, attempts, day: saoPauloDate(new Date()) });

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

const withRuns = new Service(
  { analysis: AnalysisEntity, runs: AnalysisRunsEntity },
  { client: documentClient, table: tableName },
);
type InTransaction = Parameters<Parameters<typeof withRuns.transaction.write>[0]>[0];

/**
 * The two writes that start a run, for a transaction: the item marked processing under
 * processingCondition (the regeneration reserved by the same write) and one of the day's runs taken.
 * The earlier analysis (data, overview, company name) stays on the item until the run completes, so a
 * regeneration that fails loses nothing.
 */
export const startRunWrites = (
  { analysis, runs }: { analysis: InTransaction['analysis']; runs: InTransaction['runs'] },
  start: RunStart,
) => [
  analysis
    .update({ userId: start.userId, resultId: start.resultId })
    .set({
      diagnosticId: start.diagnosticId,
      status: 'processing',
      attempts: start.attempts,
      runDay: start.day,
    })
    .remove(['error', 'errorReason', 'regenerationError', 'runOverview'])
    .where(processingCondition(start.attempts))
    .commit(),
  takeRun(runs, start.userId, start.resultId, start.day),
];

/**
 * Why a start's transaction was canceled (`codes` of its analysis and runs writes, in that order): the
 * regenerations used up or another run first (refusedStart), or the day's runs used up.
 */
export async function startRefusedBy(
  codes: readonly (string | undefined)[],
  start: RunStart,
): Promise<Error | null> {
  const [analysis, runs] = codes;
  if (analysis === 'ConditionalCheckFailed') return refusedStart(start.userId, start.resultId);
  if (runs === 'ConditionalCheckFailed') return new AnalysisDailyLimitError(start.resultId);
  return null;
}

/** The analysis as the start left it: processing, the earlier analysis (if any) still there. */
export function runningAnalysis(start: RunStart, previous: AnalysisResponse | null): AnalysisResponse {
  return {
    resultId: start.resultId,
    diagnosticId: start.diagnosticId,
    data: previous?.data ?? null,
    overview: previous?.data ? previous.overview : null,
    generatedLocally: previous?.data ? previous.generatedLocally : false,
    companyName: previous?.data ? previous.companyName : null,
    completedAt: previous?.data ? previous.completedAt : null,
    status: 'processing',
    error: null,
    regenerationError: null,
    attempts: start.attempts,
    updatedAt: now(),
  };
}

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
 * Starts a generation: ONE transaction of startRunWrites. Refused with AnalysisProcessingError when a
 * run is going on (unless stale) or started meanwhile, RegenerationLimitError when the regenerations were
 * used up meanwhile, AnalysisDailyLimitError when the day's runs of this analysis are used up.
 * `previous`: the analysis as the caller read it (the answer is built from it, no read after the write).
 */
export async function markProcessing(
  userId: string,
  resultId: string,
  diagnosticId: string,
  attempts: number,
  previous: AnalysisResponse | null = null,
): Promise<AnalysisResponse> {
  const start = runStart(userId, resultId, diagnosticId, attempts);
  const outcome = await withRuns.transaction.write((entities) => startRunWrites(entities, start)).go();
  if (outcome.canceled) {
    const codes = (outcome.data as { code?: string }[]).map((entry) => entry.code);
    throw (await startRefusedBy(codes, start)) ?? new Error(`analysis start canceled (${codes.join(', ')})`);
  }
  return runningAnalysis(start, previous);
}

/** management: the first step's overview, kept for the areas step while the run goes on. */
export async function saveOverview(
  userId: string,
  resultId: string,
  overview: AnalysisOverview,
): Promise<void> {
  await AnalysisEntity.patch({ userId, resultId }).set({ runOverview: overview }).go();
}

/** management: the running generation's overview (an item written before runs kept theirs as `overview`). */
export async function getRunOverview(
  userId: string,
  resultId: string,
): Promise<AnalysisOverview | undefined> {
  const { data } = await AnalysisEntity.get({ userId, resultId }).go({
    attributes: ['runOverview', 'overview'],
  });
  return (data?.runOverview ?? data?.overview) as AnalysisOverview | undefined;
}

/**
 * The generation finished: status completed with its data, its time (the dossier's sections written
 * before it read an older analysis: they are stale), the run's overview (management) and, when known,
 * the company name it was generated for, replacing the earlier analysis and any notice.
 */
export async function saveCompleted(
  userId: string,
  resultId: string,
  data: AnalysisData,
  generatedLocally: boolean,
  companyName?: string,
  overview?: AnalysisOverview,
): Promise<void> {
  await AnalysisEntity.patch({ userId, resultId })
    .set({
      status: 'completed',
      data,
      completedAt: now(),
      generatedLocally,
      ...(companyName ? { companyName } : {}),
      ...(overview !== undefined ? { overview } : {}),
    })
    .remove([
      'error',
      'errorReason',
      'regenerationError',
      'runDay',
      'runOverview',
      ...(companyName ? [] : (['companyName'] as const)),
    ])
    .go();
}

/**
 * One try at closing a failed run as read (`item`): the earlier analysis kept (status completed with
 * the notice) or, when there is none, status error; with `giveBack`, the regeneration and the day's run
 * given back in the same transaction. 'changed': the item moved on since it was read.
 */
async function writeFailure(
  item: AnalysisItem,
  failure: RunFailure,
  giveBack: boolean,
): Promise<CloseAttempt> {
  const { userId, resultId } = item;
  const message = failure.message.slice(0, 2000);
  const returnsRun = giveBack && item.runDay !== undefined;
  const outcome = await withRuns.transaction
    .write(({ analysis, runs }) => {
      let closing = analysis
        .patch({ userId, resultId })
        .set({
          ...(item.data !== undefined
            ? { status: 'completed' as const, regenerationError: message }
            : { status: 'error' as const, error: message }),
          ...(failure.reason ? { errorReason: failure.reason.slice(0, 2000) } : {}),
        })
        .remove(['runDay', 'runOverview']);
      if (giveBack && item.attempts > 0) closing = closing.subtract({ attempts: 1 });
      return [
        closing
          .where(
            ({ status, updatedAt: at }, { eq }) =>
              `${eq(status, 'processing')} AND ${eq(at, item.updatedAt)}`,
          )
          .commit(),
        ...(returnsRun ? [giveBackRun(runs, userId, resultId, item.runDay!)] : []),
      ];
    })
    .go();
  return closeAttemptOf(outcome, 'a failed analysis run');
}

/**
 * A run ended without an analysis (the model refused, its output stayed invalid, it timed out, the
 * workflow could not start or died): when the item is still processing, it shows the earlier analysis
 * with the failure's notice (status completed, `regenerationError`), or status error when there is
 * none; the regeneration and the day's run are given back, unless the day's failures given back reached
 * their cap (dailyCaps.analysisFailuresReturned). `updatedBefore`: only a run whose last write is older
 * (the sweeper: a run started since is left alone). Returns whether it closed the run. The Catch step,
 * the execution-ended handler and the sweeper may all close one run: the first wins.
 */
export async function closeFailedRun(
  userId: string,
  resultId: string,
  failure: RunFailure,
  updatedBefore?: string,
): Promise<boolean> {
  return closeFailed(
    async () => {
      const { data: item } = await AnalysisEntity.get({ userId, resultId }).go({ consistent: true });
      const open = item?.status === 'processing' && !(updatedBefore && item.updatedAt >= updatedBefore);
      return open ? item : null;
    },
    (item, giveBack) => writeFailure(item, failure, giveBack),
  );
}

/** Removes the analysis (reset of the diagnostic); nothing happens when there is none. */
export async function deleteAnalysis(userId: string, resultId: string): Promise<void> {
  await AnalysisEntity.delete({ userId, resultId }).go();
}
