import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Client from '../data/client';
import { subscriptionRequired } from './entitlement';
import { behindPaywall, paywallPassed } from './paywall';

/** A check the test settles by hand. */
function pendingCheck() {
  let allow!: () => void;
  let refuse!: (error: unknown) => void;
  const check = new Promise<void>((resolve, reject) => {
    allow = resolve;
    refuse = reject;
  });
  check.catch(() => undefined);
  return { check, allow, refuse };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the paywall of a paid route', () => {
  it('lets everything through outside a paid route', async () => {
    await expect(paywallPassed()).resolves.toBeUndefined();
  });

  it('holds what asks for it until the check passes, and refuses it with the 403 when it fails', async () => {
    const passing = pendingCheck();
    let passed = false;
    const run = behindPaywall(passing.check, async () => {
      await paywallPassed();
      passed = true;
    });
    await tick();
    expect(passed).toBe(false);
    passing.allow();
    await run;
    expect(passed).toBe(true);

    const failing = pendingCheck();
    const refused = behindPaywall(failing.check, () => paywallPassed());
    failing.refuse(subscriptionRequired());
    await expect(refused).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe("the data client's writes in a paid route", () => {
  // The client as every entity uses it, with a last middleware that answers instead of DynamoDB and
  // records which commands reached the wire.
  let client: typeof Client;
  const sent: string[] = [];
  beforeAll(async () => {
    vi.stubEnv('TABLE_NAME', 't');
    vi.stubEnv('USER_POOL_ID', 'p');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    client = await import('../data/client');
    client.dynamodb.middlewareStack.add(
      (_next, context) => async () => {
        sent.push(context.commandName ?? '');
        return { output: { $metadata: {} }, response: {} } as never;
      },
      { step: 'build', name: 'answerInsteadOfDynamoDb' },
    );
  });
  afterAll(() => vi.unstubAllEnvs());

  it('sends reads at once and writes only once the subscription is confirmed', async () => {
    sent.length = 0;
    const { check, allow } = pendingCheck();
    const { documentClient } = client;
    const request = behindPaywall(check, () =>
      Promise.all([
        documentClient.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } })),
        documentClient.send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b' } })),
      ]),
    );
    await vi.waitFor(() => expect(sent).toContain('GetItemCommand'));
    await tick();
    expect(sent).toEqual(['GetItemCommand']);
    allow();
    await request;
    expect(sent).toEqual(['GetItemCommand', 'PutItemCommand']);
  });

  it('never sends the write of a caller without a subscription', async () => {
    sent.length = 0;
    const { check, refuse } = pendingCheck();
    const request = behindPaywall(check, () =>
      client.documentClient.send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }],
        }),
      ),
    );
    refuse(subscriptionRequired());
    await expect(request).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(sent).toEqual([]);
  });
});
