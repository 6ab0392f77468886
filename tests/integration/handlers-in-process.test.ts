import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localAws } from '../../functions/local/local-credentials';
import {
  LOCAL_PRICE_ID,
  LOCAL_WEBHOOK_SECRET,
  signedDelivery,
  subscriptionEvent,
} from '../../functions/local/local-stripe';
import { cognitoUserExists, stack, uniqueEmail } from './support/clients';
import { newTrialUser, nowSeconds, paidFacts, storedSubscription } from './support/payments';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<{ statusCode: number; body: string }>;

/** The environment CDK gives the functions, pointed at the emulators of this test run. */
function useEnvironment(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    AWS_REGION: localAws.region,
    AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
    TABLE_NAME: stack.resources.tableName,
    USER_POOL_ID: stack.resources.userPoolId,
    USER_POOL_CLIENT_ID: stack.resources.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
    COGNITO_ENDPOINT: stack.endpoints.cognito,
    PAYMENTS_ADAPTER: 'local',
    STRIPE_PRICE_ID: LOCAL_PRICE_ID,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    APP_ORIGINS: stack.url,
    ...overrides,
  });
}

const apiEvent = (fields: Partial<APIGatewayProxyEventV2>) =>
  ({
    headers: {},
    isBase64Encoded: false,
    requestContext: {},
    ...fields,
  }) as unknown as APIGatewayProxyEventV2;

/** Handlers called directly, as Lambda calls them, against the real emulators. */
describe('handlers called in process', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.resetModules());

  it('the webhook verifies a body that API Gateway base64-encoded', async () => {
    useEnvironment();
    const user = await newTrialUser('base64');
    const start = nowSeconds();
    const { payload, signature } = signedDelivery(
      subscriptionEvent('customer.subscription.created', paidFacts(user.userId, start), start),
      LOCAL_WEBHOOK_SECRET,
    );
    const { handler } = (await import('../../functions/handlers/payments/stripe-webhook')) as {
      handler: Handler;
    };

    const encoded = apiEvent({
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: Buffer.from(payload, 'utf8').toString('base64'),
      isBase64Encoded: true,
    });
    const result = await handler(encoded, {} as Context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ received: true, outcome: 'applied' });
    expect(await storedSubscription(user.userId)).toMatchObject({ status: 'active' });

    // The same bytes, not decoded: the signature no longer matches.
    const undecoded = await handler({ ...encoded, isBase64Encoded: false }, {} as Context);
    expect(undecoded.statusCode).toBe(400);
  });

  it('trial sign-up leaves no Cognito user behind when its transaction fails', async () => {
    useEnvironment({ TABLE_NAME: 'tabela-que-nao-existe' });
    const { handler } = (await import('../../functions/handlers/auth/trial-signup')) as { handler: Handler };
    const email = uniqueEmail('trialrollback');
    const result = await handler(
      apiEvent({ body: JSON.stringify({ firstName: 'Lia', lastName: 'Moura', email, password: 'segredo' }) }),
      {} as Context,
    );
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body).code).toBe('DATABASE_ERROR');
    expect(await cognitoUserExists(email)).toBe(false);
  });
});
