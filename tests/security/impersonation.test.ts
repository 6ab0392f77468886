import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_HEADER } from '../../functions/contracts/impersonation';
import { adminMessages } from '../../functions/contracts/messages/admin';
import { demoAccounts } from '../../functions/local/demo-accounts';
import { flattenClaims } from '../../functions/local/token-verifier';
import { documents, signIn, stack } from '../integration/support/clients';
import { newTrialUser, type TestUser } from '../integration/support/payments';
import { decodeJwt } from 'jose';
import { useStackEnvironment } from '../integration/support/environment';
import { partitionOf } from './support/owner';

const admin = demoAccounts.find((account) => account.admin)!;

async function as(
  token: string,
  method: string,
  path: string,
  options: { target?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.target ? { [IMPERSONATION_HEADER]: options.target } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      'user-agent': 'teste-personificacao/1.0',
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const start = (token: string, targetUserId: string) =>
  as(token, 'POST', '/api/admin/impersonation', { body: { targetUserId } });

describe('impersonation', () => {
  let adminToken: string;
  let adminId: string;
  let target: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [adminToken, target, other] = await Promise.all([
      signIn(admin.email, admin.password),
      newTrialUser('alvo'),
      newTrialUser('outro'),
    ]);
    adminId = String(decodeJwt(adminToken).sub);
  }, 120_000);

  it('refuses the header from a user who is not an admin (403)', async () => {
    const answer = await as(other.token, 'GET', '/api/me', { target: target.userId });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: adminMessages.impersonationAdminOnly,
    });
  });

  it('refuses an admin without an open session for that user (403)', async () => {
    await as(adminToken, 'DELETE', '/api/admin/impersonation');
    const answer = await as(adminToken, 'GET', '/api/me', { target: target.userId });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: adminMessages.impersonationRefused,
    });
  });

  it('with an open session the admin acts as that user only, with admin powers off, until it ends', async () => {
    const started = await start(adminToken, target.userId);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ success: true, targetUserId: target.userId, email: target.email });

    const [session] = (await partitionOf(adminId)).filter(
      (item: any) => item.sk === 'IMPERSONATION',
    ) as any[];
    expect(session).toMatchObject({
      adminId,
      targetUserId: target.userId,
      targetEmail: target.email,
      userAgent: 'teste-personificacao/1.0',
    });
    expect(session.ipAddress).toMatch(/127\.0\.0\.1|::1/);

    const me = await as(adminToken, 'GET', '/api/me', { target: target.userId });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: target.userId, email: target.email, roles: ['user'] });
    // Writes land on the target's data.
    const renamed = await as(adminToken, 'PATCH', '/api/me', {
      target: target.userId,
      body: { firstName: 'Alterado', lastName: 'Pelo Admin' },
    });
    expect(renamed.body).toMatchObject({ id: target.userId, firstName: 'Alterado' });
    // Admin powers are off while acting as the user.
    expect((await as(adminToken, 'GET', '/api/admin/users', { target: target.userId })).status).toBe(403);
    // Another user than the session's: refused.
    expect((await as(adminToken, 'GET', '/api/me', { target: other.userId })).status).toBe(403);
    // Without the header the admin is the admin.
    expect((await as(adminToken, 'GET', '/api/me')).body).toMatchObject({ email: admin.email });

    expect((await as(adminToken, 'DELETE', '/api/admin/impersonation')).status).toBe(204);
    expect((await as(adminToken, 'GET', '/api/me', { target: target.userId })).status).toBe(403);
  });

  it('refuses a session past its expiry', async () => {
    expect((await start(adminToken, target.userId)).status).toBe(201);
    await documents.send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: { pk: `USER#${adminId}`, sk: 'IMPERSONATION' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await as(adminToken, 'GET', '/api/me', { target: target.userId })).status).toBe(403);
    await as(adminToken, 'DELETE', '/api/admin/impersonation');
  });

  it('cannot be started for oneself or for a user who does not exist', async () => {
    expect((await start(adminToken, adminId)).status).toBe(400);
    const missing = await start(adminToken, 'usuario-que-nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adminMessages.impersonationTargetNotFound);
  });

  describe('logging (handler called in process, as Lambda calls it)', () => {
    afterEach(() => vi.restoreAllMocks());

    async function getMeInProcess(token: string, target: string) {
      useStackEnvironment();
      const { handler } = (await import('../../functions/account/handlers/get-me')) as unknown as {
        handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number }>;
      };
      const lines: string[] = [];
      const collect = (line: unknown) => void lines.push(String(line));
      vi.spyOn(console, 'log').mockImplementation(collect);
      vi.spyOn(console, 'error').mockImplementation(collect);
      const previous = process.env.LOG_LEVEL;
      process.env.LOG_LEVEL = 'info';
      try {
        const event = {
          headers: { [IMPERSONATION_HEADER]: target },
          isBase64Encoded: false,
          requestContext: { authorizer: { jwt: { claims: flattenClaims(decodeJwt(token)), scopes: [] } } },
        } as unknown as APIGatewayProxyEventV2;
        const answer = await handler(event, {} as Context);
        return { status: answer.statusCode, logs: lines.map((line) => JSON.parse(line)) };
      } finally {
        process.env.LOG_LEVEL = previous;
      }
    }

    it('logs every refusal with who asked, for whom and why', async () => {
      const byUser = await getMeInProcess(other.token, target.userId);
      expect(byUser.status).toBe(403);
      expect(byUser.logs).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          message: 'impersonation refused',
          callerId: other.userId,
          target: target.userId,
          reason: 'not-admin',
        }),
      );
      const noSession = await getMeInProcess(adminToken, target.userId);
      expect(noSession.status).toBe(403);
      expect(noSession.logs).toContainEqual(
        expect.objectContaining({ message: 'impersonation refused', adminId, reason: 'no-open-session' }),
      );
    });

    it('logs every impersonated request with both ids', async () => {
      expect((await start(adminToken, target.userId)).status).toBe(201);
      const served = await getMeInProcess(adminToken, target.userId);
      expect(served.status).toBe(200);
      expect(served.logs).toContainEqual(
        expect.objectContaining({ message: 'impersonated request', adminId, targetUserId: target.userId }),
      );
      await as(adminToken, 'DELETE', '/api/admin/impersonation');
    });
  });
});
