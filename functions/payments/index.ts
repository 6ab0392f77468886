import { paymentsConfigFor, type PaymentsConfig } from '../config/payments';
import type { PaymentsPort } from './port';

/** How this process makes its payments port: Stripe unless the local stack installed another. */
export interface PaymentsAdapter {
  readonly name: PaymentsConfig['adapter'];
  create(config: PaymentsConfig): Promise<PaymentsPort>;
}

const stripeAdapter: PaymentsAdapter = {
  name: 'stripe',
  async create(config) {
    if (config.adapter !== 'stripe') throw new TypeError('the stripe adapter needs the stripe configuration');
    const { createStripeAdapter } = await import('./stripe-adapter');
    return createStripeAdapter(config);
  },
};

let adapter: PaymentsAdapter = stripeAdapter;
let loading: Promise<PaymentsPort> | undefined;

/** Start-up (the local stack) and tests: the payments adapter of this process. */
export function usePaymentsAdapter(next: PaymentsAdapter): void {
  adapter = next;
  loading = undefined;
}

/** The payments configuration (fixed price, return origins, the adapter's own settings). */
export function paymentsConfig(): PaymentsConfig {
  return paymentsConfigFor(adapter.name);
}

/**
 * The payments port of this process. Handlers call it at module load, so the Stripe secret is read
 * during the cold start; a failure is retried on the next call instead of being cached.
 */
export function payments(): Promise<PaymentsPort> {
  if (!loading) {
    // A configuration error rejects too: handlers start this at module load.
    const { create } = adapter;
    loading = Promise.resolve().then(() => create(paymentsConfig()));
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

export type { PaymentsConfig } from '../config/payments';
export { WebhookSignatureError, type PaymentsPort, type CheckoutRequest } from './port';
