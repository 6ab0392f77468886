import { Entity, type Service } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { dailyCaps } from '../platform/data/daily-caps';
import { expiresIn, RETENTION_SECONDS } from '../platform/data/expiry';
import { key } from '../platform/data/schema';
import { serviceName, tableSchema } from '../platform/data/table';

/**
 * The runs of one diagnostic's analysis in a São Paulo day, on an item of its own so that a reset of the
 * diagnostic (which deletes the analysis and its regeneration count) never deletes it:
 *   USER#<userId> / QUOTA#<yyyy-MM-dd>#ANALYSIS#<resultId>
 * `runs` is taken by the write that marks a run processing (the same transaction, whichever route starts
 * it) and given back when the run ends without an analysis; `returned` counts the runs given back that
 * day, so that failures cannot be repeated without bound (dailyCaps.analysisFailuresReturned).
 */
export const AnalysisRunsEntity = new Entity(
  {
    model: { entity: 'analysisRuns', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      resultId: { type: 'string', required: true, readOnly: true },
      runs: { type: 'number' },
      returned: { type: 'number' },
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
        sk: key('sk', 'QUOTA#${day}#ANALYSIS#${resultId}', ['day', 'resultId']),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/** The entity as a transaction's write callback receives it (any Service holding it). */
type RunsInTransaction = Parameters<
  Parameters<Service<{ runs: typeof AnalysisRunsEntity }>['transaction']['write']>[0]
>[0]['runs'];

/** Refused because the diagnostic's analysis ran dailyCaps.analysisRuns times today. */
export class AnalysisDailyLimitError extends Error {
  override name = 'AnalysisDailyLimitError';
}

/** Takes one of the day's runs of the analysis, in a transaction: refused once the day's runs are used. */
export const takeRun = (runs: RunsInTransaction, userId: string, resultId: string, day: string) =>
  runs
    .update({ userId, day, resultId })
    .add({ runs: 1 })
    .where(
      ({ runs: taken }, { notExists, lt }) => `${notExists(taken)} OR ${lt(taken, dailyCaps.analysisRuns)}`,
    )
    .commit();

/**
 * Gives back a run that ended without an analysis, in a transaction: while the day's failures given back
 * stay below their cap (past it, the condition fails and the caller closes the run without giving back).
 */
export const giveBackRun = (runs: RunsInTransaction, userId: string, resultId: string, day: string) =>
  runs
    .patch({ userId, day, resultId })
    .add({ runs: -1, returned: 1 })
    .where(
      ({ runs: taken, returned }, { gt, notExists, lt }) =>
        `${gt(taken, 0)} AND (${notExists(returned)} OR ${lt(returned, dailyCaps.analysisFailuresReturned)})`,
    )
    .commit();
