import { randomUUID } from 'node:crypto';
import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { coreDiagnosticSlugs, type DiagnosticQuestion } from '../../functions/contracts/diagnostics';
import { subscriptionEvent } from '../../functions/local/local-stripe';
import { validAnswer } from './support/answers';
import { saoPauloDate } from '../../functions/domain/notifications';
import { call, cognito, cognitoUserExists, documents, signIn, stack, uniqueEmail } from './support/clients';
import { testAudit } from './support/audit';
import { useStackEnvironment } from './support/environment';
import { deliver, newTrialUser, nowSeconds, paidFacts, storedSubscription } from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
const sub = adminMessages.subscription;
const DAY_MS = 24 * 60 * 60 * 1000;

let token: string;
let adminId: string;

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { token, ...(body !== undefined ? { body } : {}) });

async function createUser(
  fields: Partial<{ firstName: string; lastName: string; role: string; email: string }> = {},
) {
  const email = fields.email ?? uniqueEmail('admcriado');
  const answer = await asAdmin('POST', '/api/admin/users', {
    firstName: 'Conceição',
    lastName: 'Araújo',
    password: 'segredo',
    ...fields,
    email,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...answer.body, email, password: 'segredo' } as { id: string; email: string; password: string };
}

/** By the user's sub: the pool's username (the e-mail is its alias). */
const groupsOf = async (userId: string) =>
  (
    await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.resources.userPoolId, Username: userId }),
    )
  ).Groups?.map((group) => group.GroupName);

const search = async (term: string, extra = '') =>
  (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(term)}${extra}`)).body;
const foundIds = async (term: string) =>
  (await search(term)).users.map((user: { id: string }) => user.id) as string[];

/** Every item that names the user: their partition, their search index line, anything with their id. */
async function itemsOf(userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: stack.resources.tableName,
        FilterExpression: 'begins_with(pk, :pk) OR userId = :id OR attribute_exists(#line)',
        ExpressionAttributeNames: { '#line': `u#${userId}` },
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':id': userId },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function auditOf(userId: string) {
  useStackEnvironment();
  const { listAuditOfUser } = await import('../../functions/platform/data/audit-log');
  return listAuditOfUser(userId);
}

beforeAll(async () => {
  token = await signIn(admin.email, admin.password);
  adminId = (await call('GET', '/api/me', { token })).body.id;
});

