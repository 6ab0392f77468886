import { paymentsConfig } from './config';
import type { PaymentsPort } from './port';

let loading: Promise<PaymentsPort> | undefined;

/**
 * The payments port of this process, with the adapter PAYMENTS_ADAPTER selects. Handlers call it
 * at module load, so the Stripe secret is read during the cold start; a failure is retried on the
 * next call instead of being cached.
 */
export function payments(): Promise<PaymentsPort> {
  if (!loading) {
    loading = load();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

async function load(): Promise<PaymentsPort> {
  const config = paymentsConfig();
  if (config.adapter === 'stripe') {
    const { createStripeAdapter } = await import('./stripe-adapter');
    return createStripeAdapter(config);
  }
  const { createLocalAdapter } = await import('./local-adapter');
  return createLocalAdapter(config);
}

export { WebhookSignatureError, type PaymentsPort, type CheckoutRequest } from './port';
