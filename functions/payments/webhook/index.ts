import { defineArea } from '../../platform/http/define-area';

/**
 * Stripe's webhook on its own: public, verified by its signature over the raw body, throttled apart,
 * and the only function that changes subscriptions from payment events.
 */
export const handler = defineArea('stripe-webhook', {
  'POST /api/payments/webhook': () => import('./stripe-webhook'),
});
