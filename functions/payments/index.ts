import type { PaymentsPort } from './port';
import { installedPaymentsAdapter, paymentsConfig, type PaymentsAdapter } from './selection';

let loading: { adapter: PaymentsAdapter | undefined; port: Promise<PaymentsPort> } | undefined;

async function create(installed: PaymentsAdapter | undefined): Promise<PaymentsPort> {
  const config = paymentsConfig();
  if (installed) return installed.create(config);
  if (config.adapter !== 'stripe') throw new TypeError('the stripe adapter needs the stripe configuration');
  const { createStripeAdapter } = await import('./stripe-adapter');
  return createStripeAdapter(config);
}

/**
 * The payments port of this process: Stripe, unless the local stack installed its checkout
 * (./selection). Handlers call it at module load, so the Stripe secret is read during the cold
 * start; a failure (a configuration error too) rejects, and is retried on the next call instead of
 * being cached.
 */
export function payments(): Promise<PaymentsPort> {
  const installed = installedPaymentsAdapter();
  if (!loading || loading.adapter !== installed) {
    const port = create(installed);
    loading = { adapter: installed, port };
    port.catch(() => {
      if (loading?.port === port) loading = undefined;
    });
  }
  return loading.port;
}

export { paymentsConfig, usePaymentsAdapter, type PaymentsAdapter } from './selection';
export { WebhookSignatureError, type PaymentsPort } from './port';
