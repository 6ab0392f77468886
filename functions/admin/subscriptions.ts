import { randomUUID } from 'node:crypto';
import {
  ADMIN_SUBSCRIPTION_DAYS,
  ADMINISTRATIVE_PLAN_ID,
  type ManageSubscriptionRequest,
  type ManageSubscriptionResponse,
} from '../contracts/admin-subscriptions';
import type { AdminUserSubscription } from '../contracts/admin-users';
import { adminMessages } from '../contracts/messages/admin';
import { errorsMessages } from '../contracts/messages/errors';
import { auditEntryOf, type AuditOf } from '../platform/data/audit-log';
import type { RawItem } from '../platform/data/raw-items';
import { getPlan } from '../payments/subscription-plans';
import {
  getSubscription,
  subscriptionItem,
  toSubscriptionState,
  writeSubscription,
  type SubscriptionItem,
} from '../platform/data/subscriptions';
import { DomainError, notFoundFailure } from '../domain/errors';
import { emptySubscriptionState, type SubscriptionState } from '../domain/payment-events';
import { grantsAccess } from '../domain/subscription-status';
import {
  defaultAdminExpiryDay,
  endOfSaoPauloDay,
  isCalendarDay,
  isPastDay,
} from '../domain/subscription-period';
import { payments } from '../payments';
import { toAdminSubscription } from './user-rows';
import { requireProfile } from './users';

const text = adminMessages.subscription;

const invalid = (field: string, message: string) => new DomainError('invalid', message, [{ field, message }]);

/** Spec 5: a real day, not in the past (today is allowed); access runs to the end of it in São Paulo. */
function periodEnd(day: string, now: Date): string {
  if (!isCalendarDay(day)) throw invalid('expiryDate', text.expiryRequired);
  if (isPastDay(day, now)) throw invalid('expiryDate', text.expiryPast);
  return endOfSaoPauloDay(day).toISOString();
}

type PlanChange = Extract<ManageSubscriptionRequest, { action: 'create' | 'update' }>;
type PlanRead = ReturnType<typeof getPlan> | null;

/** The catalogue plan a paid change names, read beside the subscription (not after it). */
const planOf = (request: ManageSubscriptionRequest): PlanRead =>
  (request.action === 'create' || request.action === 'update') &&
  request.mode !== 'administrative' &&
  request.planId
    ? getPlan(request.planId)
    : null;

/** Administrative: a named plan without payment; paid: a plan of the catalogue with its price. */
async function planFields(change: PlanChange, catalogued: PlanRead) {
  if (change.mode === 'administrative') {
    const planName = change.planName ?? '';
    if (planName === '') throw invalid('planName', text.planNameRequired);
    return { planId: ADMINISTRATIVE_PLAN_ID, planName, priceId: null, amount: null, currency: null };
  }
  if (!change.planId) throw invalid('planId', text.planRequired);
  const plan = await (catalogued ?? getPlan(change.planId));
  if (!plan) throw notFoundFailure(text.planNotFound);
  return {
    planId: plan.id,
    planName: plan.name,
    priceId: plan.stripePriceId,
    amount: plan.price,
    currency: plan.currency,
  };
}

/** A Stripe subscription still billing: canceling or replacing it here must stop it at Stripe too. */
const billingAtStripe = (state: SubscriptionState) =>
  state.stripeSubscriptionId !== null &&
  !state.endedSubscriptionIds.includes(state.stripeSubscriptionId) &&
  state.status !== 'canceled';

/** Stops Stripe's billing for this subscription (already canceled there is fine). */
export async function stopStripeBilling(state: SubscriptionState): Promise<SubscriptionState> {
  if (!billingAtStripe(state)) return state;
  const subscriptionId = state.stripeSubscriptionId as string;
  try {
    await (await payments()).cancelSubscription(subscriptionId);
  } catch (error) {
    throw new DomainError('failed', text.stripeCancelFailed, { cause: String(error) });
  }
  return { ...state, endedSubscriptionIds: [...state.endedSubscriptionIds, subscriptionId] };
}

