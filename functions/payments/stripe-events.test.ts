import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toVerifiedEvent } from './stripe-events';

const sample = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../events/stripe/${name}.json`, import.meta.url), 'utf8'));

describe('toVerifiedEvent', () => {
  it('reads checkout.session.completed: our user, the customer and subscription, paid', () => {
    expect(toVerifiedEvent(sample('checkout-session-completed'))).toEqual({
      id: 'evt_sample_checkout_completed',
      type: 'checkout.session.completed',
      created: 1775822400,
      userId: 'user-sub-sample',
      change: {
        kind: 'checkout-completed',
        customerId: 'cus_sample',
        subscriptionId: 'sub_sample',
        paid: true,
        amount: 199700,
        currency: 'brl',
      },
    });
  });

  it('ignores checkouts that are not subscriptions, and treats pending payments as unpaid', () => {
    const event = sample('checkout-session-completed');
    event.data.object.mode = 'payment';
    expect(toVerifiedEvent(event).change).toBeNull();
    event.data.object.mode = 'subscription';
    event.data.object.payment_status = 'unpaid';
    expect(toVerifiedEvent(event).change).toMatchObject({ paid: false });
  });

  it('reads a subscription with the period on its item (API 2025-03-31 and later)', () => {
    expect(toVerifiedEvent(sample('customer-subscription-created'))).toMatchObject({
      userId: 'user-sub-sample',
      change: {
        kind: 'subscription',
        deleted: false,
        subscriptionId: 'sub_sample',
        customerId: 'cus_sample',
        status: 'active',
        cancelAtPeriodEnd: false,
        canceledAt: null,
        periodStart: 1775822400,
        priceId: 'price_sample_fixed',
        amount: 199700,
        currency: 'brl',
      },
    });
  });

  it('reads a deleted subscription of an older API version, without our metadata', () => {
    expect(toVerifiedEvent(sample('customer-subscription-deleted-legacy'))).toMatchObject({
      userId: null,
      change: {
        kind: 'subscription',
        deleted: true,
        status: 'canceled',
        canceledAt: 1775825990,
        periodStart: 1775822400,
      },
    });
  });

  it('reads invoice.paid in both shapes: the paid period starts at the line period', () => {
    expect(toVerifiedEvent(sample('invoice-paid'))).toMatchObject({
      userId: 'user-sub-sample',
      change: {
        kind: 'invoice-paid',
        subscriptionId: 'sub_sample',
        customerId: 'cus_sample',
        periodStart: 1807358400,
        priceId: 'price_sample_fixed',
        amount: 199700,
      },
    });
    expect(toVerifiedEvent(sample('invoice-paid-legacy'))).toMatchObject({
      userId: 'user-sub-sample',
      change: {
        kind: 'invoice-paid',
        subscriptionId: 'sub_sample',
        periodStart: 1775822400,
        priceId: 'price_sample_fixed',
      },
    });
  });

  it('answers no change for other event types and for invoices without a subscription', () => {
    expect(toVerifiedEvent(sample('payment-intent-succeeded'))).toMatchObject({ change: null, userId: null });
    const oneOff = sample('invoice-paid');
    oneOff.data.object.parent = null;
    expect(toVerifiedEvent(oneOff).change).toBeNull();
  });
});
