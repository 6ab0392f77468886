import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../functions/contracts/messages/auth';
import { allProfileEmails, call, cognitoUserExists, signIn, stack, uniqueEmail } from './support/clients';
import { useStackEnvironment } from './support/environment';
import { VIEWER_ADDRESS_HEADER } from '../../functions/platform/http/viewer-address';
import { storedSubscription } from './support/payments';

const DAY_MS = 24 * 60 * 60 * 1000;
const signUpBody = (email: string) => ({
  firstName: 'Lívia',
  lastName: 'Prado',
  email,
  password: 'segredo',
  termsAccepted: true,
});

/** Decision 0044: a public sign-up is an unconfirmed account until the e-mailed code comes back. */
describe('confirmed sign-ups', () => {
  it('a trial sign-up cannot sign in, has no account and no trial until the code is confirmed', async () => {
    const email = uniqueEmail('confirmar');
    const signup = await call('POST', '/api/auth/trial-signup', { body: signUpBody(email) });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(signup.body).toEqual({ userId: expect.any(String), email, confirmationRequired: true });

    await expect(signIn(email, 'segredo')).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    expect(await allProfileEmails()).not.toContain(email);
    expect(await storedSubscription(signup.body.userId)).toBeUndefined();

    const wrong = await call('POST', '/api/auth/confirm-signup', { body: { email, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toContainEqual({ field: 'code', message: authMessages.codeMismatch });
    await expect(signIn(email, 'segredo')).rejects.toMatchObject({ name: 'UserNotConfirmedException' });

    const before = Date.now();
    const confirmed = await call('POST', '/api/auth/confirm-signup', {
      body: { email: email.toUpperCase(), code: stack.cognitoCode },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ email, trialEndsAt: expect.any(String) });
    expect(Date.parse(confirmed.body.trialEndsAt)).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(await storedSubscription(signup.body.userId)).toMatchObject({
      status: 'trialing',
      currentPeriodEnd: confirmed.body.trialEndsAt,
    });

    const token = await signIn(email, 'segredo');
    const me = await call('GET', '/api/me', { token });
    expect(me.body).toMatchObject({ id: signup.body.userId, firstName: 'Lívia', lastName: 'Prado', email });

    // Confirming again changes nothing (the trial is not restarted).
    const again = await call('POST', '/api/auth/confirm-signup', {
      body: { email, code: stack.cognitoCode },
    });
    expect(again.status).toBe(200);
    expect(again.body.trialEndsAt).toBeNull();
    expect((await storedSubscription(signup.body.userId))?.currentPeriodEnd).toBe(confirmed.body.trialEndsAt);
  });

  it('a registration is confirmed the same way and starts no trial', async () => {
    const email = uniqueEmail('registrar');
    const signup = await call('POST', '/api/auth/register', { body: signUpBody(email) });
    expect(signup.status).toBe(201);
    expect(signup.body.confirmationRequired).toBe(true);
    const confirmed = await call('POST', '/api/auth/confirm-signup', {
      body: { email, code: stack.cognitoCode },
    });
    expect(confirmed.body).toEqual({ email, trialEndsAt: null });
    expect(await storedSubscription(signup.body.userId)).toBeUndefined();
    expect(await allProfileEmails()).toContain(email);
  });

  it('"reenviar código" answers the same for a waiting sign-up and an unknown address', async () => {
    const email = uniqueEmail('reenviar');
    await call('POST', '/api/auth/trial-signup', { body: signUpBody(email) });
    const resent = await call('POST', '/api/auth/resend-code', { body: { email } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toEqual({ success: true });
    const unknown = await call('POST', '/api/auth/resend-code', { body: { email: uniqueEmail('ninguem') } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true });
    // The code still confirms (the fixed code of the test stack).
    const confirmed = await call('POST', '/api/auth/confirm-signup', {
      body: { email, code: stack.cognitoCode },
    });
    expect(confirmed.status).toBe(200);
  });

  it('an unknown address answers as a wrong code does', async () => {
    const answer = await call('POST', '/api/auth/confirm-signup', {
      body: { email: uniqueEmail('inexistente'), code: stack.cognitoCode },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({ field: 'code', message: authMessages.codeMismatch });
  });
});

describe('the per-client sign-up limit', () => {
  afterEach(() => {
    delete process.env.SIGN_UPS_PER_CLIENT_PER_HOUR;
    vi.resetModules();
  });

  it('takes a unit before any work: past the hour quota, 429 with the Portuguese message and no user', async () => {
    vi.resetModules();
    useStackEnvironment({ SIGN_UPS_PER_CLIENT_PER_HOUR: '2' });
    type Handler = (
      event: APIGatewayProxyEventV2,
      context: Context,
    ) => Promise<{ statusCode: number; body: string }>;
    const { handler: trial } = (await import('../../functions/auth/handlers/trial-signup')) as {
      handler: Handler;
    };
    const { handler: resend } = (await import('../../functions/auth/handlers/resend-code')) as {
      handler: Handler;
    };
    // The viewer address the edge sets: one client, whatever the edge server.
    const viewer = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const event = (body: unknown) =>
      ({
        headers: { [VIEWER_ADDRESS_HEADER]: viewer, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        isBase64Encoded: false,
        requestContext: { requestId: randomUUID(), http: { sourceIp: '130.176.0.1' } },
      }) as unknown as APIGatewayProxyEventV2;

    const first = uniqueEmail('limite');
    expect((await trial(event(signUpBody(first)), {} as Context)).statusCode).toBe(201);
    expect((await resend(event({ email: first }), {} as Context)).statusCode).toBe(200);
    const third = uniqueEmail('limite');
    const refused = await trial(event(signUpBody(third)), {} as Context);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMIT', message: authMessages.signUpLimit });
    expect(await cognitoUserExists(third)).toBe(false);

    // Another client is not affected.
    const other = {
      ...event(signUpBody(uniqueEmail('outro'))),
      headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.9', 'content-type': 'application/json' },
    } as APIGatewayProxyEventV2;
    expect((await trial(other, {} as Context)).statusCode).toBe(201);
  });
});
