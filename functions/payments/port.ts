import type { VerifiedEvent } from '../domain/payment-events';

export interface CheckoutRequest {
  /** Our user id: sent as `client_reference_id` and subscription metadata, read back by the webhook. */
  userId: string;
  email: string;
  /** The user's Stripe customer when they already have one (their history stays in one place). */
  customerId: string | null;
  /** The configured fixed price (the requested one is only validated). */
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * What the product needs from a card payment provider. Two adapters: Stripe itself (the default) and
 * the local checkout that the local stack installs for `npm start`.
 */
export interface PaymentsPort {
  readonly adapter: 'stripe' | 'local';
  /** A hosted checkout page for a 12-month subscription at the fixed price. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** A page where the customer manages (cancels) their subscription. */
  createPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Cancels a subscription at once so billing stops; one already canceled or gone is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Deletes the customer (name, e-mail, payment methods) when its user's account is deleted; Stripe
   * keeps the invoices and charges the law asks it to keep. One already gone is not an error.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature over the exact body received; throws WebhookSignatureError if it fails. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<VerifiedEvent>;
}

/** The webhook's signature is missing, wrong or too old: the event must not be used. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
