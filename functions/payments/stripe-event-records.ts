import { Entity } from 'electrodb';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName, tableSchema } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { expiresIn, RETENTION_SECONDS } from '../platform/data/expiry';
import { key } from '../platform/data/schema';

/**
 * A Stripe event already handled: `STRIPE_EVENT#<id>` / `EVENT`. Created with a condition (the
 * item must not exist) in the same transaction as the change the event makes, so a redelivered
 * event changes nothing.
 */
export const StripeEventRecord = new Entity(
  {
    model: { entity: 'stripeEvent', version: '1', service: serviceName },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      type: { type: 'string', required: true },
      /** Stripe's `created`, Unix seconds. */
      eventCreated: { type: 'number', required: true },
      /** What handling it did: applied, stale, ended, other-subscription, unknown-user, ignored. */
      outcome: { type: 'string', required: true },
      /** Written by earlier versions only; new records name no user (functions/payments/billing.ts). */
      userId: { type: 'string' },
      receivedAt: { type: 'string', required: true, default: now },
      /** DynamoDB's TTL: the record is kept through Stripe's retry and resend window. */
      ttl: {
        type: 'number',
        field: tableSchema.timeToLiveAttribute,
        watch: '*',
        set: () => expiresIn(RETENTION_SECONDS.stripeEvent),
      },
    },
    indexes: {
      byId: {
        pk: key('pk', 'STRIPE_EVENT#${eventId}', ['eventId']),
        sk: key('sk', 'EVENT', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export async function getStripeEventRecord(eventId: string) {
  const { data } = await StripeEventRecord.get({ eventId }).go();
  return data;
}
