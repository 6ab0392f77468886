import { paymentsConfigFor, type PaymentsConfig } from '../platform/config/payments';
import type { PaymentsPort } from './port';

/** How a process makes its payments port when it does not use Stripe (the local stack's checkout). */
export interface PaymentsAdapter {
  readonly name: PaymentsConfig['adapter'];
  create(config: PaymentsConfig): Promise<PaymentsPort>;
}

let installed: PaymentsAdapter | undefined;

/** Start-up (the local stack) and tests: the payments adapter of this process instead of Stripe. */
export function usePaymentsAdapter(adapter: PaymentsAdapter | undefined): void {
  installed = adapter;
}

/** The adapter another one was installed with, if any (payments() falls back to Stripe). */
export const installedPaymentsAdapter = (): PaymentsAdapter | undefined => installed;

/**
 * The payments configuration of the adapter this process runs (fixed price, return origins, the
 * adapter's own settings). Kept apart from ./index so reading it (health) does not bundle Stripe.
 */
export function paymentsConfig(): PaymentsConfig {
  return paymentsConfigFor(installed?.name ?? 'stripe');
}
