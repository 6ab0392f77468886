import type { AdminUserSubscription } from '@contracts/admin-users';
import {
  ADMIN_DEFAULT_PLAN_NAME,
  ADMIN_SUBSCRIPTION_DAYS,
  type ManageSubscriptionRequest,
  type SubscriptionAction,
} from '@contracts/admin-subscriptions';
import { adminMessages } from '@contracts/messages/admin';
import { saoPauloDate } from '@domain/notifications';
import { defaultAdminExpiryDay, isCalendarDay } from '@domain/subscription-period';
import { grantsAccess } from '@domain/subscription-status';

const text = adminMessages.subscription;

export type SubscriptionMode = 'administrative' | 'paid';

export interface SubscriptionFormValues {
  mode: SubscriptionMode;
  planName: string;
  planId: string;
  /** yyyy-MM-dd, as a date input gives it. */
  expiryDate: string;
}

export type SubscriptionFormErrors = Partial<Record<keyof SubscriptionFormValues, string>>;

/** Spec 5 and 9: administrative mode, 'Plano Básico', expiring 30 days from today (Brasília). */
export function initialSubscriptionForm(now: Date): SubscriptionFormValues {
  return {
    mode: 'administrative',
    planName: ADMIN_DEFAULT_PLAN_NAME,
    planId: '',
    expiryDate: defaultAdminExpiryDay(now, ADMIN_SUBSCRIPTION_DAYS),
  };
}

/** The earliest expiry the date input offers: today in Brasília. */
export const earliestExpiry = (now: Date) => saoPauloDate(now);

/**
 * The actions the dialog offers for the user's subscription (spec 4): create only when none gives
 * access now; update, update the expiry and verify when there is one; cancel when it is not canceled.
 */
export function availableActions(
  subscription: AdminUserSubscription | null,
  now: Date,
): SubscriptionAction[] {
  const actions: SubscriptionAction[] = [];
  if (!subscription || !grantsAccess(subscription.status, subscription.currentPeriodEnd, now)) {
    actions.push('create');
  }
  if (subscription) {
    actions.push('update', 'update_expiry');
    if (subscription.status !== 'canceled') actions.push('cancel');
    actions.push('verify');
  }
  return actions;
}

/** Which fields an action reads. */
export const usesPlan = (action: SubscriptionAction) => action === 'create' || action === 'update';
export const usesExpiry = (action: SubscriptionAction) => usesPlan(action) || action === 'update_expiry';

/**
 * Spec 5 "Admin subscription", checked before the request (the server checks the same): an expiry that
 * is a day and not in the past; a plan name in administrative mode, a plan in paid mode.
 */
export function subscriptionFormErrors(
  action: SubscriptionAction,
  values: SubscriptionFormValues,
  now: Date,
): SubscriptionFormErrors {
  const errors: SubscriptionFormErrors = {};
  if (usesPlan(action)) {
    if (values.mode === 'administrative' && values.planName.trim() === '') {
      errors.planName = text.planNameRequired;
    }
    if (values.mode === 'paid' && values.planId === '') errors.planId = text.planRequired;
  }
  if (usesExpiry(action)) {
    if (!isCalendarDay(values.expiryDate)) errors.expiryDate = text.expiryRequired;
    else if (values.expiryDate < earliestExpiry(now)) errors.expiryDate = text.expiryPast;
  }
  return errors;
}

/** The request an action sends: only the fields it reads, and only the chosen mode's plan field. */
export function subscriptionRequest(
  action: SubscriptionAction,
  values: SubscriptionFormValues,
): ManageSubscriptionRequest {
  if (action === 'cancel' || action === 'verify') return { action };
  if (action === 'update_expiry') return { action, expiryDate: values.expiryDate };
  const plan =
    values.mode === 'administrative' ? { planName: values.planName.trim() } : { planId: values.planId };
  return { action, mode: values.mode, ...plan, expiryDate: values.expiryDate };
}
