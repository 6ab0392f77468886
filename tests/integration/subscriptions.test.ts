import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { LOCAL_PRICE_ID } from '../../functions/local/local-stripe';
import { allProfileEmails, api, call, cognitoUserExists, signIn, uniqueEmail } from './support/clients';
import { newPlainUser, storedSubscription } from './support/payments';
import { useStackEnvironment } from './support/environment';

const admin = demoAccounts.find((account) => account.admin)!;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/auth/trial-signup', () => {
  it('once the e-mail is confirmed: the profile and a trialing subscription ending 30 days later', async () => {
    const email = uniqueEmail('Teste');
    const signup = await call('POST', '/api/auth/trial-signup', {
      body: { firstName: ' Marta ', lastName: 'Lima', email, password: 'segredo', termsAccepted: true },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({
      userId: expect.any(String),
      email: email.toLowerCase(),
      confirmationRequired: true,
    });
    const before = Date.now();
    const answer = { body: { ...signup.body, trialEndsAt: await api.confirmSignUp(email.toLowerCase()) } };
    const after = Date.now();
    const trialEndsAt = Date.parse(answer.body.trialEndsAt!);
    expect(trialEndsAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(trialEndsAt).toBeLessThanOrEqual(after + 30 * DAY_MS);

    const item = await storedSubscription(answer.body.userId);
    expect(item).toMatchObject({
      status: 'trialing',
      planName: 'Período de teste',
      currentPeriodEnd: answer.body.trialEndsAt,
      cancelAtPeriodEnd: false,
    });
    expect(item?.gsi1pk).toBeUndefined(); // no Stripe customer yet: no index entry

    const token = await signIn(email.toLowerCase(), 'segredo');
    expect((await call('GET', '/api/me', { token })).body).toMatchObject({
      firstName: 'Marta',
      roles: ['user'],
    });
    const check = await call('POST', '/api/subscription/check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      subscribed: true,
      subscription: {
        id: item!.id,
        status: 'trialing',
        tier: 'trial',
        planName: 'Período de teste',
        currentPeriodEnd: answer.body.trialEndsAt,
        cancelAtPeriodEnd: false,
        product: { id: 'trial', name: 'Período de teste' },
        price: null,
      },
    });
  });

  it.each([
    ['a malformed e-mail', { email: 'nao-e-email' }, 'email', 'Email inválido'],
    ['a 5-character password', { password: '12345' }, 'password', 'Mínimo de 6 caracteres'],
    ['a missing last name', { lastName: undefined }, 'lastName', 'Sobrenome é obrigatório'],
    ['an unknown field', { status: 'active' }, '(root)', expect.any(String)],
  ])('answers 400 for %s and writes nothing', async (_, change, field, message) => {
    const email = uniqueEmail('trialinvalido');
    const body = {
      firstName: 'Ana',
      lastName: 'Souza',
      email,
      password: 'segredo',
      termsAccepted: true,
      ...change,
    };
    const answer = await call('POST', '/api/auth/trial-signup', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Verifique as informações inseridas.',
    });
    expect(answer.body.details).toContainEqual({ field, message });
    expect(await cognitoUserExists(email)).toBe(false);
    expect(await allProfileEmails()).not.toContain(email);
  });

  it('answers 409 for an e-mail in use and leaves the existing account as it was', async () => {
    const existing = await newPlainUser('jaexiste');
    const answer = await call('POST', '/api/auth/trial-signup', {
      body: {
        firstName: 'Outra',
        lastName: 'Pessoa',
        email: existing.email.toUpperCase(),
        password: 'outra123',
        termsAccepted: true,
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: 'Este email já está cadastrado.' });
    expect(await storedSubscription(existing.userId)).toBeUndefined();
    expect(await signIn(existing.email, existing.password)).toEqual(expect.any(String));
  });
});

