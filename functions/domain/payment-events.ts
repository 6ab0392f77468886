import { paidAccessPeriod } from './subscription-period';

/** What the subscription item holds about payments (dates as ISO strings, money in cents). */
export interface SubscriptionState {
  status: string;
  planId: string | null;
  planName: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  canceledAt: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  priceId: string | null;
  amount: number | null;
  currency: string | null;
  /** Unix seconds (Stripe's `created`) of the newest subscription/invoice event applied; 0 = none. */
  lastEventAt: number;
  /** Stripe subscriptions known to be deleted: no later-delivered event may bring them back. */
  endedSubscriptionIds: string[];
}

/** A verified Stripe event, reduced to what changes a subscription. Times are Unix seconds. */
export type PaymentChange =
  | {
      kind: 'checkout-completed';
      customerId: string;
      subscriptionId: string | null;
      /** false for asynchronous payment methods still pending (boleto): link only, grant nothing. */
      paid: boolean;
      amount: number | null;
      currency: string | null;
    }
  | {
      kind: 'subscription';
      deleted: boolean;
      subscriptionId: string;
      customerId: string;
      status: string;
      cancelAtPeriodEnd: boolean;
      canceledAt: number | null;
      /** Start of the current (paid) period; null when the event does not say. */
      periodStart: number | null;
      priceId: string | null;
      amount: number | null;
      currency: string | null;
    }
  | {
      kind: 'invoice-paid';
      subscriptionId: string;
      customerId: string;
      /** Start of the service period the invoice pays for. */
      periodStart: number;
      priceId: string | null;
      amount: number | null;
      currency: string | null;
    };

/** A Stripe event whose signature was verified, reduced to what matters here. */
export interface VerifiedEvent {
  id: string;
  type: string;
  /** Stripe's `created`, Unix seconds. */
  created: number;
  /** null for event types (or shapes) that change no subscription. */
  change: PaymentChange | null;
  /** Our user id when the event names it (client_reference_id or the metadata set at checkout). */
  userId: string | null;
}

/** The catalogue plan an event's price belongs to (or the default plan). */
export interface PlanRef {
  id: string;
  name: string;
  priceId: string | null;
  amount: number;
  currency: string;
}

export type SkipReason =
  /** Older than the newest event already applied. */
  | 'stale'
  /** About a Stripe subscription that was deleted: it cannot come back. */
  | 'ended'
  /** A cancellation of some other subscription than the one that gives access now. */
  | 'other-subscription';

export type PaymentOutcome = 'applied' | SkipReason;