describe('admin users', () => {
  it('creates a confirmed user with the role asked, and refuses a short password and a taken e-mail', async () => {
    const created = await createUser({ role: 'admin' });
    expect(created).toMatchObject({ firstName: 'Conceição', roles: ['admin', 'user'], subscription: null });
    expect(await groupsOf(created.id)).toEqual(['admin']);
    expect(await signIn(created.email, created.password)).toEqual(expect.any(String));

    const short = await asAdmin('POST', '/api/admin/users', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail('curta'),
      password: '12345',
    });
    expect(short.status).toBe(400);
    const taken = await asAdmin('POST', '/api/admin/users', {
      firstName: 'A',
      lastName: 'B',
      email: created.email.toUpperCase(),
      password: 'segredo',
    });
    expect(taken.status).toBe(409);
    expect((await auditOf(created.id)).map((record) => record.action)).toEqual(['user.created']);
  });

  it('pages the list with its own cursor; any other cursor is a 400, never a 500', async () => {
    const first = (await asAdmin('GET', '/api/admin/users?limit=1')).body;
    expect(first.cursor).toEqual(expect.any(String));
    const next = await asAdmin('GET', `/api/admin/users?limit=1&cursor=${encodeURIComponent(first.cursor)}`);
    expect(next.status).toBe(200);
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE' })).toString('base64url');
    for (const cursor of ['ō🠯', 'bm90LWpzb24', forged, 'offset:2']) {
      const refused = await asAdmin('GET', `/api/admin/users?cursor=${encodeURIComponent(cursor)}`);
      expect(refused.status, cursor).toBe(400);
      expect(refused.body.message, cursor).toBe('Cursor inválido');
    }
  });

  it('searches names and e-mails on the server, ignoring case and accents, and counts every match', async () => {
    const marker = `zé${randomUUID().slice(0, 6)}`;
    const users = await Promise.all(
      ['Ana', 'Bruna', 'Célia'].map((firstName) => createUser({ firstName, lastName: `${marker} Souza` })),
    );

    const all = await search(marker.toUpperCase().replace('É', 'E'));
    expect(all.total).toBe(3);
    expect(all.users.map((user: { id: string }) => user.id).sort()).toEqual(users.map((u) => u.id).sort());
    expect((await search(`celia ${marker}`)).users.map((user: { id: string }) => user.id)).toEqual([
      users[2]!.id,
    ]);
    // The local part of the e-mail and its pieces, and the whole address.
    expect((await search(users[0]!.email)).total).toBe(1);
    expect((await search(users[0]!.email.split('@')[0]!)).total).toBe(1);
    // A page holds fewer than all; the total still counts all; the cursor reaches the rest.
    const first = await search(marker, '&limit=2');
    expect(first).toMatchObject({ total: 3, cursor: expect.any(String) });
    expect(first.users).toHaveLength(2);
    const rest = await search(marker, `&limit=2&cursor=${encodeURIComponent(first.cursor)}`);
    expect(rest.users).toHaveLength(1);
    expect(rest.cursor).toBeNull();
    expect((await search(`${marker}inexistente`)).total).toBe(0);

    const exported = (await asAdmin('GET', `/api/admin/users/export?search=${marker}`)).body;
    expect(exported.users).toHaveLength(3);
    expect(exported.users[0]).toEqual({
      firstName: expect.any(String),
      lastName: `${marker} Souza`,
      email: expect.stringContaining('@'),
      createdAt: expect.any(String),
      roles: ['user'],
    });
  });

  it('finds any part of the full name or e-mail: inside a word, a domain, every word of the term', async () => {
    const marker = `q${randomUUID().slice(0, 8)}`;
    const maria = await createUser({
      firstName: 'Maria',
      lastName: `da Silva ${marker}`,
      email: `maria.${marker}@empresa-${marker}.com.br`,
    });
    const mario = await createUser({
      firstName: 'Mário',
      lastName: `Souza ${marker}`,
      email: `mario.${marker}@outra.com`,
    });
    // Inside a surname, inside the marker: the middle of words.
    expect(await foundIds(`ilva ${marker.slice(3)}`)).toEqual([maria.id]);
    expect(await foundIds('ilva')).toContain(maria.id);
    // A part of the e-mail's domain, and across the @.
    expect(await foundIds(`com.br ${marker}`)).toEqual([maria.id]);
    expect(await foundIds('com.br')).toContain(maria.id);
    expect(await foundIds(`${marker}@empresa`)).toEqual([maria.id]);
    // Case and accents ignored; several words must all match, newest first.
    expect(await foundIds(`ÁRIO ${marker}`)).toEqual([mario.id]);
    expect(await foundIds(`mar ${marker.toUpperCase()}`)).toEqual([mario.id, maria.id]);
    expect(await foundIds(`silva souza ${marker}`)).toEqual([]);
  });

  it('indexes accounts created at once, also many whose lines share one item of the index', async () => {
    useStackEnvironment();
    const { createAccount } = await import('../../functions/account/accounts');
    const { shardOf } = await import('../../functions/account/user-search');
    const marker = `junto${randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (let n = 0; ids.length < 25; n += 1) {
      if (shardOf(`${marker}-${n}`) === shardOf(`${marker}-0`)) ids.push(`${marker}-${n}`);
    }
    await Promise.all(
      ids.map((userId, index) =>
        createAccount(
          { userId, email: `${userId}@exemplo.com.br`, firstName: 'Junta', lastName: `N${index}` },
          { trial: true },
        ),
      ),
    );
    const found = await search(marker, '&limit=50');
    expect(found.total).toBe(ids.length);
    expect(found.users.map((user: { id: string }) => user.id).sort()).toEqual([...ids].sort());
  });

  it('edits names and role, keeps the pool in step, and the search follows the new name', async () => {
    const old = `antiga${randomUUID().slice(0, 6)}`;
    const user = await createUser({ lastName: old });
    expect(await foundIds(old)).toEqual([user.id]);
    const marker = `novo${randomUUID().slice(0, 6)}`;
    const edited = await asAdmin('PATCH', `/api/admin/users/${user.id}`, {
      firstName: 'Renomeada',
      lastName: marker,
      role: 'admin',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Renomeada', lastName: marker, roles: ['admin', 'user'] });
    expect(await groupsOf(user.id)).toEqual(['admin']);
    expect((await asAdmin('GET', `/api/admin/users?search=${marker}`)).body.total).toBe(1);
    expect(await foundIds(`renomeada ${marker.slice(2)}`)).toEqual([user.id]);
    // The old name finds her no more.
    expect(await foundIds(old)).toEqual([]);

    const withEmail = await asAdmin('PATCH', `/api/admin/users/${user.id}`, {
      firstName: 'X',
      lastName: 'Y',
      role: 'user',
      email: 'outro@exemplo.com.br',
    });
    expect(withEmail.status).toBe(400);
    expect(
      (await asAdmin('PATCH', `/api/admin/users/nao-existe`, { firstName: 'X', lastName: 'Y', role: 'user' }))
        .status,
    ).toBe(404);
    expect((await auditOf(user.id)).map((record) => record.action)).toEqual(['user.created', 'user.updated']);
  });

  it('replaces roles: at least one, the admin group kept in step, never the admin demoting themself', async () => {
    const user = await createUser();
    const none = await asAdmin('PUT', `/api/admin/users/${user.id}/roles`, { roles: [] });
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([
      expect.objectContaining({ message: 'O usuário deve ter pelo menos um papel' }),
    ]);

    const promoted = await asAdmin('PUT', `/api/admin/users/${user.id}/roles`, { roles: ['admin', 'user'] });
    expect(promoted.body.roles).toEqual(['admin', 'user']);
    expect(await groupsOf(user.id)).toEqual(['admin']);
    // The new admin's next sign-in carries the group: admin routes open.
    const promotedToken = await signIn(user.email, user.password);
    expect((await call('GET', '/api/admin/stats', { token: promotedToken })).status).toBe(200);

    const demoted = await asAdmin('PUT', `/api/admin/users/${user.id}/roles`, { roles: ['user'] });
    expect(demoted.body.roles).toEqual(['user']);
    expect(await groupsOf(user.id)).toEqual([]);

    const self = await asAdmin('PUT', `/api/admin/users/${adminId}/roles`, { roles: ['user'] });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(adminMessages.cannotChangeSelf);
    expect(await groupsOf(adminId)).toEqual(['admin']);
  });
});

describe('admin subscriptions', () => {
  const manage = (userId: string, body: unknown) =>
    asAdmin('POST', `/api/admin/users/${userId}/subscription`, body);
  const checkOf = async (user: { email: string; password: string }) =>
    (await call('POST', '/api/subscription/check', { token: await signIn(user.email, user.password) })).body;

  it('grants an administrative subscription for 30 days by default, then updates, verifies and cancels it', async () => {
    const user = await createUser();
    expect((await manage(user.id, { action: 'verify' })).body).toEqual({
      success: true,
      subscription: null,
      valid: false,
    });
    expect((await checkOf(user)).subscribed).toBe(false);

    const noName = await manage(user.id, { action: 'create', mode: 'administrative', planName: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(sub.planNameRequired);
    const yesterday = saoPauloDate(new Date(Date.now() - DAY_MS));
    const past = await manage(user.id, {
      action: 'create',
      mode: 'administrative',
      planName: 'Plano Básico',
      expiryDate: yesterday,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(sub.expiryPast);

    const granted = await manage(user.id, {
      action: 'create',
      mode: 'administrative',
      planName: 'Plano Básico',
    });
    expect(granted.status).toBe(200);
    const in30 = saoPauloDate(new Date(Date.now() + 30 * DAY_MS));
    expect(granted.body).toMatchObject({
      success: true,
      valid: true,
      subscription: {
        status: 'active',
        planName: 'Plano Básico',
        currentPeriodEnd: new Date(`${in30}T23:59:59.999-03:00`).toISOString(),
        paidWithStripe: false,
      },
    });
    expect(await checkOf(user)).toMatchObject({
      subscribed: true,
      subscription: { planName: 'Plano Básico' },
    });

    const again = await manage(user.id, { action: 'create', mode: 'administrative', planName: 'Outro' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(sub.alreadyActive);

    const today = saoPauloDate(new Date());
    const expiry = await manage(user.id, { action: 'update_expiry', expiryDate: today });
    expect(expiry.body.subscription.currentPeriodEnd).toBe(
      new Date(`${today}T23:59:59.999-03:00`).toISOString(),
    );
    expect((await manage(user.id, { action: 'update_expiry' })).status).toBe(400);

    const unknownPlan = await manage(user.id, {
      action: 'update',
      mode: 'paid',
      planId: 'nao-existe',
      expiryDate: in30,
    });
    expect(unknownPlan.status).toBe(404);
    expect(unknownPlan.body.message).toBe(sub.planNotFound);
    const paid = await manage(user.id, { action: 'update', mode: 'paid', planId: 'anual', expiryDate: in30 });
    expect(paid.body.subscription).toMatchObject({
      planId: 'anual',
      planName: expect.any(String),
      status: 'active',
    });

    const canceled = await manage(user.id, { action: 'cancel' });
    expect(canceled.body).toMatchObject({
      valid: false,
      subscription: { status: 'canceled', canceledAt: expect.any(String) },
    });
    expect((await checkOf(user)).subscribed).toBe(false);
    expect((await manage(user.id, { action: 'verify' })).body.valid).toBe(false);
    // After a cancel a new one may be granted.
    expect(
      (await manage(user.id, { action: 'create', mode: 'administrative', planName: 'Plano Básico' })).status,
    ).toBe(200);

    expect(
      (await auditOf(user.id)).filter((record) => record.action === 'subscription.changed'),
    ).toHaveLength(5);
  });

  it('answers 409 when there is nothing to change, and 404 for an unknown user', async () => {
    const user = await createUser();
    for (const body of [
      { action: 'cancel' },
      { action: 'update_expiry', expiryDate: saoPauloDate(new Date()) },
    ]) {
      const answer = await manage(user.id, body);
      expect(answer.status, body.action).toBe(409);
      expect(answer.body.message).toBe(sub.noneToChange);
    }
    expect((await manage('nao-existe', { action: 'verify' })).status).toBe(404);
  });
});

describe('admin user deletion', () => {
  it('removes every item of the user, their search line and sign-in, and keeps the audit trail', async () => {
    const user = await newTrialUser('excluir');
    // Data of their own: an answer (a diagnostic result) and a paid Stripe subscription.
    const base = `/api/diagnostics/${coreDiagnosticSlugs[0]}`;
    const [question] = (await call('GET', `${base}/questionnaire`, { token: user.token })).body
      .questions as DiagnosticQuestion[];
    const answered = await call('PUT', `${base}/answers/${encodeURIComponent(question!.id)}`, {
      token: user.token,
      body: validAnswer(question!),
    });
    expect(answered.status).toBe(200);
    const start = nowSeconds();
    await deliver(subscriptionEvent('customer.subscription.created', paidFacts(user.userId, start), start));
    expect(await storedSubscription(user.userId)).toMatchObject({ stripeSubscriptionId: expect.any(String) });
    expect((await itemsOf(user.userId)).length).toBeGreaterThan(2);
    expect((await search(user.email.slice(9, 15))).total).toBe(1);

    const self = await asAdmin('DELETE', `/api/admin/users/${adminId}`);
    expect(self.status).toBe(409);

    const deleted = await asAdmin('DELETE', `/api/admin/users/${user.userId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await itemsOf(user.userId)).toEqual([]);
    expect(await cognitoUserExists(user.email)).toBe(false);
    expect(
      (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(user.email)}`)).body.total,
    ).toBe(0);
    // Nor by any part of her e-mail (the part between the prefix and the @ is hers alone).
    expect((await search(user.email.slice(9, 15))).total).toBe(0);
    expect((await asAdmin('DELETE', `/api/admin/users/${user.userId}`)).status).toBe(404);
    expect((await auditOf(user.userId)).map((record) => record.action)).toEqual(['user.deleted']);
  });

  it('deletes a user too large for one transaction: the rest in batches, the profile last with the audit', async () => {
    const user = await newTrialUser('excluigrande');
    const extra = Array.from({ length: 130 }, (_, index) => ({
      PutRequest: { Item: { pk: `USER#${user.userId}`, sk: `PROGRESS#grande-${index}` } },
    }));
    for (let index = 0; index < extra.length; index += 25) {
      await documents.send(
        new BatchWriteCommand({
          RequestItems: { [stack.resources.tableName]: extra.slice(index, index + 25) },
        }),
      );
    }
    expect((await itemsOf(user.userId)).length).toBeGreaterThan(100);
    const deleted = await asAdmin('DELETE', `/api/admin/users/${user.userId}`);
    expect(deleted.status).toBe(200);
    expect(await itemsOf(user.userId)).toEqual([]);
    expect((await auditOf(user.userId)).map((record) => record.action)).toEqual(['user.deleted']);
  });
});

