import { CustomAttributeType, Entity, Service, type EntityItem } from 'electrodb';
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
import { conditionalWrite, retryingConflicts } from '../platform/data/conditions';
import { giveBackDailyUnit, QuotaEntity, takeDailyUnit, type DailyLimit } from '../platform/data/quotas';
import { serviceName } from '../platform/data/table';
import { createdAt, key } from '../platform/data/schema';
import {
  closeAttemptOf,
  closeFailed,
  type CloseAttempt,
  type RunFailure,
} from '../platform/data/failed-runs';

/**
 * A user's website analyses, under the user's partition: `WEBSITE#<analysisId>`, one item each with
 * the measured facts, the performance per strategy and the text (a few KB; facts keep only samples).
 * Each run (creation, retry, regeneration) has its own `runId`; every write of the workflow is
 * conditioned on it, so a run that was replaced can never overwrite the current one.
 *
 * A regeneration of a completed analysis moves its result aside (`previousResult`, `previousRunId`)
 * and the new run writes its facts, measurements and text where the result lives, as a first run
 * does; the screens show the earlier result meanwhile. The run's completion drops the earlier result;
 * its failure puts it back (status completed, with `regenerationError`). Either way the result shown
 * is never a mix of two runs.
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
      /**
       * While a regeneration runs: the completed result it would replace (the facts, validation, text,
       * measurements and steps of run `previousRunId`), put back if the run fails.
       */
      previousResult: { type: CustomAttributeType<unknown>('any') },
      previousRunId: { type: 'string' },
      /** The last regeneration failed and the earlier result was kept: its message, shown above it. */
      regenerationError: { type: 'string' },
      /** The São Paulo day whose unit of the daily cap the current run took: given back if it fails. */
      runDay: { type: 'string' },
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

/** What a run leaves on the record: its steps, facts, text and measurements (each once written). */
export interface WebsiteRunResult {
  steps: Record<'page' | 'mobile' | 'desktop' | 'analysis', StepStatus>;
  facts: PageFacts | null;
  validation: HtmlValidation | null;
  text: WebsiteAnalysisText | null;
  performance: Record<PerformanceStrategy, PerformanceMeasurement>;
}

export interface StoredWebsiteAnalysis extends WebsiteRunResult {
  analysisId: string;
  websiteUrl: string;
  status: MarketingAnalysisStatus;
  runId: string;
  error: string | null;
  /** While a regeneration runs: the completed result it would replace (null on a list's read). */
  previous: WebsiteRunResult | null;
  /** Whether a regeneration runs over a completed result (also on a list's read). */
  hasPrevious: boolean;
  regenerationError: string | null;
  createdAt: string;
  updatedAt: string;
}

const measuring: PerformanceMeasurement = { status: 'measuring' };

/** The attributes of a run's result, as stored on the item and, for a regeneration, in previousResult. */
const resultAttributes = [
  'stepPage',
  'stepMobile',
  'stepDesktop',
  'stepAnalysis',
  'facts',
  'validation',
  'text',
  'performanceMobile',
  'performanceDesktop',
] as const;
type WebsiteAnalysisItem = EntityItem<typeof WebsiteAnalysisEntity>;
type ResultItem = Partial<Pick<WebsiteAnalysisItem, (typeof resultAttributes)[number]>>;

function toResult(item: ResultItem): WebsiteRunResult {
  return {
    steps: {
      page: item.stepPage as StepStatus,
      mobile: item.stepMobile as StepStatus,
      desktop: item.stepDesktop as StepStatus,
      analysis: item.stepAnalysis as StepStatus,
    },
    facts: (item.facts as PageFacts | undefined) ?? null,
    validation: (item.validation as HtmlValidation | undefined) ?? null,
    text: (item.text as WebsiteAnalysisText | undefined) ?? null,
    performance: {
      mobile: (item.performanceMobile as PerformanceMeasurement | undefined) ?? measuring,
      desktop: (item.performanceDesktop as PerformanceMeasurement | undefined) ?? measuring,
    },
  };
}