/** The next state an action asks for (null: nothing to write), from the stored one. */
async function nextState(
  request: ManageSubscriptionRequest,
  stored: SubscriptionItem | null,
  now: Date,
  catalogued: PlanRead,
): Promise<SubscriptionState | null> {
  const state = stored ? toSubscriptionState(stored) : null;
  switch (request.action) {
    case 'verify':
      return null;
    case 'create': {
      if (state && grantsAccess(state.status, state.currentPeriodEnd, now)) {
        throw new DomainError('conflict', text.alreadyActive);
      }
      const end = periodEnd(request.expiryDate ?? defaultAdminExpiryDay(now, ADMIN_SUBSCRIPTION_DAYS), now);
      const plan = await planFields(request, catalogued);
      // Whatever ran before (an ended trial, a canceled Stripe subscription) is replaced; the Stripe
      // customer stays linked so a later checkout reuses it.
      const base = state
        ? await stopStripeBilling(state)
        : emptySubscriptionState({
            ...plan,
            id: plan.planId,
            name: plan.planName,
            amount: 0,
            currency: 'brl',
          });
      return {
        ...base,
        ...plan,
        status: 'active',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: end,
        canceledAt: null,
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: null,
      };
    }
    case 'update': {
      if (!state) throw new DomainError('conflict', text.noneToChange);
      const end = periodEnd(request.expiryDate, now);
      return { ...state, ...(await planFields(request, catalogued)), currentPeriodEnd: end };
    }
    case 'update_expiry': {
      if (!state) throw new DomainError('conflict', text.noneToChange);
      return { ...state, currentPeriodEnd: periodEnd(request.expiryDate, now) };
    }
    case 'cancel': {
      if (!state) throw new DomainError('conflict', text.noneToChange);
      const stopped = await stopStripeBilling(state);
      return { ...stopped, status: 'canceled', canceledAt: now.toISOString(), cancelAtPeriodEnd: false };
    }
  }
}

/**
 * Spec 4 "Admin subscription actions" (admin-manage-subscription): create (only when none gives access),
 * update plan and date, update the expiry only, cancel (billing at Stripe stops first), verify. Every
 * write is conditioned on the revision read, so a webhook landing meanwhile is never overwritten.
 */
export async function manageSubscription(
  userId: string,
  request: ManageSubscriptionRequest,
  audit: AuditOf<AdminUserSubscription>,
  now = new Date(),
): Promise<{ answer: ManageSubscriptionResponse; changed: boolean }> {
  const catalogued = planOf(request);
  // A plan read that is not needed (the action is refused first) must not be an unhandled rejection.
  catalogued?.catch(() => undefined);
  const [, stored] = await Promise.all([requireProfile(userId), getSubscription(userId)]);
  const next = await nextState(request, stored, now, catalogued);
  if (!next) {
    const subscription = stored ? toAdminSubscription(stored as unknown as RawItem) : null;
    const valid = stored ? grantsAccess(stored.status, stored.currentPeriodEnd ?? null, now) : false;
    return { answer: { success: true, subscription, valid }, changed: false };
  }
  const item = subscriptionItem(userId, next, {
    id: request.action === 'create' || !stored ? `admin_${randomUUID()}` : stored.id,
    revision: (stored?.revision ?? 0) + 1,
    ...(stored ? { createdAt: stored.createdAt } : {}),
  });
  const subscription = toAdminSubscription({ ...item, updatedAt: now.toISOString() } as unknown as RawItem);
  if (!(await writeSubscription(item, stored?.revision ?? null, auditEntryOf(audit, subscription)))) {
    throw new DomainError('conflict', errorsMessages.concurrentChange);
  }
  return {
    answer: {
      success: true,
      subscription,
      valid: grantsAccess(next.status, next.currentPeriodEnd, now),
    },
    changed: true,
  };
}
