import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCognitoLocal, type CodeDelivery } from '../../functions/local/cognito-local';
import { localAws } from '../../functions/local/local-credentials';

/**
 * Every code cognito-local "e-mails" is printed at once, alone or in a burst. Its logger's sonic-boom
 * 2.x counted bytes written against characters queued, so after its boxes (multi-byte borders) it
 * held the latest ones back until more output came: a quiet stack never printed a sign-up's code.
 * package.json overrides pino-pretty's sonic-boom; this is the test that fails without it.
 */
describe('cognito-local prints every code at once', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rumo-codes-'));
  const delivered = new Map<string, string>();
  let stop: () => Promise<void>;
  let signUp: (email: string) => Promise<unknown>;

  beforeAll(async () => {
    const cognitoLocal = await startCognitoLocal({
      dataDir,
      onCode: ({ destination, code }: CodeDelivery) => delivered.set(destination, code),
    });
    stop = () => cognitoLocal.process.stop();
    const cognito = new CognitoIdentityProviderClient({ ...localAws, endpoint: cognitoLocal.endpoint });
    const pool = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: 'codes',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    const client = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: pool.UserPool!.Id!, ClientName: 'codes' }),
    );
    signUp = (email) =>
      cognito.send(
        new SignUpCommand({
          ClientId: client.UserPoolClient!.ClientId!,
          Username: email,
          Password: 'segredo1',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
  });

  afterAll(async () => {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const codesOf = (emails: string[]) =>
    expect.poll(() => emails.filter((email) => !/^\d{6}$/.test(delivered.get(email) ?? '')), {
      timeout: 3000,
    });

  it('sign-ups one at a time in a quiet stack, each printed before the next', async () => {
    for (const email of ['primeira@exemplo.com.br', 'segunda@exemplo.com.br']) {
      await signUp(email);
      await codesOf([email]).toEqual([]);
    }
  });

  it('60 sign-ups at once, the last ones too', async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `rajada-${index}@exemplo.com.br`);
    await Promise.all(emails.map(signUp));
    await codesOf(emails).toEqual([]);
  });
});
