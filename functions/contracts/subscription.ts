import * as z from 'zod';
import { emailField, requiredName, signUpPassword } from './fields';
import { termsAcceptedField } from './legal';
import { validationMessages } from './messages/validation';

/** Stripe's statuses plus the ones the spec names; anything else is shown as 'Desconhecido'. */
export const subscriptionStatus = z.string().min(1);

/** The answer of the subscription check (the spec's check-subscription), in the API's camelCase. */
export const subscriptionSummary = z.object({
  id: z.string(),
  status: subscriptionStatus,
  tier: z.string().nullable(),
  planName: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  product: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Money in cents. */
  price: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }).nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const checkSubscriptionResponse = z.object({
  subscribed: z.boolean(),
  subscription: subscriptionSummary.nullable(),
});
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponse>;

export const trialSignupRequest = z.strictObject({
  firstName: requiredName(validationMessages.firstNameRequired),
  lastName: requiredName(validationMessages.lastNameRequired),
  email: emailField,
  password: signUpPassword,
  termsAccepted: termsAcceptedField,
});
export type TrialSignupRequest = z.infer<typeof trialSignupRequest>;

/** The trial starts when the e-mail is confirmed (POST /api/auth/confirm-signup), decision 0044. */
export const trialSignupResponse = z.object({
  userId: z.string(),
  email: z.string(),
  confirmationRequired: z.literal(true),
});
export type TrialSignupResponse = z.infer<typeof trialSignupResponse>;

const appUrl = z.url({ error: validationMessages.urlInvalid }).max(2048);

export const createCheckoutRequest = z.strictObject({
  priceId: z.string().trim().min(1).max(200),
  successUrl: appUrl,
  cancelUrl: appUrl,
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequest>;

/** Checkout and the customer portal both answer a url the SPA opens in a new tab. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;
