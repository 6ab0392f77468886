import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../platform/config/payments';
import { localPaymentSessions } from './local-sessions';
import { WebhookSignatureError, type PaymentsPort } from './port';
import { toVerifiedEvent } from './stripe-events';

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The adapter `npm start` runs with: checkout and portal "sessions" are pages of the local
 * gateway (functions/local/local-payments.ts) on the app's own origin; their buttons send
 * Stripe-shaped events signed with the local webhook secret to the real webhook route, which
 * verifies them here with the same `stripe` library call as in production.
 */
export function createLocalAdapter(config: Extract<PaymentsConfig, { adapter: 'local' }>): PaymentsPort {
  const sessions = localPaymentSessions();
  return {
    adapter: 'local',

    async createCheckoutSession(request) {
      const id = newId('cs');
      sessions.set(id, { kind: 'checkout', id, ...request, createdAt: Date.now() });
      return { id, url: new URL(`/local-payments/checkout/${id}`, request.successUrl).href };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const id = newId('bps');
      sessions.set(id, { kind: 'portal', id, customerId, returnUrl, createdAt: Date.now() });
      return { url: new URL(`/local-payments/portal/${id}`, returnUrl).href };
    },

    // The local checkout keeps no subscriptions of its own (they live in DynamoDB): nothing bills.
    async cancelSubscription() {},
    async deleteCustomer() {},

    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      try {
        return toVerifiedEvent(Stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret));
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
