import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { allProfileEmails, api, call, cognitoUserExists, signIn, uniqueEmail } from './support/clients';
import { useStackEnvironment } from './support/environment';

const admin = demoAccounts.find((account) => account.admin)!;
const plainUser = demoAccounts.find((account) => !account.admin)!;

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed user; confirmed with the code, it has its profile, signs in and reads /api/me', async () => {
    const email = uniqueEmail('Nova');
    const registered = await call('POST', '/api/auth/register', {
      body: { firstName: ' Júlia ', lastName: 'Conceição', email, password: 'segredo', termsAccepted: true },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.email).toBe(email.toLowerCase());
    await api.confirmSignUp(email.toLowerCase());

    const token = await signIn(email.toLowerCase(), 'segredo');
    const me = await call('GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: registered.body.userId,
      firstName: 'Júlia',
      lastName: 'Conceição',
      email: email.toLowerCase(),
      roles: ['user'],
    });
  });

  it.each([
    ['a malformed e-mail', { email: 'nao-e-email' }, 'email', 'Email inválido'],
    ['a 5-character password', { password: '12345' }, 'password', 'Mínimo de 6 caracteres'],
    ['a missing first name', { firstName: undefined }, 'firstName', 'Nome é obrigatório'],
    ['a blank last name', { lastName: '   ' }, 'lastName', 'Sobrenome é obrigatório'],
  ])('answers 400 VALIDATION_ERROR for %s and creates nothing', async (_, change, field, message) => {
    const email = uniqueEmail('invalido');
    const body = {
      firstName: 'Ana',
      lastName: 'Souza',
      email,
      password: 'segredo',
      termsAccepted: true,
      ...change,
    };
    const answer = await call('POST', '/api/auth/register', { body });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Verifique as informações inseridas.',
    });
    expect(answer.body.details).toContainEqual({ field, message });
    expect(Date.parse(answer.body.timestamp)).not.toBeNaN();
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await cognitoUserExists(body.email)).toBe(false);
      expect(await allProfileEmails()).not.toContain(body.email);
    }
  });

  it('answers 400 for a body that is not JSON, and for unknown fields', async () => {
    const notJson = await call('POST', '/api/auth/register', { rawBody: '{"firstName":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('VALIDATION_ERROR');

    const extra = await call('POST', '/api/auth/register', {
      body: {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
        password: 'segredo',
        termsAccepted: true,
        isAdmin: true,
      },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe('VALIDATION_ERROR');
  });

  it('answers 409 CONFLICT for an e-mail already in use, whatever its case, and keeps one profile', async () => {
    const email = uniqueEmail('repetido');
    const first = await call('POST', '/api/auth/register', {
      body: { firstName: 'Rita', lastName: 'Alves', email, password: 'segredo', termsAccepted: true },
    });
    expect(first.status).toBe(201);
    await api.confirmSignUp(email);
    const second = await call('POST', '/api/auth/register', {
      body: {
        firstName: 'Outra',
        lastName: 'Pessoa',
        email: email.toUpperCase(),
        password: 'outrasenha',
        termsAccepted: true,
      },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'CONFLICT', message: 'Este email já está cadastrado.' });
    expect((await allProfileEmails()).filter((stored) => stored === email)).toHaveLength(1);
  });
});

describe('/api/me', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await call('GET', '/api/me')).status).toBe(401);
    const token = await signIn(plainUser.email, plainUser.password);
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    const forged = await call('GET', '/api/me', {
      token: `${header}.${forgedPayload}.${token.split('.')[2]}`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('UNAUTHENTICATED');
  });

  it('updates first and last name, validating them', async () => {
    const email = uniqueEmail('nomes');
    await call('POST', '/api/auth/register', {
      body: { firstName: 'Caio', lastName: 'Reis', email, password: 'segredo', termsAccepted: true },
    });
    await api.confirmSignUp(email);
    const token = await signIn(email, 'segredo');

    const updated = await call('PATCH', '/api/me', {
      token,
      body: { firstName: 'Caio Henrique', lastName: 'Reis Lima' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Caio Henrique', lastName: 'Reis Lima', email });

    const invalid = await call('PATCH', '/api/me', { token, body: { firstName: '', lastName: 'X' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toContainEqual({ field: 'firstName', message: 'Nome é obrigatório' });
    expect((await call('GET', '/api/me', { token })).body.firstName).toBe('Caio Henrique');
  });

  it('never lets the body choose whose profile changes', async () => {
    const token = await signIn(plainUser.email, plainUser.password);
    const adminToken = await signIn(admin.email, admin.password);
    const adminBefore = (await call('GET', '/api/me', { token: adminToken })).body;
    const answer = await call('PATCH', '/api/me', {
      token,
      body: { firstName: 'Invasor', lastName: 'X', userId: adminBefore.id },
    });
    expect(answer.status).toBe(400);
    expect((await call('GET', '/api/me', { token: adminToken })).body).toEqual(adminBefore);
  });
});

describe('admin routes', () => {
  it('answer 403 PERMISSION_DENIED to a plain user and 401 without a token', async () => {
    const token = await signIn(plainUser.email, plainUser.password);
    const answer = await call('GET', '/api/admin/users', { token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PERMISSION_DENIED');
    expect((await call('GET', '/api/admin/users')).status).toBe(401);
  });

  it('list every user with roles for the admin, page after page', async () => {
    const token = await signIn(admin.email, admin.password);
    const users: { email: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const answer = await call('GET', `/api/admin/users${query}`, { token });
      expect(answer.status).toBe(200);
      users.push(...answer.body.users);
      cursor = answer.body.cursor;
    } while (cursor);
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get(admin.email)).toMatchObject({ roles: ['admin', 'user'] });
    expect(byEmail.get(plainUser.email)).toMatchObject({ roles: ['user'] });
  });

  it('pages hold the chunk size (50) at most, also when more is asked; a smaller limit is kept', async () => {
    // More profiles than one page, written directly (no sign-up needed to be listed).
    useStackEnvironment();
    const { createAccount } = await import('../../functions/account/accounts');
    await Promise.all(
      Array.from({ length: 51 }, (_, index) =>
        createAccount({
          userId: `pagina-${randomUUID()}`,
          email: uniqueEmail('pagina'),
          firstName: 'Página',
          lastName: String(index),
        }),
      ),
    );
    const token = await signIn(admin.email, admin.password);
    for (const query of ['', '?limit=50', '?limit=1000']) {
      const answer = await call('GET', `/api/admin/users${query}`, { token });
      expect(answer.body.users, query).toHaveLength(50);
      expect(answer.body.cursor, query).toEqual(expect.any(String));
    }

    const first = await call('GET', '/api/admin/users?limit=2', { token });
    expect(first.body.users).toHaveLength(2);
    const next = await call(
      'GET',
      `/api/admin/users?limit=2&cursor=${encodeURIComponent(first.body.cursor)}`,
      {
        token,
      },
    );
    expect(next.body.users).toHaveLength(2);
    const ids = (page: { body: { users: { id: string }[] } }) => page.body.users.map((user) => user.id);
    expect(ids(next).filter((id) => ids(first).includes(id))).toEqual([]);

    for (const limit of ['0', '-1', '2.5', 'muitos']) {
      expect((await call('GET', `/api/admin/users?limit=${limit}`, { token })).status, limit).toBe(400);
    }
  });

  it('reject a tampered cursor with 400', async () => {
    const token = await signIn(admin.email, admin.password);
    const answer = await call('GET', '/api/admin/users?cursor=nao-e-um-cursor', { token });
    expect(answer.status).toBe(400);
  });
});

describe('GET /api/health and GET /api/admin/health', () => {
  const names = ['cognito', 'dynamodb', 'instagram', 'model', 'payments', 'workflows'];

  it('tells anyone each component’s status, and nothing that names a resource', async () => {
    const answer = await call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.components).sort()).toEqual(names);
    expect(answer.body.status).toBe('ok');
    // Every component of the running local stack is up, and only its status is said.
    for (const component of Object.values(answer.body.components))
      expect(component).toEqual({ status: 'ok' });
    const text = JSON.stringify(answer.body);
    for (const secretish of ['table', 'pool', 'local analyst', 'price', 'aws-local-stepfunctions'])
      expect(text).not.toContain(secretish);
  });

  it('gives the admin each component’s detail, and refuses anyone else', async () => {
    const token = await signIn(admin.email, admin.password);
    const answer = await call('GET', '/api/admin/health', { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.components).sort()).toEqual(names);
    expect(answer.body.components.model.detail).toMatch(/^local analyst/);
    expect(answer.body.components.workflows.detail).toMatch(/^aws-local-stepfunctions/);
    expect(answer.body.components.payments.detail).toMatch(/^local adapter/);
    expect(answer.body.components.dynamodb.detail).toMatch(/^table /);
    const plain = await signIn(plainUser.email, plainUser.password);
    expect((await call('GET', '/api/admin/health', { token: plain })).status).toBe(403);
    expect((await call('GET', '/api/admin/health')).status).toBe(401);
  });
});
