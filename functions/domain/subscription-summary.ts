import type { CheckSubscriptionResponse, SubscriptionSummary } from '../contracts/subscription';
import { ADMIN_PLAN_NAME, grantsAccess } from './subscription-status';

/** The stored facts the subscription check reads. */
export interface StoredSubscription {
  id: string;
  status: string;
  planId: string | null;
  planName: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  priceId: string | null;
  amount: number | null;
  currency: string | null;
}

/** Admins are always subscribed, with the synthetic 'Admin Access' plan and no end. */
export const ADMIN_SUBSCRIPTION: SubscriptionSummary = {
  id: 'admin',
  status: 'active',
  tier: 'admin',
  planName: ADMIN_PLAN_NAME,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  product: { id: 'admin', name: ADMIN_PLAN_NAME },
  price: null,
};

export function toSubscriptionSummary(stored: StoredSubscription): SubscriptionSummary {
  return {
    id: stored.id,
    status: stored.status,
    tier: stored.planId,
    planName: stored.planName,
    currentPeriodEnd: stored.currentPeriodEnd,
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
    product: stored.planId ? { id: stored.planId, name: stored.planName } : null,
    price:
      stored.priceId && stored.amount !== null && stored.currency
        ? { id: stored.priceId, amount: stored.amount, currency: stored.currency }
        : null,
  };
}

/**
 * The spec's check-subscription: subscribed when the status is active or trialing and the period
 * has not ended; the subscription is returned whatever its state, so the pricing page can show it.
 */
export function checkSubscription(
  stored: StoredSubscription | null,
  isAdmin: boolean,
  now = new Date(),
): CheckSubscriptionResponse {
  if (isAdmin) return { subscribed: true, subscription: ADMIN_SUBSCRIPTION };
  if (!stored) return { subscribed: false, subscription: null };
  return {
    subscribed: grantsAccess(stored.status, stored.currentPeriodEnd, now),
    subscription: toSubscriptionSummary(stored),
  };
}
