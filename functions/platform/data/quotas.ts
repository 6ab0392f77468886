import { Entity } from 'electrodb';
import { saoPauloDate } from '../../domain/notifications';
import { documentClient, tableName } from './client';
import { expiresIn, RETENTION_SECONDS } from './expiry';
import { serviceName, tableSchema } from './table';
import { key } from './schema';

/**
 * Per-user daily caps on costly work (model calls), counted on one item per user and day:
 *   USER#<userId> / QUOTA#<yyyy-MM-dd>   (the São Paulo calendar day: the limit renews at midnight in
 *                                        Brasília, as the message says)
 * A unit is taken in the same transaction as the work's own write (ADD under `count < max`), so two
 * requests at once can never both take the last unit and a refused request spends nothing.
 */
export const QuotaEntity = new Entity(
  {
    model: { entity: 'dailyQuota', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      planGenerations: { type: 'number' },
      geniusMessages: { type: 'number' },
      websiteAnalyses: { type: 'number' },
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

export type QuotaKind = 'planGenerations' | 'geniusMessages' | 'websiteAnalyses';

/** Gives back a unit taken for work that then did not start (a workflow that could not start). */
export async function returnDailyUnit(userId: string, kind: QuotaKind, at = new Date()): Promise<void> {
  await QuotaEntity.update({ userId, day: saoPauloDate(at) })
    .add({ [kind]: -1 })
    .go();
}
