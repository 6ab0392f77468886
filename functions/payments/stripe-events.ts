import type { PaymentChange, VerifiedEvent } from '../domain/payment-events';

/**
 * Reduces a verified Stripe event to a PaymentChange. Stripe objects are read through the minimal
 * shapes below because the payload follows the webhook endpoint's API version: since 2025-03-31
 * the period lives on subscription items and an invoice names its subscription under `parent`;
 * older versions had `current_period_start` on the subscription and `invoice.subscription`. Both
 * are understood.
 */
interface StripeEventShape {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));
type Metadata = Record<string, string> | null | undefined;
const userIdOf = (...sources: Metadata[]): string | null => {
  for (const metadata of sources) if (metadata?.userId) return metadata.userId;
  return null;
};

interface CheckoutSessionShape {
  mode?: string;
  client_reference_id?: string | null;
  customer?: Ref;
  subscription?: Ref;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
  metadata?: Metadata;
}

interface PriceShape {
  id?: string;
  unit_amount?: number | null;
  currency?: string;
}

interface SubscriptionShape {
  id: string;
  customer?: Ref;
  status?: string;
  cancel_at_period_end?: boolean;
  canceled_at?: number | null;
  current_period_start?: number;
  currency?: string;
  metadata?: Metadata;
  items?: { data?: Array<{ current_period_start?: number; price?: PriceShape | null }> };
}

interface InvoiceShape {
  customer?: Ref;
  subscription?: Ref;
  amount_paid?: number;
  currency?: string;
  subscription_details?: { metadata?: Metadata } | null;
  parent?: { subscription_details?: { subscription?: Ref; metadata?: Metadata } | null } | null;
  status_transitions?: { paid_at?: number | null };
  lines?: {
    data?: Array<{
      period?: { start?: number };
      price?: PriceShape | null;
      pricing?: { price_details?: { price?: Ref } | null } | null;
    }>;
  };
}

export function toVerifiedEvent(event: StripeEventShape): VerifiedEvent {
  const base = { id: event.id, type: event.type, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as CheckoutSessionShape;
      const customerId = idOf(session.customer);
      const userId = session.client_reference_id ?? userIdOf(session.metadata);
      if (session.mode !== 'subscription' || !customerId) return { ...base, change: null, userId };
      const change: PaymentChange = {
        kind: 'checkout-completed',
        customerId,
        subscriptionId: idOf(session.subscription),
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        amount: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
      return { ...base, change, userId };
    }

    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object as SubscriptionShape;
      const customerId = idOf(subscription.customer);
      const userId = userIdOf(subscription.metadata);
      if (!customerId || !subscription.status) return { ...base, change: null, userId };
      const item = subscription.items?.data?.[0];
      const change: PaymentChange = {
        kind: 'subscription',
        deleted: event.type === 'customer.subscription.deleted',
        subscriptionId: subscription.id,
        customerId,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
        canceledAt: subscription.canceled_at ?? null,
        periodStart: item?.current_period_start ?? subscription.current_period_start ?? null,
        priceId: item?.price?.id ?? null,
        amount: item?.price?.unit_amount ?? null,
        currency: item?.price?.currency ?? subscription.currency ?? null,
      };
      return { ...base, change, userId };
    }

    case 'invoice.paid': {
      const invoice = event.data.object as InvoiceShape;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
      const customerId = idOf(invoice.customer);
      const userId = userIdOf(details?.metadata, invoice.subscription_details?.metadata);
      // One-off invoices (no subscription) grant nothing.
      if (!subscriptionId || !customerId) return { ...base, change: null, userId };
      const line = invoice.lines?.data?.find((candidate) => candidate.period?.start !== undefined);
      const change: PaymentChange = {
        kind: 'invoice-paid',
        subscriptionId,
        customerId,
        periodStart: line?.period?.start ?? invoice.status_transitions?.paid_at ?? event.created,
        priceId: idOf(line?.pricing?.price_details?.price) ?? line?.price?.id ?? null,
        amount: invoice.amount_paid ?? null,
        currency: invoice.currency ?? null,
      };
      return { ...base, change, userId };
    }

    default:
      return { ...base, change: null, userId: null };
  }
}
