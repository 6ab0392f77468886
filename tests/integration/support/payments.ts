import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  deliverWebhookEvent,
  paidFacts,
  type StripeShapedEvent,
} from '../../../functions/local/local-stripe';
import { api, call, documents, signIn, stack, uniqueEmail } from './clients';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

/** A new user through the public trial sign-up, confirmed with the e-mailed code (profile + trial), signed in. */
export async function newTrialUser(prefix = 'trial'): Promise<TestUser & { trialEndsAt: string }> {
  const email = uniqueEmail(prefix);
  const password = 'segredo';
  const { userId, trialEndsAt } = await api.signUp('/api/auth/trial-signup', {
    firstName: 'Teste',
    lastName: 'Grátis',
    email,
    password,
  });
  if (!trialEndsAt) throw new Error('the confirmed trial sign-up started no trial');
  return { email, password, userId, trialEndsAt, token: await signIn(email, password) };
}

/** A new user through plain registration, confirmed (no subscription item), signed in. */
export async function newPlainUser(prefix = 'semplano'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = 'segredo';
  const { userId } = await api.signUp('/api/auth/register', {
    firstName: 'Sem',
    lastName: 'Plano',
    email,
    password,
  });
  return { email, password, userId, token: await signIn(email, password) };
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
