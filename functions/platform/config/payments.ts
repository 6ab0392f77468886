import * as z from 'zod';
import { ConfigError } from './config-error';

/**
 * What the payment functions need beyond the shared runtime configuration. Read on first use by
 * the payment routes only, so the other functions do not depend on it. The app's origins, which only
 * checkout and the portal need, are read apart (./app-origins: possibly from SSM, at run time).
 */
const paymentsSchema = z.object({
  /** The one Stripe price every plan is sold at (spec: "one fixed price identifier"). */
  STRIPE_PRICE_ID: z.string().trim().min(1, 'STRIPE_PRICE_ID is required (CDK context stripePriceId)'),
  /** stripe adapter: the Secrets Manager secret holding `{ secretKey, webhookSecret }`. */
  STRIPE_SECRET_NAME: z.string().trim().optional(),
  /** local adapter: the fixed, non-secret signing key of the local checkout's webhooks. */
  LOCAL_PAYMENTS_WEBHOOK_SECRET: z.string().trim().optional(),
});

export type PaymentsConfig =
  | { adapter: 'stripe'; priceId: string; stripeSecretName: string }
  | { adapter: 'local'; priceId: string; webhookSecret: string };

export function parsePaymentsConfig(
  env: Record<string, string | undefined>,
  adapter: 'stripe' | 'local',
): PaymentsConfig {
  const result = paymentsSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (result.success && adapter === 'stripe' && !result.data.STRIPE_SECRET_NAME) {
    problems.push('STRIPE_SECRET_NAME is required by the stripe adapter (CDK context stripeSecretName)');
  }
  if (result.success && adapter === 'local' && !result.data.LOCAL_PAYMENTS_WEBHOOK_SECRET) {
    problems.push('LOCAL_PAYMENTS_WEBHOOK_SECRET is required by the local adapter');
  }
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid payments configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const { STRIPE_PRICE_ID: priceId } = result.data;
  return adapter === 'stripe'
    ? { adapter, priceId, stripeSecretName: result.data.STRIPE_SECRET_NAME! }
    : { adapter, priceId, webhookSecret: result.data.LOCAL_PAYMENTS_WEBHOOK_SECRET! };
}

const cached = new Map<PaymentsConfig['adapter'], PaymentsConfig>();

/** The payments configuration of this process for an adapter, parsed once. */
export function paymentsConfigFor(adapter: PaymentsConfig['adapter']): PaymentsConfig {
  let config = cached.get(adapter);
  if (!config) {
    config = parsePaymentsConfig(process.env, adapter);
    cached.set(adapter, config);
  }
  return config;
}
