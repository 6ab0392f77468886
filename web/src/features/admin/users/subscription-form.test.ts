import { describe, expect, it } from 'vitest';
import type { AdminUserSubscription } from '@contracts/admin-users';
import {
  availableActions,
  initialSubscriptionForm,
  subscriptionFormErrors,
  subscriptionRequest,
} from './subscription-form';

// 10:00 in Brasília on 10 March 2026.
const now = new Date('2026-03-10T13:00:00Z');

const subscription = (overrides: Partial<AdminUserSubscription> = {}): AdminUserSubscription => ({
  id: 'sub-1',
  status: 'active',
  planId: 'administrative',
  planName: 'Plano Básico',
  currentPeriodStart: '2026-03-01T12:00:00.000Z',
  currentPeriodEnd: '2026-04-01T02:59:59.999Z',
  canceledAt: null,
  cancelAtPeriodEnd: false,
  paidWithStripe: false,
  ...overrides,
});

describe('initialSubscriptionForm', () => {
  it("is administrative, 'Plano Básico', expiring 30 days ahead in Brasília", () => {
    expect(initialSubscriptionForm(now)).toEqual({
      mode: 'administrative',
      planName: 'Plano Básico',
      planId: '',
      expiryDate: '2026-04-09',
    });
    // 23:30 in Brasília on 31 January is already 1 February in UTC: the day counts in Brasília.
    expect(initialSubscriptionForm(new Date('2026-02-01T02:30:00Z')).expiryDate).toBe('2026-03-02');
  });
});

describe('availableActions', () => {
  it('offers only create to a user without a subscription', () => {
    expect(availableActions(null, now)).toEqual(['create']);
  });

  it('does not offer create while a subscription gives access', () => {
    expect(availableActions(subscription(), now)).toEqual(['update', 'update_expiry', 'cancel', 'verify']);
    expect(availableActions(subscription({ status: 'trialing' }), now)).not.toContain('create');
  });

  it('offers create again once it has ended or was canceled (and no cancel of a canceled one)', () => {
    expect(availableActions(subscription({ currentPeriodEnd: '2026-03-01T00:00:00Z' }), now)).toEqual([
      'create',
      'update',
      'update_expiry',
      'cancel',
      'verify',
    ]);
    expect(availableActions(subscription({ status: 'canceled' }), now)).toEqual([
      'create',
      'update',
      'update_expiry',
      'verify',
    ]);
    expect(availableActions(subscription({ status: 'past_due' }), now)).toContain('create');
  });
});

describe('subscriptionFormErrors (spec 5)', () => {
  const values = initialSubscriptionForm(now);

  it('accepts the defaults', () => {
    expect(subscriptionFormErrors('create', values, now)).toEqual({});
  });

  it('needs a plan name in administrative mode and a plan in paid mode', () => {
    expect(subscriptionFormErrors('create', { ...values, planName: '  ' }, now)).toEqual({
      planName: 'Informe o nome do plano',
    });
    expect(subscriptionFormErrors('update', { ...values, mode: 'paid' }, now)).toEqual({
      planId: 'Selecione um plano',
    });
    expect(subscriptionFormErrors('update', { ...values, mode: 'paid', planId: 'plano-1' }, now)).toEqual({});
  });

  it('refuses an expiry in the past or missing; today is allowed', () => {
    expect(subscriptionFormErrors('update_expiry', { ...values, expiryDate: '2026-03-09' }, now)).toEqual({
      expiryDate: 'A data de expiração não pode estar no passado',
    });
    expect(subscriptionFormErrors('update_expiry', { ...values, expiryDate: '' }, now)).toEqual({
      expiryDate: 'Informe a data de expiração',
    });
    expect(subscriptionFormErrors('update_expiry', { ...values, expiryDate: '2026-02-30' }, now)).toEqual({
      expiryDate: 'Informe a data de expiração',
    });
    expect(subscriptionFormErrors('update_expiry', { ...values, expiryDate: '2026-03-10' }, now)).toEqual({});
  });

  it('checks only what the action reads', () => {
    const broken = { ...values, planName: '', expiryDate: '' };
    expect(subscriptionFormErrors('update_expiry', broken, now)).toEqual({
      expiryDate: 'Informe a data de expiração',
    });
    expect(subscriptionFormErrors('cancel', broken, now)).toEqual({});
    expect(subscriptionFormErrors('verify', broken, now)).toEqual({});
  });
});

describe('subscriptionRequest', () => {
  const values = { ...initialSubscriptionForm(now), planId: 'plano-1' };

  it('sends the chosen mode with its own plan field', () => {
    expect(subscriptionRequest('create', values)).toEqual({
      action: 'create',
      mode: 'administrative',
      planName: 'Plano Básico',
      expiryDate: '2026-04-09',
    });
    expect(subscriptionRequest('update', { ...values, mode: 'paid' })).toEqual({
      action: 'update',
      mode: 'paid',
      planId: 'plano-1',
      expiryDate: '2026-04-09',
    });
  });

  it('sends only the date to update the expiry, and nothing else to cancel or verify', () => {
    expect(subscriptionRequest('update_expiry', values)).toEqual({
      action: 'update_expiry',
      expiryDate: '2026-04-09',
    });
    expect(subscriptionRequest('cancel', values)).toEqual({ action: 'cancel' });
    expect(subscriptionRequest('verify', values)).toEqual({ action: 'verify' });
  });
});
