import { createWriteTransaction, Entity, type EntityItem } from 'electrodb';
import { auditOp, settled, type AuditEntry } from './audit-log';
import type { SubscriptionState } from '../../domain/payment-events';
import type { StoredSubscription } from '../../domain/subscription-summary';
import { documentClient, tableName } from './client';
import { serviceName } from './table';
import { now } from './clock';
import { isConditionalFailure } from './conditions';
import { updatedAt, key } from './schema';

/**
 * A user's subscription: `USER#<sub>` / `SUBSCRIPTION` (one per user: the trial, then the paid one).
 * When it has a Stripe customer it is also under gsi1 `STRIPE_CUSTOMER#<customerId>` / `SUBSCRIPTION`,
 * so a webhook finds the user in one Query; the index entry is sparse (no customer, no entry).
 * `revision` grows by one on every write and guards read-modify-write against concurrent webhooks.
 */
export const Subscription = new Entity(
  {
    model: { entity: 'subscription', version: '1', service: serviceName },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** Our id: the Stripe subscription id once there is one, else `trial_<uuid>`. */
      id: { type: 'string', required: true },
      status: { type: 'string', required: true },
      planId: { type: 'string' },
      planName: { type: 'string', required: true },
      currentPeriodStart: { type: 'string' },
      currentPeriodEnd: { type: 'string' },
      canceledAt: { type: 'string' },
      cancelAtPeriodEnd: { type: 'boolean', required: true, default: false },
      stripeCustomerId: { type: 'string' },
      stripeSubscriptionId: { type: 'string' },
      priceId: { type: 'string' },
      /** Cents. */
      amount: { type: 'number' },
      currency: { type: 'string' },
      lastEventAt: { type: 'number', required: true, default: 0 },
      endedSubscriptionIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      revision: { type: 'number', required: true, default: 1 },
      createdAt: { type: 'string', required: true, default: now },
      updatedAt,
    },
    indexes: {
      byUser: {
        pk: key('pk', 'USER#${userId}', ['userId']),
        sk: key('sk', 'SUBSCRIPTION', []),
      },
      byStripeCustomer: {
        index: 'gsi1',
        // Sparse: ElectroDB writes no gsi1 keys while stripeCustomerId (the only composite) is absent.
        // (A `condition` callback would instead demand the composite on every write.)
        pk: key('gsi1pk', 'STRIPE_CUSTOMER#${stripeCustomerId}', ['stripeCustomerId']),
        sk: key('gsi1sk', 'SUBSCRIPTION', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

export type SubscriptionItem = EntityItem<typeof Subscription>;

export async function getSubscription(userId: string): Promise<SubscriptionItem | null> {
  const { data } = await Subscription.get({ userId }).go();
  return data;
}

/** The subscription of a Stripe customer (one Query on gsi1, which holds the whole item), or null. */
export async function findSubscriptionByStripeCustomer(customerId: string): Promise<SubscriptionItem | null> {
  const { data } = await Subscription.query
    .byStripeCustomer({ stripeCustomerId: customerId })
    .go({ limit: 1 });
  return data[0] ?? null;
}

/** The user a Stripe customer belongs to, or null. */
export async function findUserIdByStripeCustomer(customerId: string): Promise<string | null> {
  return (await findSubscriptionByStripeCustomer(customerId))?.userId ?? null;
}

/** What the subscription check reads from the item. */
export function toStoredSubscription(item: SubscriptionItem): StoredSubscription {
  return {
    id: item.id,
    status: item.status,
    planId: item.planId ?? null,
    planName: item.planName,
    currentPeriodEnd: item.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: item.cancelAtPeriodEnd,
    priceId: item.priceId ?? null,
    amount: item.amount ?? null,
    currency: item.currency ?? null,
  };
}

/** The item's payment facts in the domain's shape (absent attributes become null). */
export function toSubscriptionState(item: SubscriptionItem): SubscriptionState {
  return {
    status: item.status,
    planId: item.planId ?? null,
    planName: item.planName,
    currentPeriodStart: item.currentPeriodStart ?? null,
    currentPeriodEnd: item.currentPeriodEnd ?? null,
    canceledAt: item.canceledAt ?? null,
    cancelAtPeriodEnd: item.cancelAtPeriodEnd,
    stripeCustomerId: item.stripeCustomerId ?? null,
    stripeSubscriptionId: item.stripeSubscriptionId ?? null,
    priceId: item.priceId ?? null,
    amount: item.amount ?? null,
    currency: item.currency ?? null,
    lastEventAt: item.lastEventAt,
    endedSubscriptionIds: item.endedSubscriptionIds,
  };
}

/** The full item to put for a domain state (nulls dropped: ElectroDB stores them as absent). */
export function subscriptionItem(
  userId: string,
  state: SubscriptionState,
  meta: { id: string; revision: number; createdAt?: string },
) {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    userId,
    id: meta.id,
    revision: meta.revision,
    ...(meta.createdAt ? { createdAt: meta.createdAt } : {}),
    status: state.status,
    planId: optional(state.planId),
    planName: state.planName,
    currentPeriodStart: optional(state.currentPeriodStart),
    currentPeriodEnd: optional(state.currentPeriodEnd),
    canceledAt: optional(state.canceledAt),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: optional(state.stripeCustomerId),
    stripeSubscriptionId: optional(state.stripeSubscriptionId),
    priceId: optional(state.priceId),
    amount: optional(state.amount),
    currency: optional(state.currency),
    lastEventAt: state.lastEventAt,
    endedSubscriptionIds: state.endedSubscriptionIds,
  };
}

/**
 * Writes a subscription that was read at `storedRevision` (null: there was none). The write is
 * conditioned on that revision (or on no item), so a webhook landing meanwhile is never overwritten;
 * returns false when that happened and nothing was written. With an audit (an admin's change), the
 * audit item goes in the same transaction.
 */
export async function writeSubscription(
  item: ReturnType<typeof subscriptionItem>,
  storedRevision: number | null,
  audit?: AuditEntry,
): Promise<boolean> {
  if (audit) {
    const outcome = await createWriteTransaction({ subscription: Subscription }, ({ subscription }) => [
      storedRevision === null
        ? subscription.create(item).commit()
        : subscription
            .put(item)
            .where((attribute, op) => op.eq(attribute.revision, storedRevision))
            .commit(),
      ...auditOp(audit),
    ]).go();
    const codes = settled(outcome, audit);
    if (!codes) return true;
    if (codes[0] === 'ConditionalCheckFailed') return false;
    throw new Error(`subscription write canceled (${codes.join(', ')})`);
  }
  try {
    if (storedRevision === null) await Subscription.create(item).go();
    else
      await Subscription.put(item)
        .where((attribute, op) => op.eq(attribute.revision, storedRevision))
        .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