/** The outcome, and the state to store when there is one (a skipped event may still record facts). */
export interface PaymentDecision {
  outcome: PaymentOutcome;
  next: SubscriptionState | null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The state of a user who has never had a subscription item. */
export function emptySubscriptionState(plan: PlanRef): SubscriptionState {
  return {
    status: 'incomplete',
    planId: plan.id,
    planName: plan.name,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    canceledAt: null,
    cancelAtPeriodEnd: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    priceId: null,
    amount: null,
    currency: null,
    lastEventAt: 0,
    endedSubscriptionIds: [],
  };
}

/**
 * Decides what one Stripe event does to the stored subscription, whatever order events arrive in:
 *
 * - Subscription and invoice events carry Stripe's `created`; one older than `lastEventAt` is
 *   skipped, so an older snapshot never overwrites a newer one (ties are applied: Stripe stamps
 *   whole seconds and sends several events per second).
 * - A deleted subscription is remembered in `endedSubscriptionIds`; any event about it that is
 *   not a deletion is skipped, even when it looks newer. This is what keeps a `created` that is
 *   delivered after its `deleted` from resurrecting the subscription.
 * - A payment grants PAID_ACCESS_MONTHS calendar months from the start of the period it pays for,
 *   computed from that start and not added to the stored end: applying the same payment twice (or
 *   the three events of one checkout) grants once.
 * - `checkout.session.completed` links the customer and subscription to the user and, if nothing
 *   about that subscription has been applied yet, grants access from the completion time; it does
 *   not move `lastEventAt`, so the subscription's own events that follow are still applied.
 */
export function decidePaymentChange(
  stored: SubscriptionState | null,
  change: PaymentChange,
  eventCreated: number,
  plan: PlanRef,
): PaymentDecision {
  const base = stored ?? emptySubscriptionState(plan);
  if (eventCreated < base.lastEventAt) return { outcome: 'stale', next: null };

  const subscriptionId = change.subscriptionId;
  const isDeletion = change.kind === 'subscription' && change.deleted;
  if (subscriptionId && base.endedSubscriptionIds.includes(subscriptionId) && !isDeletion) {
    return { outcome: 'ended', next: null };
  }
  const current = base.stripeSubscriptionId;
  const sameSubscription = subscriptionId !== null && current === subscriptionId;
  const ended = (id: string) =>
    base.endedSubscriptionIds.includes(id) ? base.endedSubscriptionIds : [...base.endedSubscriptionIds, id];

  const planFields = { planId: plan.id, planName: plan.name };
  const priceFields = (priceId: string | null, amount: number | null, currency: string | null) => ({
    priceId: priceId ?? plan.priceId,
    amount: amount ?? plan.amount,
    currency: currency ?? plan.currency,
  });

  switch (change.kind) {
    case 'checkout-completed': {
      const linked: SubscriptionState = {
        ...base,
        stripeCustomerId: change.customerId,
        stripeSubscriptionId: subscriptionId ?? current,
      };
      // The subscription's own events already described it: they are the better source.
      if (sameSubscription || !change.paid) return { outcome: 'applied', next: linked };
      const period = paidAccessPeriod(new Date(eventCreated * 1000));
      return {
        outcome: 'applied',
        next: {
          ...linked,
          ...planFields,
          ...priceFields(null, change.amount, change.currency),
          status: 'active',
          currentPeriodStart: period.start.toISOString(),
          currentPeriodEnd: period.end.toISOString(),
          canceledAt: null,
          cancelAtPeriodEnd: false,
        },
      };
    }

    case 'subscription': {
      if (isDeletion && current !== null && !sameSubscription) {
        // Another subscription is the user's now: only remember that this one is gone.
        return {
          outcome: 'other-subscription',
          next: { ...base, endedSubscriptionIds: ended(change.subscriptionId) },
        };
      }
      const period =
        change.periodStart !== null
          ? paidAccessPeriod(new Date(change.periodStart * 1000))
          : sameSubscription && base.currentPeriodStart && base.currentPeriodEnd
            ? { start: new Date(base.currentPeriodStart), end: new Date(base.currentPeriodEnd) }
            : null;
      return {
        outcome: 'applied',
        next: {
          ...base,
          ...planFields,
          ...priceFields(change.priceId, change.amount, change.currency),
          status: isDeletion ? 'canceled' : change.status,
          stripeCustomerId: change.customerId,
          stripeSubscriptionId: change.subscriptionId,
          currentPeriodStart: period ? period.start.toISOString() : null,
          currentPeriodEnd: period ? period.end.toISOString() : null,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          canceledAt:
            change.canceledAt !== null ? iso(change.canceledAt) : isDeletion ? iso(eventCreated) : null,
          lastEventAt: Math.max(base.lastEventAt, eventCreated),
          endedSubscriptionIds: isDeletion ? ended(change.subscriptionId) : base.endedSubscriptionIds,
        },
      };
    }

    case 'invoice-paid': {
      const paid = paidAccessPeriod(new Date(change.periodStart * 1000));
      // A renewal extends; an earlier invoice of the same subscription never shortens access.
      const keepStored =
        sameSubscription &&
        base.currentPeriodEnd !== null &&
        new Date(base.currentPeriodEnd).getTime() > paid.end.getTime();
      return {
        outcome: 'applied',
        next: {
          ...base,
          ...planFields,
          ...priceFields(change.priceId, change.amount, change.currency),
          status: 'active',
          stripeCustomerId: change.customerId,
          stripeSubscriptionId: change.subscriptionId,
          currentPeriodStart: keepStored ? base.currentPeriodStart : paid.start.toISOString(),
          currentPeriodEnd: keepStored ? base.currentPeriodEnd : paid.end.toISOString(),
          cancelAtPeriodEnd: sameSubscription ? base.cancelAtPeriodEnd : false,
          canceledAt: sameSubscription ? base.canceledAt : null,
          lastEventAt: Math.max(base.lastEventAt, eventCreated),
        },
      };
    }
  }
}
