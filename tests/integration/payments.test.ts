import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../functions/local/demo-accounts';
import {
  checkoutCompletedEvent,
  invoicePaidEvent,
  subscriptionEvent,
} from '../../functions/local/local-stripe';
import { call, signIn, stack } from './support/clients';
import {
  deliver,
  newPlainUser,
  newTrialUser,
  nowSeconds,
  paidFacts,
  storedEvent,
  storedSubscription,
} from './support/payments';

const admin = demoAccounts.find((account) => account.admin)!;
const returnUrls = { successUrl: `${stack.url}/payment-success`, cancelUrl: `${stack.url}/pricing` };
const checkoutBody = { priceId: 'anual', ...returnUrls };

/** `from` plus 12 calendar months (UTC), as an ISO date (yyyy-mm-dd). */
const twelveMonthsAfter = (from: Date) => {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString().slice(0, 10);
};

describe('POST /api/payments/webhook', () => {
  it('refuses a forged signature with 400 and changes nothing', async () => {
    const user = await newTrialUser('forjado');
    const before = await storedSubscription(user.userId);
    const event = subscriptionEvent(
      'customer.subscription.created',
      paidFacts(user.userId, nowSeconds()),
      nowSeconds(),
    );

    const wrongSecret = await deliver(event, { secret: 'whsec_someone_elses_secret' });
    const noSignature = await deliver(event, { signature: null });
    const garbage = await deliver(event, { signature: 't=1,v1=deadbeef' });
    // A correct signature over a different body: the payload was tampered with after signing.
    const tampered = await deliver(event, {
      payload: JSON.stringify({
        ...event,
        data: { object: { ...event.data.object, status: 'active', id: 'sub_x' } },
      }),
    });

    for (const answer of [wrongSecret, noSignature, garbage, tampered]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Assinatura do webhook inválida.',
      });
    }
    expect(await storedSubscription(user.userId)).toEqual(before);
    expect(await storedEvent(event.id)).toBeUndefined();
  });

  it('applies the same event once: a redelivery is a duplicate and writes nothing', async () => {
    const user = await newTrialUser('duplicado');
    const start = nowSeconds();
    const event = subscriptionEvent('customer.subscription.created', paidFacts(user.userId, start), start);

    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const afterFirst = await storedSubscription(user.userId);
    expect(afterFirst).toMatchObject({ status: 'active', revision: 2 });

    const second = await deliver(event);
    expect(second).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await storedSubscription(user.userId)).toEqual(afterFirst);
    expect(await storedEvent(event.id)).toMatchObject({ outcome: 'applied' });
    expect(await storedEvent(event.id)).not.toHaveProperty('userId');

    const check = await call('POST', '/api/subscription/check', { token: user.token });
    expect(check.body.subscription.currentPeriodEnd.slice(0, 10)).toBe(
      twelveMonthsAfter(new Date(start * 1000)),
    );
  });

  it('does not resurrect a subscription whose deletion arrives before its creation', async () => {
    const user = await newTrialUser('fora-de-ordem');
    const start = nowSeconds() - 120;
    const facts = paidFacts(user.userId, start);
    const deleted = subscriptionEvent(
      'customer.subscription.deleted',
      { ...facts, status: 'canceled', canceledAt: start + 60 },
      start + 60,
    );

    expect((await deliver(deleted)).body.outcome).toBe('applied');
    expect(
      (await deliver(subscriptionEvent('customer.subscription.created', facts, start))).body.outcome,
    ).toBe('stale');
    expect((await deliver(invoicePaidEvent(facts, start))).body.outcome).toBe('stale');
    // Even an event stamped later cannot bring a deleted subscription back.
    const lateUpdate = subscriptionEvent('customer.subscription.updated', facts, start + 90);
    expect((await deliver(lateUpdate)).body.outcome).toBe('ended');

    const check = await call('POST', '/api/subscription/check', { token: user.token });
    expect(check.body.subscribed).toBe(false);
    expect(check.body.subscription.status).toBe('canceled');
    expect(await storedSubscription(user.userId)).toMatchObject({
      status: 'canceled',
      stripeSubscriptionId: facts.subscriptionId,
      endedSubscriptionIds: [facts.subscriptionId],
    });
  });

  it('finds the user by Stripe customer (gsi1) when the event does not name them', async () => {
    const user = await newTrialUser('cliente');
    const start = nowSeconds();
    const facts = paidFacts(user.userId, start);
    await deliver(checkoutCompletedEvent(facts, { id: 'cs_1', email: user.email, ...returnUrls }, start));
    expect(await storedSubscription(user.userId)).toMatchObject({
      gsi1pk: `STRIPE_CUSTOMER#${facts.customerId}`,
      gsi1sk: 'SUBSCRIPTION',
    });

    const anonymous = subscriptionEvent(
      'customer.subscription.updated',
      { ...facts, cancelAtPeriodEnd: true },
      start + 5,
    );
    (anonymous.data.object as { metadata: object }).metadata = {};
    expect((await deliver(anonymous)).body.outcome).toBe('applied');
    expect(await storedSubscription(user.userId)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
  });

  it('records events of unknown customers and other types without writing a subscription', async () => {
    const start = nowSeconds();
    const stranger = paidFacts('usuario-que-nao-existe', start);
    const answer = await deliver(subscriptionEvent('customer.subscription.created', stranger, start));
    expect(answer.body.outcome).toBe('unknown-user');
    expect(await storedSubscription('usuario-que-nao-existe')).toBeUndefined();
  });
});

