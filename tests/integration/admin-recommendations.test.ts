import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { recommendation } from '../security/support/route-examples';
import { call, signIn } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { newPlainUser } from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
const text = adminMessages.recommendations;
const PATH = '/api/admin/investment-recommendations';
// Minimum revenues far above any test's revenue: no other test's lookup meets these bands.
const BASE = 80_000_000_000;

let token: string;
const as = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body !== undefined ? { body } : {}) });
const detailsOf = (answer: { body: { details?: { field: string; message: string }[] } }) =>
  answer.body.details ?? [];

beforeAll(async () => {
  token = await signIn(admin.email, admin.password);
});

describe('admin investment recommendations', () => {
  it('lists the seeded bands by revenue and the profiles by score, for one profile when asked', async () => {
    const all = (await as('GET', PATH)).body;
    expect(all.profiles.map((profile: { id: string }) => profile.id)).toEqual([
      'conservador',
      'moderado',
      'dinamico',
      'arrojado',
      'agressivo',
    ]);
    expect(all.recommendations.length).toBeGreaterThanOrEqual(40);
    const mins = all.recommendations.map((item: { revenueMin: number }) => item.revenueMin);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    const moderate = (await as('GET', `${PATH}?profileId=moderado`)).body.recommendations;
    expect(moderate.length).toBeGreaterThan(0);
    expect(new Set(moderate.map((item: { profileId: string }) => item.profileId))).toEqual(
      new Set(['moderado']),
    );
    const user = await newPlainUser('recomendacoes');
    expect((await call('GET', PATH, { token: user.token })).status).toBe(403);
  });

  it('refuses each invalid field with the spec message, and channels that do not total 100', async () => {
    const valid = recommendation(BASE + 1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ profileId: '' }, 'profileId', text.validation.profileRequired],
      [{ businessType: undefined }, 'businessType', text.validation.businessTypeRequired],
      [{ revenueMin: undefined }, 'revenueMin', text.validation.revenueMinRequired],
      [{ revenueMin: -1 }, 'revenueMin', text.validation.notNegative],
      [{ revenueMax: BASE }, 'revenueMax', text.validation.maxAboveMin],
      [{ marketingPercentage: 101 }, 'marketingPercentage', text.validation.atMost100],
      [{ marketingPercentage: undefined }, 'marketingPercentage', text.validation.marketingRequired],
      [{ crm: undefined }, 'crm', text.validation.channelRequired.crm],
      [{ content: 10 }, 'content', text.validation.channelsSum],
    ];
    for (const [change, field, message] of cases) {
      const answer = await as('POST', PATH, { ...valid, ...change });
      expect(answer.status, field).toBe(400);
      expect(detailsOf(answer), field).toContainEqual({ field, message });
    }
    // Within the 0.01 tolerance is a total of 100.
    const tolerated = await as('POST', PATH, { ...valid, content: 20.005, performance: 29.999 });
    expect(tolerated.status).toBe(201);
    const unknown = await as('POST', PATH, { ...recommendation(BASE + 2), profileId: 'inexistente' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(text.unknownProfile);
    expect((await as('GET', PATH)).body.recommendations).not.toContainEqual(
      expect.objectContaining({ revenueMin: BASE + 2 }),
    );
  });

  it('creates, edits, moves and deletes a band; its key stays unique; every write is audited', async () => {
    const created = await as('POST', PATH, recommendation(BASE + 10));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(id).toBe(`moderado~B2C~${BASE + 10}`);
    expect((await as('POST', PATH, recommendation(BASE + 10))).status).toBe(409);

    const edited = await as('PUT', `${PATH}/${id}`, {
      ...recommendation(BASE + 10),
      marketingPercentage: 7.5,
    });
    expect(edited.body).toMatchObject({ id, marketingPercentage: 7.5 });

    const other = (await as('POST', PATH, recommendation(BASE + 20))).body.id as string;
    const clash = await as('PUT', `${PATH}/${id}`, recommendation(BASE + 20));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(text.duplicate);

    const moved = await as('PUT', `${PATH}/${id}`, { ...recommendation(BASE + 30), businessType: 'B2B' });
    expect(moved.body.id).toBe(`moderado~B2B~${BASE + 30}`);
    const listed = (await as('GET', `${PATH}?profileId=moderado`)).body.recommendations as { id: string }[];
    expect(listed.map((item) => item.id)).toEqual(expect.arrayContaining([moved.body.id, other]));
    expect(listed.map((item) => item.id)).not.toContain(id);
    expect((await as('PUT', `${PATH}/${id}`, recommendation(BASE + 10))).status).toBe(404);

    expect((await as('DELETE', `${PATH}/${moved.body.id}`)).status).toBe(204);
    expect((await as('DELETE', `${PATH}/${moved.body.id}`)).status).toBe(404);
    expect((await as('DELETE', `${PATH}/nao-e-um-id`)).status).toBe(400);

    useStackEnvironment();
    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    expect((await listAuditOfTarget(`recommendation:${id}`)).map((record) => record.action)).toEqual([
      'recommendation.created',
      'recommendation.updated',
    ]);
    expect(
      (await listAuditOfTarget(`recommendation:${moved.body.id}`)).map((record) => record.action),
    ).toEqual(['recommendation.updated', 'recommendation.deleted']);
    // The audit is written in the write's own transaction: the refused ones (409, 404) left none.
    expect((await listAuditOfTarget(`recommendation:${other}`)).map((record) => record.action)).toEqual([
      'recommendation.created',
    ]);
  });

  it('are the admins’ once seeded: loading the seed again leaves their changes alone', async () => {
    const kept = await as('POST', PATH, recommendation(BASE + 40));
    expect(kept.status).toBe(201);
    useStackEnvironment();
    const { loadSeed } = await import('../../functions/seed/load-seed');
    const reports = await loadSeed();
    expect(reports.find((report) => report.partition === 'CATALOG#INVREC')).toMatchObject({
      status: 'unchanged',
      put: 0,
      deleted: 0,
    });
    expect((await as('GET', PATH)).body.recommendations).toContainEqual(
      expect.objectContaining({ id: kept.body.id }),
    );
  });
});
