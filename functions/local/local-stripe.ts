import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { ApiAnswer, LocalApiClient } from './api-client';

/**
 * The local stand-in for Stripe's signing secret and price. Not secrets: they exist only so the
 * local checkout can sign events that the real webhook route verifies with the `stripe` library.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_only_not_a_real_secret_rumo';
export const LOCAL_PRICE_ID = 'price_local_rumo_12_meses';
const LOCAL_PRODUCT_ID = 'prod_local_rumo';

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;

export interface LocalSubscriptionFacts {
  subscriptionId: string;
  customerId: string;
  userId: string;
  status: string;
  /** Unix seconds. */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  priceId: string;
  amount: number;
  currency: string;
}

/** The facts of a fresh paid 12-month subscription of the local price for `userId`, from `start` (Unix s). */
export function paidFacts(userId: string, start: number): LocalSubscriptionFacts {
  return {
    subscriptionId: localId('sub'),
    customerId: localId('cus'),
    userId,
    status: 'active',
    periodStart: start,
    periodEnd: start + 365 * 24 * 3600,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    priceId: LOCAL_PRICE_ID,
    amount: 199700,
    currency: 'brl',
  };
}

export interface StripeShapedEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

function envelope(type: string, object: Record<string, unknown>, created: number): StripeShapedEvent {
  return {
    id: localId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const price = (facts: LocalSubscriptionFacts) => ({
  id: facts.priceId,
  object: 'price',
  active: true,
  currency: facts.currency,
  product: LOCAL_PRODUCT_ID,
  recurring: { interval: 'year', interval_count: 1 },
  type: 'recurring',
  unit_amount: facts.amount,
});

/** A subscription object in the shape of Stripe's API (period on the item, since 2025-03-31). */
export function subscriptionObject(facts: LocalSubscriptionFacts, created: number) {
  return {
    id: facts.subscriptionId,
    object: 'subscription',
    customer: facts.customerId,
    status: facts.status,
    created,
    start_date: facts.periodStart,
    cancel_at_period_end: facts.cancelAtPeriodEnd,
    cancel_at: facts.cancelAtPeriodEnd ? facts.periodEnd : null,
    canceled_at: facts.canceledAt,
    ended_at: facts.status === 'canceled' ? facts.canceledAt : null,
    currency: facts.currency,
    livemode: false,
    metadata: { userId: facts.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${facts.subscriptionId.slice(4)}`,
          object: 'subscription_item',
          current_period_start: facts.periodStart,
          current_period_end: facts.periodEnd,
          price: price(facts),
          quantity: 1,
        },
      ],
    },
  };
}

export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  facts: LocalSubscriptionFacts,
  created: number,
): StripeShapedEvent {
  return envelope(type, subscriptionObject(facts, created), created);
}

export function checkoutCompletedEvent(
  facts: LocalSubscriptionFacts,
  session: { id: string; email: string; successUrl: string; cancelUrl: string },
  created: number,
): StripeShapedEvent {
  return envelope(
    'checkout.session.completed',
    {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: facts.userId,
      customer: facts.customerId,
      customer_email: session.email,
      subscription: facts.subscriptionId,
      amount_total: facts.amount,
      currency: facts.currency,
      metadata: { userId: facts.userId },
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      livemode: false,
    },
    created,
  );
}

export function invoicePaidEvent(facts: LocalSubscriptionFacts, created: number): StripeShapedEvent {
  return envelope(
    'invoice.paid',
    {
      id: localId('in'),
      object: 'invoice',
      customer: facts.customerId,
      status: 'paid',
      amount_paid: facts.amount,
      currency: facts.currency,
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: facts.subscriptionId, metadata: { userId: facts.userId } },
      },
      status_transitions: { paid_at: created },
      lines: {
        object: 'list',
        data: [
          {
            id: localId('il'),
            object: 'line_item',
            amount: facts.amount,
            currency: facts.currency,
            period: { start: facts.periodStart, end: facts.periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: facts.priceId, product: LOCAL_PRODUCT_ID },
            },
          },
        ],
      },
    },
    created,
  );
}

/** Signs an event the way Stripe does (`Stripe-Signature: t=…,v1=…`) with the given secret. */
export function signedDelivery(
  event: StripeShapedEvent,
  secret: string,
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * POSTs an event to the local webhook route as Stripe does: the exact JSON text it signed (a test may
 * give another `payload`, `secret` or `signature`, or `null` for none).
 */
export function deliverWebhookEvent(
  api: Pick<LocalApiClient, 'call'>,
  event: StripeShapedEvent,
  options: { secret?: string; signature?: string | null; payload?: string } = {},
): Promise<ApiAnswer> {
  const signed = signedDelivery(event, options.secret ?? LOCAL_WEBHOOK_SECRET);
  const signature = options.signature === undefined ? signed.signature : options.signature;
  return api.call('POST', '/api/payments/webhook', {
    rawBody: options.payload ?? signed.payload,
    headers: signature ? { 'stripe-signature': signature } : {},
  });
}
