import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_WEBHOOK_SECRET, signedDelivery, subscriptionEvent } from '../../functions/local/local-stripe';
import { useStackEnvironment } from './support/environment';
import { newTrialUser, nowSeconds, paidFacts, storedSubscription } from './support/payments';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<{ statusCode: number; body: string }>;

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
    useStackEnvironment();
    (await import('../../functions/local/adapters')).installLocalAdapters();
    const user = await newTrialUser('base64');
    const start = nowSeconds();
    const { payload, signature } = signedDelivery(
      subscriptionEvent('customer.subscription.created', paidFacts(user.userId, start), start),
      LOCAL_WEBHOOK_SECRET,
    );
    const { handler } = (await import('../../functions/payments/webhook/stripe-webhook')) as {
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
});
