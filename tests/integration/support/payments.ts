import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  deliverWebhookEvent,
  paidFacts,
  type StripeShapedEvent,
} from '../../../functions/local/local-stripe';
import { call, documents, signIn, stack, uniqueEmail } from './clients';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

/** A new user through the public trial sign-up (profile + trialing subscription), signed in. */
export async function newTrialUser(prefix = 'trial'): Promise<TestUser & { trialEndsAt: string }> {
  const email = uniqueEmail(prefix);
  const password = 'segredo';
  const answer = await call('POST', '/api/auth/trial-signup', {
    body: { firstName: 'Teste', lastName: 'Grátis', email, password },
  });
  if (answer.status !== 201) throw new Error(`trial sign-up failed: ${JSON.stringify(answer)}`);
  return {
    email,
    password,
    userId: answer.body.userId,
    token: await signIn(email, password),
    ...answer.body,
  };
}

/** A new user through plain registration (no subscription item), signed in. */
export async function newPlainUser(prefix = 'semplano'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = 'segredo';
  const answer = await call('POST', '/api/auth/register', {
    body: { firstName: 'Sem', lastName: 'Plano', email, password },
  });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer)}`);
  return { email, password, userId: answer.body.userId, token: await signIn(email, password) };
}

/** The raw subscription item, as stored. */
export async function storedSubscription(userId: string): Promise<Record<string, any> | undefined> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `USER#${userId}`, sk: 'SUBSCRIPTION' },
    }),
  );
  return Item;
}

export async function storedEvent(eventId: string): Promise<Record<string, any> | undefined> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: stack.resources.tableName,
      Key: { pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' },
    }),
  );
  return Item;
}

/** POSTs an event to the webhook as Stripe does: the exact JSON text, signed (or with `signature`). */
export const deliver = (event: StripeShapedEvent, options?: Parameters<typeof deliverWebhookEvent>[2]) =>
  deliverWebhookEvent({ call }, event, options);

export { paidFacts };

export const nowSeconds = () => Math.floor(Date.now() / 1000);
