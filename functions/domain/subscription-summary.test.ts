import { describe, expect, it } from 'vitest';
import { checkSubscriptionResponse } from '../contracts/subscription';
import { checkSubscription, type StoredSubscription } from './subscription-summary';

const now = new Date('2026-06-01T12:00:00Z');
const paid: StoredSubscription = {
  id: 'sub_1',
  status: 'active',
  planId: 'anual',
  planName: 'Rumo Estratégico',
  currentPeriodEnd: '2027-06-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  priceId: 'price_fixo',
  amount: 199700,
  currency: 'brl',
};

describe('checkSubscription', () => {
  it('treats admins as subscribed to Admin Access, whatever is stored', () => {
    const answer = checkSubscription({ ...paid, status: 'canceled' }, true, now);
    expect(answer.subscribed).toBe(true);
    expect(answer.subscription).toMatchObject({ planName: 'Admin Access', status: 'active' });
    expect(checkSubscriptionResponse.parse(answer)).toEqual(answer);
  });

  it.each([
    ['active, period ahead', {}, true],
    ['trialing, period ahead', { status: 'trialing', priceId: null, amount: null, currency: null }, true],
    ['active, period over', { currentPeriodEnd: '2026-06-01T11:59:59.000Z' }, false],
    ['past_due', { status: 'past_due' }, false],
    ['canceled', { status: 'canceled' }, false],
  ] as const)('%s → subscribed %s', (_, change, subscribed) => {
    const answer = checkSubscription({ ...paid, ...change }, false, now);
    expect(answer.subscribed).toBe(subscribed);
    expect(checkSubscriptionResponse.parse(answer)).toEqual(answer);
  });

  it('maps the stored facts to the summary, with price only when complete', () => {
    expect(checkSubscription(paid, false, now).subscription).toEqual({
      id: 'sub_1',
      status: 'active',
      tier: 'anual',
      planName: 'Rumo Estratégico',
      currentPeriodEnd: '2027-06-01T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      product: { id: 'anual', name: 'Rumo Estratégico' },
      price: { id: 'price_fixo', amount: 199700, currency: 'brl' },
    });
    expect(checkSubscription({ ...paid, amount: null }, false, now).subscription?.price).toBeNull();
    expect(checkSubscription(null, false, now)).toEqual({ subscribed: false, subscription: null });
  });
});
