import { describe, expect, it } from 'vitest';
import {
  decidePaymentChange,
  type PaymentChange,
  type PlanRef,
  type SubscriptionState,
} from './payment-events';

const plan: PlanRef = {
  id: 'anual',
  name: 'Rumo Estratégico',
  priceId: 'price_fixo',
  amount: 199700,
  currency: 'brl',
};
const seconds = (iso: string) => Date.parse(iso) / 1000;
const T0 = seconds('2026-04-10T12:00:00Z');

const subscriptionEvent = (overrides: Partial<Extract<PaymentChange, { kind: 'subscription' }>> = {}) =>
  ({
    kind: 'subscription',
    deleted: false,
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    periodStart: T0,
    priceId: 'price_fixo',
    amount: 199700,
    currency: 'brl',
    ...overrides,
  }) satisfies PaymentChange;

const deleted = subscriptionEvent({ deleted: true, status: 'canceled', canceledAt: T0 + 60 });
const invoicePaid = (periodStart: number): PaymentChange => ({
  kind: 'invoice-paid',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  periodStart,
  priceId: 'price_fixo',
  amount: 199700,
  currency: 'brl',
});
const checkout = (paid = true): PaymentChange => ({
  kind: 'checkout-completed',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  paid,
  amount: 199700,
  currency: 'brl',
});

const trial: SubscriptionState = {
  status: 'trialing',
  planId: 'trial',
  planName: 'Período de teste',
  currentPeriodStart: '2026-04-01T00:00:00.000Z',
  currentPeriodEnd: '2026-05-01T00:00:00.000Z',
  canceledAt: null,
  cancelAtPeriodEnd: false,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  priceId: null,
  amount: null,
  currency: null,
  lastEventAt: 0,
  endedSubscriptionIds: [],
};

/** Applies events in order, as the webhook does one by one. */
function run(start: SubscriptionState | null, events: Array<[PaymentChange, number]>) {
  let state = start;
  const outcomes: string[] = [];
  for (const [change, created] of events) {
    const decision = decidePaymentChange(state, change, created, plan);
    outcomes.push(decision.outcome);
    if (decision.next) state = decision.next;
  }
  return { state: state!, outcomes };
}

describe('decidePaymentChange', () => {
  it('turns a trial into a paid subscription of 12 calendar months from the period start', () => {
    const { state } = run(trial, [[subscriptionEvent(), T0]]);
    expect(state).toMatchObject({
      status: 'active',
      planId: 'anual',
      planName: 'Rumo Estratégico',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      currentPeriodStart: '2026-04-10T12:00:00.000Z',
      currentPeriodEnd: '2027-04-10T12:00:00.000Z',
      priceId: 'price_fixo',
      amount: 199700,
      currency: 'brl',
      lastEventAt: T0,
    });
  });

  it('grants once for the three events of one checkout, in any order', () => {
    const events: Array<[PaymentChange, number]> = [
      [subscriptionEvent(), T0],
      [invoicePaid(T0), T0],
      [checkout(), T0 + 1],
    ];
    const inOrder = run(trial, events).state;
    const reversed = run(trial, [...events].reverse()).state;
    expect(inOrder.currentPeriodEnd).toBe('2027-04-10T12:00:00.000Z');
    expect(reversed.status).toBe('active');
    // Whichever came first, the end is one year after the payment, never two.
    for (const state of [inOrder, reversed]) {
      expect(
        Date.parse(state.currentPeriodEnd!) - Date.parse('2027-04-10T12:00:00.000Z'),
      ).toBeLessThanOrEqual(1000);
    }
  });

  it('never lets an older event overwrite a newer state', () => {
    const cancelLater = subscriptionEvent({ cancelAtPeriodEnd: true });
    const { state, outcomes } = run(trial, [
      [cancelLater, T0 + 100],
      [subscriptionEvent(), T0],
    ]);
    expect(outcomes).toEqual(['applied', 'stale']);
    expect(state.cancelAtPeriodEnd).toBe(true);
    expect(state.lastEventAt).toBe(T0 + 100);
  });

  it('does not resurrect a subscription whose deletion arrived before its creation', () => {
    const { state, outcomes } = run(trial, [
      [deleted, T0 + 60],
      [subscriptionEvent(), T0],
      [invoicePaid(T0), T0],
      [checkout(), T0 + 1],
    ]);
    expect(outcomes).toEqual(['applied', 'stale', 'stale', 'stale']);
    expect(state.status).toBe('canceled');
    expect(state.endedSubscriptionIds).toEqual(['sub_1']);
  });

  it('keeps a deleted subscription ended even when a later-stamped event about it arrives', () => {
    const { state, outcomes } = run(null, [
      [deleted, T0],
      [subscriptionEvent(), T0],
      [subscriptionEvent({ cancelAtPeriodEnd: true }), T0 + 5],
      [checkout(), T0 + 9],
    ]);
    expect(outcomes).toEqual(['applied', 'ended', 'ended', 'ended']);
    expect(state.status).toBe('canceled');
    expect(state.canceledAt).toBe(new Date((T0 + 60) * 1000).toISOString());
  });

  it('a renewal invoice extends by 12 months from the new period; an old invoice never shortens', () => {
    const renewalStart = seconds('2027-04-10T12:00:00Z');
    const { state } = run(trial, [
      [subscriptionEvent(), T0],
      [invoicePaid(renewalStart), renewalStart],
    ]);
    expect(state.currentPeriodEnd).toBe('2028-04-10T12:00:00.000Z');
    const again = decidePaymentChange(state, invoicePaid(T0), renewalStart, plan);
    expect(again.next?.currentPeriodEnd).toBe('2028-04-10T12:00:00.000Z');
  });

  it('a paid checkout alone grants 12 months from its completion; an unpaid one only links the customer', () => {
    const paid = run(trial, [[checkout(), T0]]).state;
    expect(paid).toMatchObject({
      status: 'active',
      stripeCustomerId: 'cus_1',
      currentPeriodEnd: '2027-04-10T12:00:00.000Z',
      lastEventAt: 0,
    });
    const pending = run(trial, [[checkout(false), T0]]).state;
    expect(pending).toMatchObject({
      status: 'trialing',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    });
  });

  it('a cancellation of another subscription only records it as ended', () => {
    const active = run(trial, [[subscriptionEvent(), T0]]).state;
    const other = subscriptionEvent({ subscriptionId: 'sub_old', deleted: true, status: 'canceled' });
    const decision = decidePaymentChange(active, other, T0 + 10, plan);
    expect(decision.outcome).toBe('other-subscription');
    expect(decision.next).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_1', lastEventAt: T0 });
    expect(decision.next?.endedSubscriptionIds).toEqual(['sub_old']);
  });

  it('falls back to the plan for price fields the event lacks', () => {
    const { state } = run(null, [[subscriptionEvent({ priceId: null, amount: null, currency: null }), T0]]);
    expect(state).toMatchObject({ priceId: 'price_fixo', amount: 199700, currency: 'brl' });
  });
});
