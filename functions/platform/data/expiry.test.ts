import { createWriteTransaction } from 'electrodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { epochSeconds, RETENTION_SECONDS } from './expiry';
import type * as AuditLog from './audit-log';
import type * as ImpersonationSessions from './impersonation-sessions';
import type * as Quotas from './quotas';
import type * as StripeEvents from '../../payments/stripe-event-records';
import type * as PlanAreaDrafts from '../../action-plan/plan-area-drafts';
import { tableSchema } from './table';

// The entities build their document client from the runtime configuration: give it one (no request
// is sent; every test reads the parameters ElectroDB would send).
let entities: {
  stripe: typeof StripeEvents;
  impersonation: typeof ImpersonationSessions;
  quotas: typeof Quotas;
  drafts: typeof PlanAreaDrafts;
  audit: typeof AuditLog;
};
beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('USER_POOL_ID', 'p');
  vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
  entities = {
    stripe: await import('../../payments/stripe-event-records'),
    impersonation: await import('./impersonation-sessions'),
    quotas: await import('./quotas'),
    drafts: await import('../../action-plan/plan-area-drafts'),
    audit: await import('./audit-log'),
  };
  vi.unstubAllEnvs();
});
afterEach(() => vi.useRealTimers());

const NOW = '2026-11-26T12:00:00.000Z';
const TTL = tableSchema.timeToLiveAttribute;

describe('expiring items carry the TTL attribute on every write', () => {
  it('a Stripe event record: 35 days after it is received', () => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
    const params = entities.stripe.StripeEventRecord.create({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      eventCreated: 1,
      outcome: 'applied',
    }).params() as { Item: Record<string, unknown> };
    expect(params.Item[TTL]).toBe(epochSeconds(NOW) + 35 * 86_400);
    expect(RETENTION_SECONDS.stripeEvent).toBe(35 * 86_400);
  });

  it('an impersonation session: a day after it ends', () => {
    const params = entities.impersonation.ImpersonationSessionEntity.put({
      adminId: 'admin',
      targetUserId: 'user',
      targetEmail: 'a@b.c',
      ipAddress: '1.2.3.4',
      userAgent: 'ua',
      startedAt: NOW,
      expiresAt: '2026-11-26T13:00:00.000Z',
    }).params() as { Item: Record<string, unknown> };
    expect(params.Item[TTL]).toBe(epochSeconds('2026-11-26T13:00:00.000Z') + 86_400);
    // Found by the user's deletion, whoever the admin (functions/account/delete-account.ts).
    expect(params.Item).toMatchObject({ gsi1pk: 'IMPERSONATED#user', gsi1sk: 'admin' });
  });

  it('an audit record: five years after it is written', () => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
    const { Put } = entities.audit.auditPut({
      at: NOW,
      requestId: 'r',
      action: 'user.deleted',
      actorId: 'admin',
      target: 'user:u',
      details: {},
    });
    expect((Put as { Item: Record<string, unknown> }).Item[TTL]).toBe(epochSeconds(NOW) + 5 * 365 * 86_400);
  });

  it('a daily quota counter: renewed by every update, a week and a day after the write', () => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
    const expected = epochSeconds(NOW) + 8 * 86_400;
    const update = entities.quotas.QuotaEntity.update({ userId: 'u', day: '2026-11-26' })
      .add({ geniusMessages: 1 })
      .params() as {
      UpdateExpression: string;
      ExpressionAttributeNames: Record<string, string>;
      ExpressionAttributeValues: Record<string, unknown>;
    };
    const [nameKey] = Object.entries(update.ExpressionAttributeNames).find(([, name]) => name === TTL)!;
    expect(update.UpdateExpression).toMatch(new RegExp(`SET .*${nameKey} = (:\\w+)`));
    const valueKey = new RegExp(`${nameKey} = (:\\w+)`).exec(update.UpdateExpression)![1]!;
    expect(update.ExpressionAttributeValues[valueKey]).toBe(expected);
  });

  it('an action plan area’s draft: a day after it is written', () => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
    const params = entities.drafts.PlanAreaDraftEntity.put({
      userId: 'u',
      planId: 'p',
      slot: '00',
      area: 'Vendas',
      today: '2026-11-26',
      tasks: [],
    }).params() as { Item: Record<string, unknown> };
    expect(params.Item[TTL]).toBe(epochSeconds(NOW) + 86_400);
    expect(params.Item.sk).toBe('PLANDRAFT#p#00');
  });

  it('the quota unit taken inside a transaction (plan, Genius, website writes)', () => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
    const { QuotaEntity } = entities.quotas;
    const params = createWriteTransaction({ quota: QuotaEntity }, ({ quota }) => [
      quota
        .update({ userId: 'u', day: '2026-11-26' })
        .add({ planGenerations: 1 })
        .where(({ planGenerations }, { notExists }) => notExists(planGenerations))
        .commit(),
    ]).params() as { TransactItems: { Update: { ExpressionAttributeValues: Record<string, unknown> } }[] };
    expect(Object.values(params.TransactItems[0]!.Update.ExpressionAttributeValues)).toContain(
      epochSeconds(NOW) + 8 * 86_400,
    );
  });
});
