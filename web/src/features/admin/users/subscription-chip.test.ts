import { describe, expect, it } from 'vitest';
import type { AdminUserSubscription } from '@contracts/admin-users';
import { accessChip } from './subscription-chip';

const subscription = (status: string): AdminUserSubscription => ({
  id: 'sub',
  status,
  planId: 'administrative',
  planName: 'Plano Básico',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  canceledAt: null,
  cancelAtPeriodEnd: false,
  paidWithStripe: false,
});

describe('the users table access chip', () => {
  it('says an admin is on the administrative plan, whatever is stored', () => {
    expect(accessChip(null, true)).toMatchObject({ label: 'Plano Administrativo', color: 'success' });
    expect(accessChip(subscription('canceled'), true).label).toBe('Plano Administrativo');
  });

  it("shows anyone else's status, or 'Sem assinatura'", () => {
    expect(accessChip(null, false)).toMatchObject({ label: 'Sem assinatura' });
    expect(accessChip(subscription('active'), false)).toMatchObject({
      label: 'Ativa',
      color: 'success',
      title: 'Ativa · Plano Básico',
    });
  });
});
