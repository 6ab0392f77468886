import { randomUUID } from 'node:crypto';
import { Service } from 'electrodb';
import {
  decidePaymentChange,
  type PaymentOutcome,
  type PlanRef,
  type VerifiedEvent,
} from '../domain/payment-events';
import { trialPeriod } from '../domain/subscription-period';
import { messages } from '../contracts/messages';
import { documentClient, tableName } from './client';
import { Profile } from './profiles';
import { StripeEventRecord } from './stripe-events';
import {
  Subscription,
  findUserIdByStripeCustomer,
  getSubscription,
  subscriptionItem,
  toSubscriptionState,
} from './subscriptions';

/** The entities written together in transactions: a failure writes none of them. */
const billing = new Service(
  { profile: Profile, subscription: Subscription, stripeEvent: StripeEventRecord },
  { client: documentClient, table: tableName },
);

export const TRIAL_PLAN = { id: 'trial', name: messages.payments.trialPlanName } as const;

export interface NewTrialAccount {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The profile and a `trialing` subscription ending TRIAL_DAYS later, in one transaction: either
 * both are written or neither (then this throws).
 */
export async function createTrialAccount(
  account: NewTrialAccount,
  now = new Date(),
): Promise<{ trialEndsAt: string }> {
  const period = trialPeriod(now);
  const result = await billing.transaction
    .write(({ profile, subscription }) => [
      profile
        .create({
          userId: account.userId,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          roles: ['user'],
        })
        .commit(),
      subscription
        .create({
          userId: account.userId,
          id: `trial_${randomUUID()}`,
          status: 'trialing',
          planId: TRIAL_PLAN.id,
          planName: TRIAL_PLAN.name,
          currentPeriodStart: period.start.toISOString(),
          currentPeriodEnd: period.end.toISOString(),
          cancelAtPeriodEnd: false,
          lastEventAt: 0,
          endedSubscriptionIds: [],
          revision: 1,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) {
    const codes = result.data.map((item) => item.code).join(', ');
    throw new Error(`trial account transaction canceled (${codes})`);
  }
  return { trialEndsAt: period.end.toISOString() };
}

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
  if (!change) return recordOnly(event, 'ignored', null);

  const userId = event.userId ?? (await findUserIdByStripeCustomer(change.customerId));
  if (!userId) return recordOnly(event, 'unknown-user', null);

  const priceId = change.kind === 'checkout-completed' ? null : change.priceId;
  const plan = await planFor(priceId);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stored = await getSubscription(userId);
    const decision = decidePaymentChange(
      stored ? toSubscriptionState(stored) : null,
      change,
      event.created,
      plan,
    );
    if (!decision.next) return recordOnly(event, decision.outcome, userId);

    const next = decision.next;
    const item = subscriptionItem(userId, next, {
      id: next.stripeSubscriptionId ?? stored?.id ?? `sub_${randomUUID()}`,
      revision: (stored?.revision ?? 0) + 1,
      ...(stored ? { createdAt: stored.createdAt } : {}),
    });
    const result = await billing.transaction
      .write(({ stripeEvent, subscription, profile }) => [
        stripeEvent.create(eventRecord(event, decision.outcome, userId)).commit(),
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
    if (profileResult?.code === 'ConditionalCheckFailed') return recordOnly(event, 'unknown-user', null);
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

function eventRecord(event: VerifiedEvent, outcome: EventOutcome, userId: string | null) {
  return {
    eventId: event.id,
    type: event.type,
    eventCreated: event.created,
    outcome,
    ...(userId ? { userId } : {}),
  };
}

/** Records an event that changes nothing; `duplicate` when it was recorded before. */
async function recordOnly(
  event: VerifiedEvent,
  outcome: EventOutcome,
  userId: string | null,
): Promise<EventOutcome> {
  try {
    await StripeEventRecord.create(eventRecord(event, outcome, userId)).go();
    return outcome;
  } catch (error) {
    if ((error as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException')
      return 'duplicate';
    throw error;
  }
}