describe('POST /api/checkout', () => {
  it('answers the url of a local checkout page on the app origin', async () => {
    const user = await newTrialUser('checkout');
    const answer = await call('POST', '/api/checkout', { token: user.token, body: checkoutBody });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${stack.url}/local-payments/checkout/cs_local_[0-9a-f]+$`));
  });

  it('refuses return urls outside the app origins with 400', async () => {
    const user = await newTrialUser('redirect');
    const answer = await call('POST', '/api/checkout', {
      token: user.token,
      body: { ...checkoutBody, successUrl: 'https://golpe.example.com/payment-success' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'successUrl', message: 'Endereço de retorno não permitido.' },
    ]);

    const notUrl = await call('POST', '/api/checkout', {
      token: user.token,
      body: { ...checkoutBody, cancelUrl: 'x' },
    });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.details).toEqual([{ field: 'cancelUrl', message: 'Endereço inválido' }]);
  });

  it('answers 409 to admins and 401 without a token', async () => {
    const token = await signIn(admin.email, admin.password);
    const answer = await call('POST', '/api/checkout', { token, body: checkoutBody });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Administradores já têm acesso completo à plataforma e não precisam assinar um plano.',
    );
    expect((await call('POST', '/api/checkout', { body: checkoutBody })).status).toBe(401);
  });
});

describe('the local checkout page', () => {
  it('pays over HTTP: page, Pagar, back to the app, and the subscription is active for 12 months', async () => {
    const user = await newTrialUser('pagamento');
    const { url } = (await call('POST', '/api/checkout', { token: user.token, body: checkoutBody })).body;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Rumo Estratégico');
    expect(html).toContain('R$ 1.997,00');
    expect(html).toContain(user.email);
    expect(html).toMatch(/<button[^>]*>Pagar<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancelar<\/button>/);

    const paidAt = new Date();
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrls.successUrl);

    const check = await call('POST', '/api/subscription/check', { token: user.token });
    expect(check.body).toMatchObject({
      subscribed: true,
      subscription: {
        status: 'active',
        planName: 'Rumo Estratégico',
        cancelAtPeriodEnd: false,
        price: { amount: 199700, currency: 'brl' },
      },
    });
    expect(check.body.subscription.currentPeriodEnd.slice(0, 10)).toBe(twelveMonthsAfter(paidAt));

    // The session is used up, and a paying user cannot start another checkout.
    expect((await fetch(url)).status).toBe(404);
    const again = await call('POST', '/api/checkout', { token: user.token, body: checkoutBody });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já possui uma assinatura ativa.');
  });

  it('Cancelar goes back to the cancel url and changes nothing', async () => {
    const user = await newTrialUser('desistiu');
    const before = await storedSubscription(user.userId);
    const { url } = (await call('POST', '/api/checkout', { token: user.token, body: checkoutBody })).body;
    const canceled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(returnUrls.cancelUrl);
    expect(await storedSubscription(user.userId)).toEqual(before);
  });
});

describe('POST /api/customer-portal', () => {
  it('answers 404 to a user without a paid subscription', async () => {
    const user = await newPlainUser('semportal');
    const answer = await call('POST', '/api/customer-portal', { token: user.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Você ainda não possui uma assinatura paga para gerenciar.',
    });
  });

  it('lets a subscriber cancel at the period end, keep it, then cancel now on the local portal', async () => {
    const user = await newTrialUser('portal');
    const { url: checkoutUrl } = (
      await call('POST', '/api/checkout', { token: user.token, body: checkoutBody })
    ).body;
    await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });

    const portal = await call('POST', '/api/customer-portal', { token: user.token });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${stack.url}/local-payments/portal/bps_local_[0-9a-f]+$`));
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain('Ativa');
    expect(page).toContain('Cancelar ao fim do período');

    const check = async () => (await call('POST', '/api/subscription/check', { token: user.token })).body;
    const atPeriodEnd = await fetch(`${portal.body.url}/cancel-at-period-end`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(atPeriodEnd.status).toBe(303);
    expect(await check()).toMatchObject({ subscribed: true, subscription: { cancelAtPeriodEnd: true } });

    await fetch(`${portal.body.url}/resume`, { method: 'POST', redirect: 'manual' });
    expect(await check()).toMatchObject({ subscribed: true, subscription: { cancelAtPeriodEnd: false } });

    await fetch(`${portal.body.url}/cancel-now`, { method: 'POST', redirect: 'manual' });
    expect(await check()).toMatchObject({ subscribed: false, subscription: { status: 'canceled' } });
    expect(await (await fetch(portal.body.url)).text()).toContain('Cancelada');
  });
});
