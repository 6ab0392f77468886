import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../functions/local/stack';
import { localApiClient, type LocalApiClient } from '../../functions/local/api-client';

export { expectStatus, expectSuccess, type ApiAnswer } from '../../functions/local/api-client';

/** The local stack as the bench's scripted clients see it: the gateway, like the browser does. */
export interface BenchApi extends LocalApiClient {
  /** A new user through the public trial sign-up (profile + trialing subscription), signed in. */
  newTrialUser(prefix: string): Promise<BenchUser>;
}

export interface BenchUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

export function benchApi(stack: LocalStack): BenchApi {
  const client = localApiClient(stack);
  return {
    ...client,
    async newTrialUser(prefix) {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      const password = 'segredo';
      const answer = await client.call('POST', '/api/auth/trial-signup', {
        body: { firstName: 'Bench', lastName: 'Usuária', email, password },
      });
      if (answer.status !== 201) throw new Error(`trial sign-up failed: ${JSON.stringify(answer)}`);
      return { email, password, userId: answer.body.userId, token: await client.signIn(email, password) };
    },
  };
}
