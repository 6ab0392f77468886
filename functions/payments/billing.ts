import { randomUUID } from 'node:crypto';
import { Service } from 'electrodb';
import {
  decidePaymentChange,
  type PaymentOutcome,
  type PlanRef,
  type VerifiedEvent,
} from '../domain/payment-events';
import { documentClient, tableName } from '../platform/data/client';
import { Profile } from '../account/profiles';
import { StripeEventRecord } from './stripe-event-records';
import {
  Subscription,
  findSubscriptionByStripeCustomer,
  getSubscription,
  subscriptionItem,
  toSubscriptionState,
} from '../platform/data/subscriptions';

/** The entities written together in transactions: a failure writes none of them. */
const billing = new Service(
  { profile: Profile, subscription: Subscription, stripeEvent: StripeEventRecord },
  { client: documentClient, table: tableName },
);

/** What handling an event did; `duplicate` = this event id was handled before, nothing changed. */
export type EventOutcome = PaymentOutcome | 'duplicate' | 'unknown-user' | 'ignored';

const MAX_ATTEMPTS = 3;

/**
 * Applies one verified Stripe event exactly once. The event record is created (condition: it does
 * not exist) in the same transaction as the subscription write, which is conditioned on the
 * revision that was read and on the user's profile existing. A concurrent write to the same
 * subscription makes the transaction fail and the event is decided again from the new state.
 */
export async function applyStripeEvent(
  event: VerifiedEvent,
  planFor: (priceId: string | null) => Promise<PlanRef>,
): Promise<EventOutcome> {
  const { change } = event;
  if (!change) return recordOnly(event, 'ignored');

  // The subscription (of the user the event names, or found by its Stripe customer: the index holds the
  // whole item) and the plan, read together: one round trip before the write. A stale index read only
  // fails the revision check below, and the next attempt reads the item itself.
  const priceId = change.kind === 'checkout-completed' ? null : change.priceId;
  const [found, plan] = await Promise.all([
    event.userId ? getSubscription(event.userId) : findSubscriptionByStripeCustomer(change.customerId),
    planFor(priceId),
  ]);
  const userId = event.userId ?? found?.userId;
  if (!userId) return recordOnly(event, 'unknown-user');

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stored = attempt === 1 ? found : await getSubscription(userId);
    const decision = decidePaymentChange(
      stored ? toSubscriptionState(stored) : null,
      change,
      event.created,
      plan,
    );
    if (!decision.next) return recordOnly(event, decision.outcome);

    const next = decision.next;
    const item = subscriptionItem(userId, next, {
      id: next.stripeSubscriptionId ?? stored?.id ?? `sub_${randomUUID()}`,
      revision: (stored?.revision ?? 0) + 1,
      ...(stored ? { createdAt: stored.createdAt } : {}),
    });
    const result = await billing.transaction
      .write(({ stripeEvent, subscription, profile }) => [
        stripeEvent.create(eventRecord(event, decision.outcome)).commit(),
        stored
          ? subscription
              .put(item)
              .where((attribute, op) => op.eq(attribute.revision, stored.revision))
              .commit()
          : subscription.create(item).commit(),
        profile
          .check({ userId })
          .where((attribute, op) => op.exists(attribute.userId))
          .commit(),
      ])
      .go();
    if (!result.canceled) return decision.outcome;

    const [eventResult, subscriptionResult, profileResult] = result.data;
    if (eventResult?.code === 'ConditionalCheckFailed') return 'duplicate';
    if (profileResult?.code === 'ConditionalCheckFailed') return recordOnly(event, 'unknown-user');
    if (
      subscriptionResult?.code !== 'ConditionalCheckFailed' &&
      subscriptionResult?.code !== 'TransactionConflict'
    ) {
      throw new Error(`payment event transaction canceled (${result.data.map((r) => r.code).join(', ')})`);
    }
  }
  throw new Error(
    `payment event ${event.id}: subscription kept changing, gave up after ${MAX_ATTEMPTS} attempts`,
  );
}

/**
 * The idempotency record of an event: no user id, so deleting a user leaves nothing that names them
 * (the subscription item says whose the Stripe customer was while the user exists).
 */
function eventRecord(event: VerifiedEvent, outcome: EventOutcome) {
  return { eventId: event.id, type: event.type, eventCreated: event.created, outcome };
}

/** Records an event that changes nothing; `duplicate` when it was recorded before. */
async function recordOnly(event: VerifiedEvent, outcome: EventOutcome): Promise<EventOutcome> {
  try {
    await StripeEventRecord.create(eventRecord(event, outcome)).go();
    return outcome;
  } catch (error) {
    if ((error as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException')
      return 'duplicate';
    throw error;
  }
}
