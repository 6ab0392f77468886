import { CustomAttributeType, Entity, Service } from 'electrodb';
import type {
  HtmlValidation,
  MarketingAnalysisStatus,
  PageFacts,
  PerformanceMeasurement,
  PerformanceStrategy,
  StepStatus,
  WebsiteAnalysisText,
} from '../contracts/website-analysis';
import { documentClient, tableName } from '../platform/data/client';
import { now } from '../platform/data/clock';
import { conditionalWrite } from '../platform/data/conditions';
import { QuotaEntity } from '../platform/data/quotas';
import { serviceName } from '../platform/data/table';
import { createdAt, key } from '../platform/data/schema';

/**
 * A user's website analyses, under the user's partition: `WEBSITE#<analysisId>`, one item each with
 * the measured facts, the performance per strategy and the text (a few KB; facts keep only samples).
 * Each run (creation, retry, regeneration) has its own `runId`; every write of the workflow is
 * conditioned on it, so a run that was replaced can never overwrite the current one.
 */
const stepStatus = ['pending', 'running', 'done', 'failed', 'unavailable'] as const;

export const WebsiteAnalysisEntity = new Entity(
  {
    model: { entity: 'websiteAnalysis', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      analysisId: { type: 'string', required: true, readOnly: true },
      websiteUrl: { type: 'string', required: true, readOnly: true },
      status: { type: ['pending', 'processing', 'completed', 'failed'] as const, required: true },
      runId: { type: 'string', required: true },
      stepPage: { type: stepStatus, required: true },
      stepMobile: { type: stepStatus, required: true },
      stepDesktop: { type: stepStatus, required: true },
      stepAnalysis: { type: stepStatus, required: true },
      error: { type: 'string' },
      /** Why it failed, for the operator (the provider's or the runtime's own words); never sent to the user. */
      errorReason: { type: 'string' },
      facts: { type: CustomAttributeType<unknown>('any') },
      validation: { type: CustomAttributeType<unknown>('any') },
      text: { type: CustomAttributeType<unknown>('any') },
      performanceMobile: { type: CustomAttributeType<unknown>('any') },
      performanceDesktop: { type: CustomAttributeType<unknown>('any') },
      createdAt,
      updatedAt: {
        type: 'string',
        required: true,
        default: now,
        set: (given?: string) => given ?? now(),
        watch: '*',
      },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'WEBSITE#${analysisId}', ['analysisId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export interface StoredWebsiteAnalysis {
  analysisId: string;
  websiteUrl: string;
  status: MarketingAnalysisStatus;
  runId: string;
  steps: Record<'page' | 'mobile' | 'desktop' | 'analysis', StepStatus>;
  error: string | null;
  facts: PageFacts | null;
  validation: HtmlValidation | null;
  text: WebsiteAnalysisText | null;
  performance: Record<PerformanceStrategy, PerformanceMeasurement>;
  createdAt: string;
  updatedAt: string;
}

const measuring: PerformanceMeasurement = { status: 'measuring' };

function toStored(item: Record<string, unknown>): StoredWebsiteAnalysis {
  return {
    analysisId: item.analysisId as string,
    websiteUrl: item.websiteUrl as string,
    status: item.status as MarketingAnalysisStatus,
    runId: item.runId as string,
    steps: {
      page: item.stepPage as StepStatus,
      mobile: item.stepMobile as StepStatus,
      desktop: item.stepDesktop as StepStatus,
      analysis: item.stepAnalysis as StepStatus,
    },
    error: (item.error as string | undefined) ?? null,
    facts: (item.facts as PageFacts | undefined) ?? null,
    validation: (item.validation as HtmlValidation | undefined) ?? null,
    text: (item.text as WebsiteAnalysisText | undefined) ?? null,
    performance: {
      mobile: (item.performanceMobile as PerformanceMeasurement | undefined) ?? measuring,
      desktop: (item.performanceDesktop as PerformanceMeasurement | undefined) ?? measuring,
    },
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** A run's starting state: pending, every step waiting, no result of an earlier run. */
const freshRun = (runId: string) => ({
  status: 'pending' as const,
  runId,
  stepPage: 'pending' as const,
  stepMobile: 'pending' as const,
  stepDesktop: 'pending' as const,
  stepAnalysis: 'pending' as const,
});
const earlierResults = [
  'error',
  'errorReason',
  'facts',
  'validation',
  'text',
  'performanceMobile',
  'performanceDesktop',
] as const;

export class WebsiteDailyLimitError extends Error {
  override name = 'WebsiteDailyLimitError';
}

const withQuota = new Service(
  { analysis: WebsiteAnalysisEntity, quota: QuotaEntity },
  {
    client: documentClient,
    table: tableName,
  },
);

/**
 * Creates a pending analysis and takes a unit of the user's daily cap in ONE transaction: a refused
 * creation writes nothing and spends nothing.
 */
export async function createWebsiteAnalysis(
  userId: string,
  analysis: { analysisId: string; websiteUrl: string; runId: string },
  limit: { day: string; max: number },
): Promise<StoredWebsiteAnalysis> {
  const at = now();
  const item = { userId, ...analysis, ...freshRun(analysis.runId), createdAt: at, updatedAt: at };
  const outcome = await withQuota.transaction
    .write(({ analysis: entity, quota }) => [
      entity.create(item).commit(),
      quota
        .update({ userId, day: limit.day })
        .add({ websiteAnalyses: 1 })
        .where(
          ({ websiteAnalyses }, { notExists, lt }) =>
            `${notExists(websiteAnalyses)} OR ${lt(websiteAnalyses, limit.max)}`,
        )
        .commit(),
    ])
    .go();
  if (outcome.canceled) {
    if (outcome.data[1]?.code === 'ConditionalCheckFailed') throw new WebsiteDailyLimitError(userId);
    throw new Error(
      `creating a website analysis canceled (${outcome.data.map((entry) => entry.code).join(', ')})`,
    );
  }
  return toStored(item);
}

/**
 * Starts a new run of `current` (read by the caller) if its status is still one of `from` (retry:
 * failed; regenerate: completed or failed): pending, steps reset, earlier results removed, a unit of
 * the cap taken, in ONE transaction. Answers the restarted analysis from `current` and what was
 * written (no read after the write); 'missing' or 'not-restartable' when it changed meanwhile.
 */
export async function restartWebsiteAnalysis(
  userId: string,
  current: StoredWebsiteAnalysis,
  runId: string,
  from: readonly MarketingAnalysisStatus[],
  limit: { day: string; max: number },
): Promise<StoredWebsiteAnalysis | 'missing' | 'not-restartable'> {
  const { analysisId } = current;
  const updatedAt = now();
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [
      analysis
        .patch({ userId, analysisId })
        .set({ ...freshRun(runId), updatedAt })
        .remove([...earlierResults])
        .where(({ status }, { eq }) => `(${from.map((allowed) => eq(status, allowed)).join(' OR ')})`)
        .commit(),
      quota
        .update({ userId, day: limit.day })
        .add({ websiteAnalyses: 1 })
        .where(
          ({ websiteAnalyses }, { notExists, lt }) =>
            `${notExists(websiteAnalyses)} OR ${lt(websiteAnalyses, limit.max)}`,
        )
        .commit(),
    ])
    .go();
  if (outcome.canceled) {
    const [analysis, quota] = outcome.data.map((entry) => entry.code);
    if (analysis === 'ConditionalCheckFailed') {
      return (await getWebsiteAnalysis(userId, analysisId)) ? 'not-restartable' : 'missing';
    }
    if (quota === 'ConditionalCheckFailed') throw new WebsiteDailyLimitError(userId);
    throw new Error(`restarting a website analysis canceled (${analysis}, ${quota})`);
  }
  const { websiteUrl, createdAt } = current;
  return toStored({ analysisId, websiteUrl, createdAt, ...freshRun(runId), updatedAt });
}

export async function getWebsiteAnalysis(
  userId: string,
  analysisId: string,
): Promise<StoredWebsiteAnalysis | null> {
  const { data } = await WebsiteAnalysisEntity.get({ userId, analysisId }).go();
  return data ? toStored(data as Record<string, unknown>) : null;
}

/** The user's analyses (one Query), newest first, without their facts and texts. */
export async function listWebsiteAnalyses(userId: string): Promise<StoredWebsiteAnalysis[]> {
  const { data } = await WebsiteAnalysisEntity.query.byUser({ userId }).go({
    pages: 'all',
    attributes: [
      'analysisId',
      'websiteUrl',
      'status',
      'runId',
      'stepPage',
      'stepMobile',
      'stepDesktop',
      'stepAnalysis',
      'createdAt',
      'updatedAt',
    ],
  });
  return (data as Record<string, unknown>[])
    .map(toStored)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Deletes an analysis; false when there was none. */
export async function deleteWebsiteAnalysis(userId: string, analysisId: string): Promise<boolean> {
  return conditionalWrite(
    WebsiteAnalysisEntity.delete({ userId, analysisId })
      .where(({ analysisId: id }, { exists }) => exists(id))
      .go(),
  );
}

type RunUpdate = Partial<{
  status: MarketingAnalysisStatus;
  stepPage: StepStatus;
  stepMobile: StepStatus;
  stepDesktop: StepStatus;
  stepAnalysis: StepStatus;
  error: string;
  errorReason: string;
  facts: PageFacts;
  validation: HtmlValidation;
  text: WebsiteAnalysisText;
  performanceMobile: PerformanceMeasurement;
  performanceDesktop: PerformanceMeasurement;
}>;

/**
 * One write of a run's step, only while `runId` is the analysis's current run (and, with
 * `whileRunning`, while it is not completed or failed). False when the run was replaced or deleted.
 */
export async function updateRun(
  userId: string,
  analysisId: string,
  runId: string,
  update: RunUpdate,
  options: { whileRunning?: boolean } = {},
): Promise<boolean> {
  return conditionalWrite(
    WebsiteAnalysisEntity.patch({ userId, analysisId })
      .set(update)
      .where(({ runId: current, status }, { eq, ne }) =>
        options.whileRunning
          ? `${eq(current, runId)} AND ${ne(status, 'completed')} AND ${ne(status, 'failed')}`
          : eq(current, runId),
      )
      .go(),
  );
}
