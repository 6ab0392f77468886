import * as z from 'zod';
import { ConfigError } from './runtime';
import { parseOrigins } from '../domain/return-urls';

/**
 * What the payment functions need beyond the shared runtime configuration. Read on first use by
 * the payment routes only, so the other functions do not depend on it.
 */
const paymentsSchema = z.object({
  /** The one Stripe price every plan is sold at (spec: "one fixed price identifier"). */
  STRIPE_PRICE_ID: z.string().trim().min(1, 'STRIPE_PRICE_ID is required (CDK context stripePriceId)'),
  /** Where checkout and the portal may send the browser back to. */
  APP_ORIGINS: z
    .string()
    .min(1, 'APP_ORIGINS is required (CDK context appOrigins or domainName)')
    .transform((value, context) => {
      try {
        const origins = parseOrigins(value);
        if (origins.length === 0) throw new Error('no origin');
        return origins;
      } catch (error) {
        context.addIssue({ code: 'custom', message: `APP_ORIGINS: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  /** stripe adapter: the Secrets Manager secret holding `{ secretKey, webhookSecret }`. */
  STRIPE_SECRET_NAME: z.string().trim().optional(),
  /** local adapter: the fixed, non-secret signing key of the local checkout's webhooks. */
  LOCAL_PAYMENTS_WEBHOOK_SECRET: z.string().trim().optional(),
});

export type PaymentsConfig =
  | { adapter: 'stripe'; priceId: string; appOrigins: string[]; stripeSecretName: string }
  | { adapter: 'local'; priceId: string; appOrigins: string[]; webhookSecret: string };

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
  const { STRIPE_PRICE_ID: priceId, APP_ORIGINS: appOrigins } = result.data;
  return adapter === 'stripe'
    ? { adapter, priceId, appOrigins, stripeSecretName: result.data.STRIPE_SECRET_NAME! }
    : { adapter, priceId, appOrigins, webhookSecret: result.data.LOCAL_PAYMENTS_WEBHOOK_SECRET! };
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
