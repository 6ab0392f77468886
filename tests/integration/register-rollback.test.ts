import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { cognitoUserExists, uniqueEmail } from './support/clients';
import { useStackEnvironment } from './support/environment';

const handlers = {
  register: () => import('../../functions/auth/handlers/register'),
  'trial-signup': () => import('../../functions/auth/handlers/trial-signup'),
};

/**
 * The sign-up handlers against the real emulators, but with the pending sign-up's write failing: the
 * Cognito user must be removed again (a sign-up is a user and its pending record, or neither).
 */
describe.each(['register', 'trial-signup'] as const)(
  '%s when the pending sign-up cannot be written',
  (name) => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.resetModules();
    });

    it('answers 5xx and leaves no Cognito user behind', async () => {
      vi.resetModules();
      useStackEnvironment();
      const { PendingSignUpEntity } = await import('../../functions/auth/sign-ups');
      vi.spyOn(PendingSignUpEntity, 'put').mockImplementation(
        () =>
          ({
            go: () =>
              Promise.reject(
                Object.assign(new Error('falha injetada'), { name: 'ResourceNotFoundException' }),
              ),
          }) as never,
      );
      const { handler } = await handlers[name]();
      const email = uniqueEmail('rollback');
      const event = {
        headers: {},
        body: JSON.stringify({
          firstName: 'Lia',
          lastName: 'Moura',
          email,
          password: 'segredo',
          termsAccepted: true,
        }),
        isBase64Encoded: false,
        requestContext: { http: { sourceIp: '192.0.2.10' } },
      } as unknown as APIGatewayProxyEventV2;

      const result = (await handler(event, {} as Context)) as { statusCode: number; body: string };

      expect(result.statusCode).toBe(503);
      expect(JSON.parse(result.body).code).toBe('DATABASE_ERROR');
      expect(await cognitoUserExists(email)).toBe(false);
    });
  },
);
