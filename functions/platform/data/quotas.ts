import { Entity, type Service } from 'electrodb';
import { saoPauloDate } from '../../domain/notifications';
import { dailyCaps } from './daily-caps';
import { documentClient, tableName } from './client';
import { conditionalWrite } from './conditions';
import { expiresIn, RETENTION_SECONDS } from './expiry';
import { serviceName, tableSchema } from './table';
import { key } from './schema';

/**
 * Per-user daily caps on costly work (model calls, workflows), counted on one item per user and day:
 *   USER#<userId> / QUOTA#<yyyy-MM-dd>   (the São Paulo calendar day: the limit renews at midnight in
 *                                        Brasília, as the message says)
 * A unit is always taken by a conditional write (ADD 1 under `count < max`) BEFORE the work, so two
 * requests at once can never both take the last unit and a refused request spends nothing:
 * - work that starts a workflow takes it in the same transaction as its own write (plan generation,
 *   website analysis) and gives it back if the workflow could not start;
 * - a model call made in the request (Genius, a founder section) takes it alone (`reserveDailyUnit`)
 *   and gives it back only when the call never reached the model (`reachedModel` in functions/ai,
 *   decision 0039).
 * The runs of a diagnostic's analysis are counted per diagnostic on an item of their own
 * (functions/analyses/analysis-runs.ts). Every cap's number: `dailyCaps` (daily-caps.ts).
 */
export const QuotaEntity = new Entity(
  {
    model: { entity: 'dailyQuota', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      planGenerations: { type: 'number' },
      /** Plan generations that failed and whose unit was given back (functions/action-plan/action-plans.ts). */
      planFailuresReturned: { type: 'number' },
      geniusMessages: { type: 'number' },
      websiteAnalyses: { type: 'number' },
      instagramAnalyses: { type: 'number' },
      /** Website and Instagram runs that failed and whose unit was given back (functions/marketing/daily-units.ts). */
      websiteFailuresReturned: { type: 'number' },
      instagramFailuresReturned: { type: 'number' },
      founderSections: { type: 'number' },
      dataExports: { type: 'number' },
      /** DynamoDB's TTL, renewed by every write: the counter outlives its day by a week. */
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.dailyQuota),
      },
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'QUOTA#${day}', ['day']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type QuotaKind =
  | 'planGenerations'
  | 'geniusMessages'
  | 'websiteAnalyses'
  | 'instagramAnalyses'
  | 'founderSections'
  | 'dataExports';

/** A day's cap: the São Paulo day (yyyy-MM-dd) and the most units of it. */
export interface DailyLimit {
  day: string;
  max: number;
}

/**
 * Takes one unit of the day's cap before the work: ONE conditional UpdateItem (ADD 1 under
 * `attribute_not_exists OR count < max`). False when the cap is used up (nothing written).
 */
export async function reserveDailyUnit(userId: string, kind: QuotaKind, limit: DailyLimit): Promise<boolean> {
  return conditionalWrite(
    QuotaEntity.update({ userId, day: limit.day })
      .add({ [kind]: 1 })
      .where(
        (attributes, { notExists, lt }) =>
          `${notExists(attributes[kind])} OR ${lt(attributes[kind], limit.max)}`,
      )
      .go(),
  );
}

/**
 * Gives back a unit taken for work that then did not happen (a workflow that could not start, a model
 * call refused before the model): ADD -1 on the day the unit was taken, never below zero.
 */
export async function returnDailyUnit(
  userId: string,
  kind: QuotaKind,
  day: string = saoPauloDate(new Date()),
): Promise<void> {
  await conditionalWrite(
    QuotaEntity.update({ userId, day })
      .add({ [kind]: -1 })
      .where((attributes, { gt }) => gt(attributes[kind], 0))
      .go(),
  );
}

/** The quota entity as a transaction's write callback receives it (any Service holding it). */
type QuotaInTransaction = Parameters<
  Parameters<Service<{ quota: typeof QuotaEntity }>['transaction']['write']>[0]
>[0]['quota'];

/** The work whose unit is taken in the transaction that starts a workflow, and given back if it fails. */
export type WorkflowUnit = 'planGenerations' | 'websiteAnalyses' | 'instagramAnalyses';

/** Where the units given back after failures are counted, per kind of unit. */
const returnedOf = {
  planGenerations: 'planFailuresReturned',
  websiteAnalyses: 'websiteFailuresReturned',
  instagramAnalyses: 'instagramFailuresReturned',
} as const satisfies Record<WorkflowUnit, keyof typeof dailyCaps>;

/**
 * Takes one unit of the day's cap in the transaction that starts a run: refused (the transaction
 * canceled) once the day's count is at its max.
 */
export const takeDailyUnit = (
  quota: QuotaInTransaction,
  userId: string,
  kind: WorkflowUnit,
  limit: DailyLimit,
) =>
  quota
    .update({ userId, day: limit.day })
    .add({ [kind]: 1 })
    .where(
      (attributes, { notExists, lt }) =>
        `${notExists(attributes[kind])} OR ${lt(attributes[kind], limit.max)}`,
    )
    .commit();

/**
 * Gives back the unit of a run that failed, in the transaction that closes it, on the day it was
 * taken: while the day's count is above zero and the failures given back that day are below their cap
 * (`<kind>FailuresReturned`; else the transaction is canceled and the caller closes the run without
 * giving back), so failures cannot be repeated without bound and two closers racing give back once.
 */
export const giveBackDailyUnit = (
  quota: QuotaInTransaction,
  userId: string,
  kind: WorkflowUnit,
  day: string,
) => {
  const returned = returnedOf[kind];
  return quota
    .patch({ userId, day })
    .add({ [kind]: -1, [returned]: 1 })
    .where(
      (attributes, { gt, notExists, lt }) =>
        `${gt(attributes[kind], 0)} AND (${notExists(attributes[returned])} OR ${lt(attributes[returned], dailyCaps[returned])})`,
    )
    .commit();
};