/**
 * Stripe itself cannot run here: the services are called in this process with a payments port that
 * records the cancellations it is asked for (or refuses them), over the real table and pool.
 */
describe('billing at Stripe stops before anything else', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.resetModules());

  async function withPort(cancelSubscription: (id: string) => Promise<void>) {
    useStackEnvironment();
    const { usePaymentsAdapter } = await import('../../functions/payments');
    const { createLocalAdapter } = await import('../../functions/payments/local-adapter');
    usePaymentsAdapter({
      name: 'local',
      async create(config) {
        if (config.adapter !== 'local') throw new TypeError('local configuration expected');
        return { ...createLocalAdapter(config), cancelSubscription };
      },
    });
    return {
      subscriptions: await import('../../functions/admin/subscriptions'),
      deletion: await import('../../functions/account/delete-account'),
    };
  }

  async function paidUser(prefix: string) {
    const user = await newTrialUser(prefix);
    const start = nowSeconds();
    const facts = paidFacts(user.userId, start);
    await deliver(subscriptionEvent('customer.subscription.created', facts, start));
    const stored = await storedSubscription(user.userId);
    expect(stored).toMatchObject({ status: 'active', stripeSubscriptionId: expect.any(String) });
    return { user, facts, stripeId: stored!.stripeSubscriptionId as string };
  }

  it('canceling a paid subscription cancels it at Stripe, once, and remembers it ended', async () => {
    const canceled: string[] = [];
    const { subscriptions } = await withPort(async (id) => void canceled.push(id));
    const { user, facts, stripeId } = await paidUser('cancelastripe');
    const { answer } = await subscriptions.manageSubscription(
      user.userId,
      { action: 'cancel' },
      await testAudit(),
    );
    expect(answer.subscription).toMatchObject({ status: 'canceled', paidWithStripe: true });
    expect(canceled).toEqual([stripeId]);
    expect((await storedSubscription(user.userId))!.endedSubscriptionIds).toEqual([stripeId]);
    // A late event about that subscription changes nothing.
    const late = nowSeconds() + 5;
    await deliver(subscriptionEvent('customer.subscription.updated', facts, late));
    expect(await storedSubscription(user.userId)).toMatchObject({ status: 'canceled' });
  });

  it('a Stripe failure deletes nothing and says so', async () => {
    const { deletion } = await withPort(async () => {
      throw new Error('Stripe fora do ar');
    });
    const { user } = await paidUser('falhastripe');
    const before = await itemsOf(user.userId);
    await expect(deletion.deleteUserCompletely(user.userId, await testAudit())).rejects.toMatchObject({
      kind: 'failed',
      message: sub.stripeCancelFailed,
    });
    expect(await itemsOf(user.userId)).toEqual(before);
    expect(await cognitoUserExists(user.email)).toBe(true);
  });

  it('deleting a paying user cancels at Stripe, then removes the sign-in and every item', async () => {
    const canceled: string[] = [];
    const { deletion } = await withPort(async (id) => void canceled.push(id));
    const { user, stripeId } = await paidUser('excluistripe');
    await deletion.deleteUserCompletely(user.userId, await testAudit());
    expect(canceled).toEqual([stripeId]);
    expect(await itemsOf(user.userId)).toEqual([]);
    expect(await cognitoUserExists(user.email)).toBe(false);
  });
});
