import type { Service } from 'electrodb';
import { dailyCaps } from '../platform/data/daily-caps';
import type { DailyLimit, QuotaEntity } from '../platform/data/quotas';

/**
 * The day's unit a website or Instagram run takes, as writes for the transaction that starts or closes
 * the run (quotas.ts: USER#<userId> / QUOTA#<day>). A run takes one with the write that makes it
 * pending; a run that ends without a result gives it back with the write that closes it, on the day it
 * was taken (the record's `runDay`), so two closers racing give back once. `<kind>FailuresReturned`
 * counts the units given back that day: past dailyCaps' bound the run is closed without giving back, so
 * failures cannot be repeated without bound (at most twice the day's cap of runs a day).
 */
export type MarketingUnit = 'websiteAnalyses' | 'instagramAnalyses';

const returnedOf = {
  websiteAnalyses: 'websiteFailuresReturned',
  instagramAnalyses: 'instagramFailuresReturned',
} as const;

/** The quota entity as a transaction's write callback receives it (any Service holding it). */
type QuotaInTransaction = Parameters<
  Parameters<Service<{ quota: typeof QuotaEntity }>['transaction']['write']>[0]
>[0]['quota'];

/** Takes one unit of the day's cap: refused (the transaction canceled) once the day's count is at its max. */
export const takeDailyUnit = (
  quota: QuotaInTransaction,
  userId: string,
  kind: MarketingUnit,
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
 * Gives back the unit of a run that failed, on the day it was taken: while the day's count is above
 * zero and the failures given back that day are below their cap (else the transaction is canceled and
 * the caller closes the run without giving back).
 */
export const giveBackDailyUnit = (
  quota: QuotaInTransaction,
  userId: string,
  kind: MarketingUnit,
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

/** What a failed run leaves for the user (message) and the operator (reason, never shown). */
export interface RunFailure {
  message: string;
  reason?: string;
}
