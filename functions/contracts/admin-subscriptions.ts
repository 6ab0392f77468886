import * as z from 'zod';
import { adminUserSubscription } from './admin-users';
import { adminMessages } from './messages/admin';

/** Spec 9: an administrative subscription lasts 30 days by default and is named 'Plano Básico'. */
export const ADMIN_SUBSCRIPTION_DAYS = 30;
export const ADMIN_DEFAULT_PLAN_NAME = 'Plano Básico';
/** The plan id an administrative (unpaid) subscription carries. */
export const ADMINISTRATIVE_PLAN_ID = 'administrative';

const text = adminMessages.subscription;

/** A calendar day (yyyy-MM-dd) in São Paulo: access runs to the end of that day. */
const expiryDate = z.string({ error: text.expiryRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, text.expiryRequired);

const mode = z.enum(['administrative', 'paid']);

/**
 * POST /api/admin/users/{userId}/subscription (spec: admin-manage-subscription). Rules (spec 5): the
 * expiry is not in the past; an administrative subscription needs a plan name, a paid one a plan.
 */
export const manageSubscriptionRequest = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('create'),
    mode,
    planId: z.string().trim().max(100).optional(),
    planName: z.string().trim().max(100).optional(),
    expiryDate: expiryDate.optional(),
  }),
  z.strictObject({
    action: z.literal('update'),
    mode,
    planId: z.string().trim().max(100).optional(),
    planName: z.string().trim().max(100).optional(),
    expiryDate,
  }),
  z.strictObject({ action: z.literal('update_expiry'), expiryDate }),
  z.strictObject({ action: z.literal('cancel') }),
  z.strictObject({ action: z.literal('verify') }),
]);
export type ManageSubscriptionRequest = z.infer<typeof manageSubscriptionRequest>;
export type SubscriptionAction = ManageSubscriptionRequest['action'];

export const manageSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: adminUserSubscription.nullable(),
  /** verify: whether the subscription gives access now (active or trialing, not past its end). */
  valid: z.boolean(),
});
export type ManageSubscriptionResponse = z.infer<typeof manageSubscriptionResponse>;
