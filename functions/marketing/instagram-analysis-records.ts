import { CustomAttributeType, Entity, Service } from 'electrodb';
import type { InstagramAnalysisData, InstagramAnalysisRecord } from '../contracts/instagram-analysis';
import type { MarketingAnalysisStatus } from '../contracts/website-analysis';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { isConditionalFailure, conditionalWrite } from '../platform/data/conditions';
import { QuotaEntity } from '../platform/data/quotas';
import { serviceName } from '../platform/data/table';
import { createdAt, updatedAt, key } from '../platform/data/schema';

/**
 * A user's Instagram analyses: `USER#<sub>` / `INSTAGRAM#<analysisId>` (spec 3 "Instagram analysis").
 * Each run (creation, retry, regeneration) has its own `runId`; the workflow's writes are conditioned
 * on it, so a replaced run never overwrites the current one (as the website analyses do).
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
): Promise<InstagramAnalysisRecord | null> {
  const { data } = await InstagramAnalysisEntity.get({ userId, analysisId }).go();
  return data ? toRecord(data as Record<string, unknown>) : null;
}

/** Tests and the demo seed: a record as given (the API creates through createInstagramRecord). */
export async function putInstagramAnalysis(
  userId: string,
  analysis: Omit<InstagramAnalysisRecord, 'id' | 'updatedAt' | 'error' | 'example'> & {
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

type QuotaInTransaction = Parameters<Parameters<typeof withQuota.transaction.write>[0]>[0]['quota'];

/** One unit of the day's Instagram cap, in a transaction; refused once the day's count reaches its max. */
const takeDailyUnit = (quota: QuotaInTransaction, userId: string, limit: { day: string; max: number }) =>
  quota
    .update({ userId, day: limit.day })
    .add({ instagramAnalyses: 1 })
    .where(
      ({ instagramAnalyses }, { notExists, lt }) =>
        `${notExists(instagramAnalyses)} OR ${lt(instagramAnalyses, limit.max)}`,
    )
    .commit();

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
  limit: { day: string; max: number },
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
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [analysis.create(item).commit(), takeDailyUnit(quota, userId, limit)])
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
 * completed or failed): pending, earlier results removed, a unit of the cap taken, in ONE transaction.
 */
export async function restartInstagramRecord(
  userId: string,
  current: InstagramAnalysisRecord,
  runId: string,
  from: readonly MarketingAnalysisStatus[],
  limit: { day: string; max: number },
): Promise<InstagramAnalysisRecord | 'missing' | 'not-restartable'> {
  const analysisId = current.id;
  const updatedAt = now();
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [
      analysis
        .patch({ userId, analysisId })
        .set({ status: 'pending', runId, updatedAt })
        .remove(['error', 'errorReason', 'analysisData'])
        .where(({ status }, { eq }) => `(${from.map((allowed) => eq(status, allowed)).join(' OR ')})`)
        .commit(),
      takeDailyUnit(quota, userId, limit),
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
  return { ...current, status: 'pending', error: null, analysisData: null, updatedAt };
}

type InstagramRunUpdate = Partial<{
  status: MarketingAnalysisStatus;
  error: string;
  errorReason: string;
  analysisData: InstagramAnalysisData;
}>;

/**
 * One write of a run, only while `runId` is the analysis's current run and it is neither completed nor
 * failed. False when the run was replaced, ended or deleted.
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