describe('POST /api/subscription/check', () => {
  it('treats an admin as subscribed to Admin Access', async () => {
    const token = await signIn(admin.email, admin.password);
    const answer = await call('POST', '/api/subscription/check', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subscribed: true,
      subscription: { planName: 'Admin Access', status: 'active', currentPeriodEnd: null },
    });
  });

  it('answers not subscribed, without a subscription, for a user who never had one', async () => {
    const user = await newPlainUser();
    const answer = await call('POST', '/api/subscription/check', { token: user.token });
    expect(answer).toEqual({ status: 200, body: { subscribed: false, subscription: null } });
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/subscription/check')).status).toBe(401);
  });
});

describe('GET /api/plans', () => {
  it('lists the seeded active plans by price ascending (the web hides the test plan)', async () => {
    const answer = await call('GET', '/api/plans');
    expect(answer.status).toBe(200);
    const plans = answer.body.plans as Array<{ name: string; price: number }>;
    expect(plans.map((plan) => plan.price)).toEqual(
      [...plans.map((plan) => plan.price)].sort((a, b) => a - b),
    );
    expect(plans.map((plan) => plan.name)).toEqual(['Plano Teste', 'Rumo Estratégico']);
    expect(plans[1]).toEqual({
      id: 'anual',
      name: 'Rumo Estratégico',
      description: 'Acesso completo à plataforma por 12 meses.',
      price: 199700,
      currency: 'brl',
      features: expect.arrayContaining(['Acesso por 12 meses']),
      stripePriceId: LOCAL_PRICE_ID,
      stripeProductId: 'prod_local_rumo',
      isFeatured: true,
      active: true,
    });
  });
});

describe('GET /api/onboarding', () => {
  it('answers the spec defaults while no admin saved settings, and only to signed-in users', async () => {
    const user = await newPlainUser('onboarding');
    const answer = await call('GET', '/api/onboarding', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      videoUrl: expect.stringMatching(/^https:\/\//),
      welcomeTitle: 'Seja bem-vindo à nossa plataforma!',
      welcomeDescription: expect.stringMatching(/diagnósticos/),
      buttonText: 'Vamos começar',
      enabled: false,
      updatedAt: null,
    });
    expect((await call('GET', '/api/onboarding')).status).toBe(401);
  });

  // After the defaults above (same file, in order): the only tests that change the settings.
  it('shows what an admin saves: the switch and the form, each leaving the other as it was', async () => {
    const admin = demoAccounts.find((account) => account.admin)!;
    const adminToken = await signIn(admin.email, admin.password);
    const user = await newPlainUser('onboarding2');
    const patch = (body: unknown, token = adminToken) =>
      call('PATCH', '/api/admin/onboarding', { token, body });

    expect((await patch({ enabled: true }, user.token)).status).toBe(403);
    const on = await patch({ enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, welcomeTitle: 'Seja bem-vindo à nossa plataforma!' });

    const form = {
      videoUrl: 'dQw4w9WgXcQ',
      welcomeTitle: 'Bem-vinda à Rumo',
      welcomeDescription: 'Comece pelos diagnósticos.',
      buttonText: 'Começar',
    };
    expect((await patch(form)).body).toMatchObject({ ...form, enabled: true });
    expect((await patch({ ...form, enabled: false })).status).toBe(400);
    expect((await patch({ videoUrl: 'x' })).status).toBe(400);

    const read = (await call('GET', '/api/onboarding', { token: user.token })).body;
    expect(read).toEqual({ ...form, enabled: true, updatedAt: expect.any(String) });
    expect((await patch({ enabled: false })).body).toMatchObject({ ...form, enabled: false });

    useStackEnvironment();
    const { listAuditOfTarget } = await import('../../functions/platform/data/audit-log');
    const trail = await listAuditOfTarget('onboarding');
    expect(trail.map((record) => record.action)).toEqual([
      'onboarding.changed',
      'onboarding.changed',
      'onboarding.changed',
    ]);
  });
});

describe('GET /api/health', () => {
  it('reports the local payments adapter as configured, by its status only', async () => {
    const answer = await call('GET', '/api/health');
    expect(answer.body.components.payments).toEqual({ status: 'ok' });
  });
});
