import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import * as z from 'zod';
import { runtimeConfig } from '../platform/config/runtime';
import type { PaymentsConfig } from '../platform/config/payments';
import { WebhookSignatureError, type PaymentsPort } from './port';
import { toVerifiedEvent } from './stripe-events';

const stripeSecret = z.object({
  secretKey: z.string().startsWith('sk_').or(z.string().startsWith('rk_')),
  webhookSecret: z.string().startsWith('whsec_'),
});
type StripeSecret = z.infer<typeof stripeSecret>;

/** Reads `{ secretKey, webhookSecret }` from Secrets Manager (once per cold start). */
async function readStripeSecret(secretName: string): Promise<StripeSecret> {
  const client = new SecretsManagerClient({ region: runtimeConfig().AWS_REGION });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretName }));
    const parsed = stripeSecret.safeParse(JSON.parse(SecretString ?? '{}'));
    if (!parsed.success) {
      // Never log the value: only which keys are wrong.
      throw new Error(`secret ${secretName} must be JSON { secretKey: "sk_…", webhookSecret: "whsec_…" }`);
    }
    return parsed.data;
  } finally {
    client.destroy();
  }
}

/**
 * The production adapter: Stripe Checkout (mode subscription, the fixed price), the Stripe
 * customer portal, and webhook verification with the endpoint's signing secret.
 */
export async function createStripeAdapter(
  config: Extract<PaymentsConfig, { adapter: 'stripe' }>,
): Promise<PaymentsPort> {
  const secret = await readStripeSecret(config.stripeSecretName);
  const stripe = new Stripe(secret.secretKey, { maxNetworkRetries: 2, timeout: 8000 });

  return {
    adapter: 'stripe',

    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.priceId, quantity: 1 }],
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: 'pt-BR',
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'pt-BR',
      });
      return { url: session.url };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        const gone = error instanceof Stripe.errors.StripeInvalidRequestError;
        if (!gone) throw error;
        const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (current && current.status !== 'canceled') throw error;
      }
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        const missing =
          error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
        if (!missing) throw error;
      }
    },

    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      try {
        const event = await stripe.webhooks.constructEventAsync(rawBody, signature, secret.webhookSecret);
        return toVerifiedEvent(event);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
