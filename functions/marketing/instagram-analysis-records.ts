import { CustomAttributeType, Entity, Service, type EntityItem } from 'electrodb';
import type { InstagramAnalysisData, InstagramAnalysisRecord } from '../contracts/instagram-analysis';
import type { MarketingAnalysisStatus } from '../contracts/website-analysis';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { isConditionalFailure, conditionalWrite, retryingConflicts } from '../platform/data/conditions';
import { giveBackDailyUnit, QuotaEntity, takeDailyUnit, type DailyLimit } from '../platform/data/quotas';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';
import {
  closeAttemptOf,
  closeFailed,
  type CloseAttempt,
  type RunFailure,
} from '../platform/data/failed-runs';

/**
 * A user's Instagram analyses: `USER#<sub>` / `INSTAGRAM#<analysisId>` (spec 3 "Instagram analysis").
 * Each run (creation, retry, regeneration) has its own `runId`; the workflow's writes are conditioned
 * on it, so a replaced run never overwrites the current one (as the website analyses do).
 * A run writes its result (`analysisData`) only when it completes: a regeneration leaves the earlier
 * result in place meanwhile, and a regeneration that fails keeps it (status completed, with
 * `regenerationError`).
 */
export const InstagramAnalysisEntity = new Entity(
  {
    model: { entity: 'instagramAnalysis', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      analysisId: { type: 'string', required: true, readOnly: true },
      profileUsername: { type: 'string', required: true, readOnly: true },
      competitorUsername: { type: 'string' },
      benchmarkUsername: { type: 'string' },
      status: { type: ['pending', 'processing', 'completed', 'failed'] as const, required: true },
      /** The current run (absent on records written before the workflow existed). */
      runId: { type: 'string' },
      error: { type: 'string' },
      /** Why it failed, for the operator (Meta's codes, never the token); never sent to the user. */
      errorReason: { type: 'string' },
      analysisData: { type: CustomAttributeType<unknown>('any') },
      /** The last regeneration failed and the earlier result was kept: its message, shown above it. */
      regenerationError: { type: 'string' },
      /** The São Paulo day whose unit of the daily cap the current run took: given back if it fails. */
      runDay: { type: 'string' },
      /** Set by the demo seed only (functions/local/demo-instagram.ts). */
      example: { type: 'boolean' },
      createdAt,
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'INSTAGRAM#${analysisId}', ['analysisId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

function toRecord(item: Record<string, unknown>): InstagramAnalysisRecord {
  return {
    id: item.analysisId as string,
    profileUsername: item.profileUsername as string,
    competitorUsername: (item.competitorUsername as string | undefined) ?? null,
    benchmarkUsername: (item.benchmarkUsername as string | undefined) ?? null,
    status: item.status as MarketingAnalysisStatus,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    error: (item.error as string | undefined) ?? null,
    analysisData: (item.analysisData as InstagramAnalysisData | undefined) ?? null,
    regenerationError: (item.regenerationError as string | undefined) ?? null,
    example: item.example === true,
  };
}

/** The user's Instagram analyses (one Query), newest first. */
export async function listInstagramAnalyses(userId: string): Promise<InstagramAnalysisRecord[]> {
  const { data } = await InstagramAnalysisEntity.query.byUser({ userId }).go({ pages: 'all' });
  return (data as Record<string, unknown>[])
    .map(toRecord)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getInstagramAnalysis(
  userId: string,
  analysisId: string,
  options: { consistent?: boolean } = {},
): Promise<InstagramAnalysisRecord | null> {
  const { data } = await InstagramAnalysisEntity.get({ userId, analysisId }).go(options);
  return data ? toRecord(data as Record<string, unknown>) : null;
}

/** Tests and the demo seed: a record as given (the API creates through createInstagramRecord). */
export async function putInstagramAnalysis(
  userId: string,
  analysis: Omit<InstagramAnalysisRecord, 'id' | 'updatedAt' | 'error' | 'example' | 'regenerationError'> & {
    id: string;
    error?: string | null;
    example?: boolean;
  },
): Promise<InstagramAnalysisRecord> {
  const { data } = await InstagramAnalysisEntity.put({
    userId,
    analysisId: analysis.id,
    profileUsername: analysis.profileUsername,
    ...(analysis.competitorUsername ? { competitorUsername: analysis.competitorUsername } : {}),
    ...(analysis.benchmarkUsername ? { benchmarkUsername: analysis.benchmarkUsername } : {}),
    status: analysis.status,
    ...(analysis.error ? { error: analysis.error } : {}),
    ...(analysis.analysisData ? { analysisData: analysis.analysisData } : {}),
    ...(analysis.example ? { example: true } : {}),
    createdAt: analysis.createdAt,
  }).go();
  return toRecord(data as Record<string, unknown>);
}

/**
 * Sets the status (and the error of a failed one), only when the status is one of `from`: the analysis
 * as written, or null when it is missing or in another status.
 */
export async function setInstagramStatus(
  userId: string,
  analysisId: string,
  to: { status: MarketingAnalysisStatus; error?: string },
  from: readonly MarketingAnalysisStatus[],
): Promise<InstagramAnalysisRecord | null> {
  try {
    const update = InstagramAnalysisEntity.patch({ userId, analysisId }).set({ status: to.status });
    const { data } = await (to.error ? update.set({ error: to.error }) : update.remove(['error']))
      .where(({ status }, { eq }) => `(${from.map((allowed) => eq(status, allowed)).join(' OR ')})`)
      .go({ response: 'all_new' });
    return toRecord(data as Record<string, unknown>);
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

export async function deleteInstagramAnalysis(userId: string, analysisId: string): Promise<boolean> {
  return conditionalWrite(
    InstagramAnalysisEntity.delete({ userId, analysisId })
      .where(({ analysisId: id }, { exists }) => exists(id))
      .go(),
  );
}

export class InstagramDailyLimitError extends Error {
  override name = 'InstagramDailyLimitError';
}

const withQuota = new Service(
  { analysis: InstagramAnalysisEntity, quota: QuotaEntity },
  { client: documentClient, table: tableName },
);

export interface NewInstagramRun {
  analysisId: string;
  runId: string;
  profileUsername: string;
  competitorUsername: string | null;
  benchmarkUsername: string | null;
}

/**
 * Creates a pending analysis and takes a unit of the user's daily cap in ONE transaction: a refused
 * creation writes nothing and spends nothing.
 */
export async function createInstagramRecord(
  userId: string,
  run: NewInstagramRun,
  limit: DailyLimit,
): Promise<InstagramAnalysisRecord> {
  const at = now();
  const item = {
    userId,
    analysisId: run.analysisId,
    runId: run.runId,
    profileUsername: run.profileUsername,
    ...(run.competitorUsername ? { competitorUsername: run.competitorUsername } : {}),
    ...(run.benchmarkUsername ? { benchmarkUsername: run.benchmarkUsername } : {}),
    status: 'pending' as const,
    runDay: limit.day,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [
      analysis.create(item).commit(),
      takeDailyUnit(quota, userId, 'instagramAnalyses', limit),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data[1]?.code === 'ConditionalCheckFailed') throw new InstagramDailyLimitError(userId);
    throw new Error(
      `creating an Instagram analysis canceled (${outcome.data.map((entry) => entry.code).join(', ')})`,
    );
  }
  return toRecord(item);
}

/**
 * Starts a new run of `current` if its status is still one of `from` (retry: failed; regenerate:
 * completed or failed): pending, the earlier notice removed, the earlier result (if any) kept until
 * the run completes, a unit of the cap taken, in ONE transaction.
 */
export async function restartInstagramRecord(
  userId: string,
  current: InstagramAnalysisRecord,
  runId: string,
  from: readonly MarketingAnalysisStatus[],
  limit: DailyLimit,
): Promise<InstagramAnalysisRecord | 'missing' | 'not-restartable'> {
  const analysisId = current.id;
  const updatedAt = now();
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [
      analysis
        .patch({ userId, analysisId })
        .set({ status: 'pending', runId, runDay: limit.day, updatedAt })
        .remove(['error', 'errorReason', 'regenerationError'])
        .where(({ status }, { eq }) => `(${from.map((allowed) => eq(status, allowed)).join(' OR ')})`)
        .commit(),
      takeDailyUnit(quota, userId, 'instagramAnalyses', limit),
    ])
    .go();
  if (outcome.canceled) {
    const [analysis, quota] = outcome.data.map((entry) => entry.code);
    if (analysis === 'ConditionalCheckFailed') {
      return (await getInstagramAnalysis(userId, analysisId)) ? 'not-restartable' : 'missing';
    }
    if (quota === 'ConditionalCheckFailed') throw new InstagramDailyLimitError(userId);
    throw new Error(`restarting an Instagram analysis canceled (${analysis}, ${quota})`);
  }
  return { ...current, status: 'pending', error: null, regenerationError: null, updatedAt };
}

type InstagramRunUpdate = { status: 'processing' };

/**
 * One write of a run (the begin step's), only while `runId` is the analysis's current run and it is
 * neither completed nor failed. False when the run was replaced, ended or deleted. A run ends through
 * completeInstagramRun or closeFailedInstagramRun.
 */
export async function updateInstagramRun(
  userId: string,
  analysisId: string,
  runId: string,
  update: InstagramRunUpdate,
): Promise<boolean> {
  return conditionalWrite(
    InstagramAnalysisEntity.patch({ userId, analysisId })
      .set(update)
      .where(
        ({ runId: current, status }, { eq, ne }) =>
          `${eq(current, runId)} AND ${ne(status, 'completed')} AND ${ne(status, 'failed')}`,
      )
      .go(),
  );
}

/**
 * The run's result written: the analysis completed with it, replacing the earlier one (and any notice),
 * only while `runId` is the current run and still running. False when replaced, ended or deleted.
 */
export async function completeInstagramRun(
  userId: string,
  analysisId: string,
  runId: string,
  analysisData: InstagramAnalysisData,
): Promise<boolean> {
  return conditionalWrite(
    InstagramAnalysisEntity.patch({ userId, analysisId })
      .set({ status: 'completed', analysisData })
      .remove(['regenerationError', 'runDay', 'error', 'errorReason'])
      .where(
        ({ runId: current, status }, { eq, ne }) =>
          `${eq(current, runId)} AND ${ne(status, 'completed')} AND ${ne(status, 'failed')}`,
      )
      .go(),
  );
}

type InstagramItem = EntityItem<typeof InstagramAnalysisEntity>;

/**
 * One try at closing a failed run as read (`item`): the earlier result kept (status completed, the
 * failure as `regenerationError`) or, without one, status failed with the error; with `giveBack`, the
 * day's unit given back in the same transaction. 'changed': the run ended or was replaced meanwhile.
 */
async function writeFailure(
  item: InstagramItem,
  runId: string,
  failure: RunFailure,
  giveBack: boolean,
): Promise<CloseAttempt> {
  const { userId, analysisId, runDay } = item;
  const message = failure.message.slice(0, 1000);
  const reason = failure.reason ? { errorReason: failure.reason.slice(0, 1000) } : {};
  const outcome = await retryingConflicts(() =>
    withQuota.transaction
      .write(({ analysis, quota }) => [
        analysis
          .patch({ userId, analysisId })
          .set({
            ...(item.analysisData !== undefined
              ? { status: 'completed' as const, regenerationError: message }
              : { status: 'failed' as const, error: message }),
            ...reason,
          })
          .remove(['runDay'])
          .where(
            ({ runId: current, status }, { eq }) =>
              `${eq(current, runId)} AND (${eq(status, 'pending')} OR ${eq(status, 'processing')})`,
          )
          .commit(),
        ...(giveBack && runDay ? [giveBackDailyUnit(quota, userId, 'instagramAnalyses', runDay)] : []),
      ])
      .go(),
  );
  return closeAttemptOf(outcome, 'a failed Instagram run');
}

/**
 * Run `runId` ended without a result (the source refused a read, the model failed, the workflow could
 * not start, its execution ended, the sweeper found it past its timeout): while it is still the current
 * run and pending or processing, the earlier result stays with the failure as its notice, or the
 * analysis fails with it when there is none; the day's unit is given back in the same write, unless the
 * day's failures given back reached their cap. Several closers of one run: the first wins. Returns
 * whether it closed the run.
 */
export async function closeFailedInstagramRun(
  userId: string,
  analysisId: string,
  runId: string,
  failure: RunFailure,
): Promise<boolean> {
  return closeFailed(
    async () => {
      const { data: item } = await InstagramAnalysisEntity.get({ userId, analysisId }).go({
        consistent: true,
      });
      const open = item?.runId === runId && (item.status === 'pending' || item.status === 'processing');
      return open ? item : null;
    },
    (item, giveBack) => writeFailure(item, runId, failure, giveBack),
  );
}
