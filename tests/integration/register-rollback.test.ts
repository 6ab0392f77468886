import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { localAws } from '../../functions/local/local-credentials';
import { cognitoUserExists, stack, uniqueEmail } from './support/clients';

/**
 * The register handler against the real emulators, but with its profile write failing (the table it
 * is configured with does not exist): the Cognito half must be removed again.
 */
describe('register when the profile cannot be written', () => {
  afterEach(() => vi.resetModules());

  it('answers 5xx and leaves no Cognito user behind', async () => {
    Object.assign(process.env, {
      AWS_REGION: localAws.region,
      AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
      TABLE_NAME: 'tabela-que-nao-existe',
      USER_POOL_ID: stack.resources.userPoolId,
      USER_POOL_CLIENT_ID: stack.resources.userPoolClientId,
      DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
      COGNITO_ENDPOINT: stack.endpoints.cognito,
    });
    const { handler } = await import('../../functions/auth/handlers/register');
    const email = uniqueEmail('rollback');
    const event = {
      body: JSON.stringify({ firstName: 'Lia', lastName: 'Moura', email, password: 'segredo' }),
      isBase64Encoded: false,
      requestContext: {},
    } as unknown as APIGatewayProxyEventV2;

    const result = (await handler(event, {} as Context)) as { statusCode: number; body: string };

    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body).code).toBe('DATABASE_ERROR');
    expect(await cognitoUserExists(email)).toBe(false);
  });
});