function toStored(item: Partial<WebsiteAnalysisItem>): StoredWebsiteAnalysis {
  return {
    analysisId: item.analysisId as string,
    websiteUrl: item.websiteUrl as string,
    status: item.status as MarketingAnalysisStatus,
    runId: item.runId as string,
    ...toResult(item),
    error: (item.error as string | undefined) ?? null,
    previous: item.previousResult ? toResult(item.previousResult as ResultItem) : null,
    hasPrevious: typeof item.previousRunId === 'string',
    regenerationError: (item.regenerationError as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** A completed result worth keeping through a regeneration: the text and the facts it was written from. */
const hasResult = (stored: WebsiteRunResult) =>
  stored.text !== null && stored.facts !== null && stored.validation !== null;

/** The result of `stored` as previousResult holds it (the attributes it has, by their item names). */
function resultItemOf(stored: WebsiteRunResult): ResultItem {
  const item: ResultItem = {
    stepPage: stored.steps.page,
    stepMobile: stored.steps.mobile,
    stepDesktop: stored.steps.desktop,
    stepAnalysis: stored.steps.analysis,
    facts: stored.facts,
    validation: stored.validation,
    text: stored.text,
    performanceMobile: stored.performance.mobile,
    performanceDesktop: stored.performance.desktop,
  };
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null));
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
  'regenerationError',
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
  limit: DailyLimit,
): Promise<StoredWebsiteAnalysis> {
  const at = now();
  const item = {
    userId,
    ...analysis,
    ...freshRun(analysis.runId),
    runDay: limit.day,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await withQuota.transaction
    .write(({ analysis: entity, quota }) => [
      entity.create(item).commit(),
      takeDailyUnit(quota, userId, 'websiteAnalyses', limit),
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
 * failed; regenerate: completed or failed) and nothing was written since it was read: pending, steps
 * reset, the completed result (if any) moved aside into previousResult, a unit of the cap taken, in
 * ONE transaction. A write meanwhile (a measurement arriving) means a read again and another try.
 * Answers the restarted analysis from what was read and written (no read after the write); 'missing'
 * or 'not-restartable' when it changed meanwhile.
 */
export async function restartWebsiteAnalysis(
  userId: string,
  current: StoredWebsiteAnalysis,
  runId: string,
  from: readonly MarketingAnalysisStatus[],
  limit: DailyLimit,
): Promise<StoredWebsiteAnalysis | 'missing' | 'not-restartable'> {
  const { analysisId } = current;
  let read = current;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = await writeRestart(userId, read, runId, from, limit);
    if (started !== 'changed') return started;
    const again = await getWebsiteAnalysis(userId, analysisId, { consistent: true });
    if (!again) return 'missing';
    if (!from.includes(again.status)) return 'not-restartable';
    read = again;
  }
  return 'not-restartable';
}

async function writeRestart(
  userId: string,
  current: StoredWebsiteAnalysis,
  runId: string,
  from: readonly MarketingAnalysisStatus[],
  limit: DailyLimit,
): Promise<StoredWebsiteAnalysis | 'changed'> {
  const { analysisId } = current;
  const updatedAt = now();
  const keeps = hasResult(current);
  const outcome = await withQuota.transaction
    .write(({ analysis, quota }) => [
      analysis
        .patch({ userId, analysisId })
        .set({
          ...freshRun(runId),
          runDay: limit.day,
          updatedAt,
          ...(keeps ? { previousResult: resultItemOf(current), previousRunId: current.runId } : {}),
        })
        .remove([...earlierResults, ...(keeps ? [] : (['previousResult', 'previousRunId'] as const))])
        .where(
          ({ status, runId: stored, updatedAt: at }, { eq }) =>
            `(${from.map((allowed) => eq(status, allowed)).join(' OR ')}) AND ${eq(stored, current.runId)} AND ${eq(at, current.updatedAt)}`,
        )
        .commit(),
      takeDailyUnit(quota, userId, 'websiteAnalyses', limit),
    ])
    .go();
  if (outcome.canceled) {
    const [analysis, quota] = outcome.data.map((entry) => entry.code);
    if (analysis === 'ConditionalCheckFailed') return 'changed';
    if (quota === 'ConditionalCheckFailed') throw new WebsiteDailyLimitError(userId);
    throw new Error(`restarting a website analysis canceled (${analysis}, ${quota})`);
  }
  const { websiteUrl, createdAt } = current;
  return {
    ...toStored({ analysisId, websiteUrl, createdAt, ...freshRun(runId), updatedAt }),
    previous: keeps ? toResult(resultItemOf(current)) : null,
    hasPrevious: keeps,
  };
}

export async function getWebsiteAnalysis(
  userId: string,
  analysisId: string,
  options: { consistent?: boolean } = {},
): Promise<StoredWebsiteAnalysis | null> {
  const { data } = await WebsiteAnalysisEntity.get({ userId, analysisId }).go(options);
  return data ? toStored(data) : null;
}

/** The user's analyses (one Query), newest first, without their facts and texts (nor an earlier result's). */
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
      'previousRunId',
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

/**
 * The run's text written: the analysis completed, replacing the earlier result kept aside (and any
 * notice), only while `runId` is the current run and still running. False when replaced or ended.
 */
export async function completeRun(
  userId: string,
  analysisId: string,
  runId: string,
  text: WebsiteAnalysisText,
): Promise<boolean> {
  return conditionalWrite(
    WebsiteAnalysisEntity.patch({ userId, analysisId })
      .set({ text, stepAnalysis: 'done', status: 'completed' })
      .remove(['previousResult', 'previousRunId', 'regenerationError', 'runDay', 'error', 'errorReason'])
      .where(
        ({ runId: current, status }, { eq, ne }) =>
          `${eq(current, runId)} AND ${ne(status, 'completed')} AND ${ne(status, 'failed')}`,
      )
      .go(),
  );
}

/**
 * One try at closing a failed run as read (`item`): the earlier result put back (status completed,
 * its run current again so that the failed run's late writes are refused, the failure as
 * `regenerationError`) or, without one, status failed with the error; with `giveBack`, the day's unit
 * given back in the same transaction. 'changed': the run ended or was replaced since it was read.
 */
async function writeFailure(
  item: WebsiteAnalysisItem,
  runId: string,
  failure: RunFailure,
  giveBack: boolean,
): Promise<CloseAttempt> {
  const { userId, analysisId } = item;
  const message = failure.message.slice(0, 1000);
  const reason = failure.reason ? { errorReason: failure.reason.slice(0, 1000) } : {};
  const previous = item.previousResult as ResultItem | undefined;
  const { previousRunId, runDay } = item;
  const outcome = await retryingConflicts(() =>
    withQuota.transaction
      .write(({ analysis, quota }) => {
        const closing =
          previous && previousRunId
            ? analysis
                .patch({ userId, analysisId })
                .set({
                  ...previous,
                  status: 'completed',
                  runId: previousRunId,
                  regenerationError: message,
                  ...reason,
                })
                .remove([
                  'previousResult',
                  'previousRunId',
                  'runDay',
                  'error',
                  ...resultAttributes.filter((name) => previous[name] === undefined),
                ])
            : analysis
                .patch({ userId, analysisId })
                .set({ status: 'failed', error: message, ...reason })
                .remove(['runDay']);
        return [
          closing
            .where(
              ({ runId: current, status }, { eq }) =>
                `${eq(current, runId)} AND (${eq(status, 'pending')} OR ${eq(status, 'processing')})`,
            )
            .commit(),
          ...(giveBack && runDay ? [giveBackDailyUnit(quota, userId, 'websiteAnalyses', runDay)] : []),
        ];
      })
      .go(),
  );
  return closeAttemptOf(outcome, 'a failed website run');
}

/**
 * Run `runId` ended without a result (the page or the model failed, the workflow could not start, its
 * execution ended, the sweeper found it past its timeout): while it is still the current run and
 * pending or processing, the earlier result is put back with the failure as its notice, or the
 * analysis fails with it when there is none; the day's unit is given back in the same write, unless the
 * day's failures given back reached their cap. The workflow's failure step, the execution-ended handler
 * and the sweeper may all close one run: the first wins, the others change nothing. Returns whether it
 * closed the run.
 */
export async function closeFailedWebsiteRun(
  userId: string,
  analysisId: string,
  runId: string,
  failure: RunFailure,
): Promise<boolean> {
  return closeFailed(
    async () => {
      const { data: item } = await WebsiteAnalysisEntity.get({ userId, analysisId }).go({ consistent: true });
      const open = item?.runId === runId && (item.status === 'pending' || item.status === 'processing');
      return open ? item : null;
    },
    (item, giveBack) => writeFailure(item, runId, failure, giveBack),
  );
}
