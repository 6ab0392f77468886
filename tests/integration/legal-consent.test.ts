import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { IMPERSONATION_HEADER } from '../../functions/contracts/impersonation';
import { legalDocuments } from '../../functions/contracts/legal';
import { legalMessages } from '../../functions/contracts/messages/legal';
import { demoAccounts } from '../../functions/local/demo-accounts';
import {
  allProfileEmails,
  call,
  cognitoUserExists,
  documents,
  signIn,
  stack,
  uniqueEmail,
} from './support/clients';
import { newPlainUser } from './support/payments';

/** Issue #36, item 2: the terms and privacy policy accepted at sign-up, and again after a version change. */
const current = {
  termsVersion: legalDocuments.terms.version,
  privacyVersion: legalDocuments.privacy.version,
};
const admin = demoAccounts.find((account) => account.admin)!;

const body = (email: string, termsAccepted?: unknown) => ({
  firstName: 'Beatriz',
  lastName: 'Lemos',
  email,
  password: 'segredo',
  ...(termsAccepted === undefined ? {} : { termsAccepted }),
});

const item = async (pk: string, sk: string) =>
  (await documents.send(new GetCommand({ TableName: stack.resources.tableName, Key: { pk, sk } }))).Item;

describe('consent at sign-up', () => {
  it.each([
    ['/api/auth/register', 'missing', undefined],
    ['/api/auth/register', 'false', false],
    ['/api/auth/trial-signup', 'missing', undefined],
    ['/api/auth/trial-signup', 'the string "true"', 'true'],
  ])(
    '%s refuses an acceptance %s: 400 with the catalogue message, nothing created',
    async (path, _, value) => {
      const email = uniqueEmail('semaceite');
      const answer = await call('POST', path, { body: body(email, value) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(answer.body.details).toEqual([
        { field: 'termsAccepted', message: legalMessages.acceptanceRequired },
      ]);
      expect(await cognitoUserExists(email)).toBe(false);
      expect(await item(`SIGNUP#${email}`, 'PENDING')).toBeUndefined();
    },
  );

  it('keeps the accepted versions and time on the pending sign-up, then on the profile once confirmed', async () => {
    const email = uniqueEmail('aceite');
    const before = new Date().toISOString();
    const signup = await call('POST', '/api/auth/trial-signup', { body: body(email, true) });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const pending = await item(`SIGNUP#${email}`, 'PENDING');
    expect(pending?.consents).toEqual({ ...current, acceptedAt: expect.any(String) });
    expect(pending!.consents.acceptedAt >= before).toBe(true);
    expect(await allProfileEmails()).not.toContain(email);

    const confirmed = await call('POST', '/api/auth/confirm-signup', {
      body: { email, code: stack.cognitoCode },
    });
    expect(confirmed.status).toBe(200);
    const profile = await item(`USER#${signup.body.userId}`, 'PROFILE');
    expect(profile?.consents).toEqual(pending!.consents);

    const token = await signIn(email, 'segredo');
    const me = await call('GET', '/api/me', { token });
    expect(me.body).toMatchObject({ consents: pending!.consents, consentOutdated: false });
  });
});

describe('a version change', () => {
  it('GET /api/me reports an older consent as outdated; POST /api/me/consent records the versions in force', async () => {
    const user = await newPlainUser('versao');
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${user.userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET consents = :old',
        ExpressionAttributeValues: {
          ':old': {
            termsVersion: '0.9',
            privacyVersion: current.privacyVersion,
            acceptedAt: '2026-01-05T12:00:00.000Z',
          },
        },
      }),
    );
    const outdated = await call('GET', '/api/me', { token: user.token });
    expect(outdated.body).toMatchObject({ consentOutdated: true, consents: { termsVersion: '0.9' } });

    const refused = await call('POST', '/api/me/consent', {
      token: user.token,
      body: { termsAccepted: false },
    });
    expect(refused.status).toBe(400);
    expect((await call('GET', '/api/me', { token: user.token })).body.consentOutdated).toBe(true);

    const before = new Date().toISOString();
    const accepted = await call('POST', '/api/me/consent', {
      token: user.token,
      body: { termsAccepted: true },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ id: user.userId, consentOutdated: false, consents: current });
    expect(accepted.body.consents.acceptedAt >= before).toBe(true);
    expect((await call('GET', '/api/me', { token: user.token })).body).toMatchObject({
      consentOutdated: false,
      consents: accepted.body.consents,
    });
  });

  it('an account without any consent (created by an admin) is asked too', async () => {
    const adminToken = await signIn(admin.email, admin.password);
    const email = uniqueEmail('criadoadmin');
    const created = await call('POST', '/api/admin/users', {
      token: adminToken,
      body: { firstName: 'Caio', lastName: 'Admin', email, password: 'segredo', role: 'user' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = await signIn(email, 'segredo');
    expect((await call('GET', '/api/me', { token })).body).toMatchObject({
      consents: null,
      consentOutdated: true,
    });
  });

  it('an admin impersonating the user may not accept for them', async () => {
    const user = await newPlainUser('personificado');
    const accepted = (await item(`USER#${user.userId}`, 'PROFILE'))?.consents;
    const adminToken = await signIn(admin.email, admin.password);
    const opened = await call('POST', '/api/admin/impersonation', {
      token: adminToken,
      body: { targetUserId: user.userId },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBeLessThan(300);
    try {
      const answer = await call('POST', '/api/me/consent', {
        token: adminToken,
        headers: { [IMPERSONATION_HEADER]: user.userId },
        body: { termsAccepted: true },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'PERMISSION_DENIED',
        message: legalMessages.impersonationRefused,
      });
    } finally {
      await call('DELETE', '/api/admin/impersonation', { token: adminToken });
    }
    expect((await item(`USER#${user.userId}`, 'PROFILE'))?.consents).toEqual(accepted);
  });
});
