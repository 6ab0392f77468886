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
      const { userId } = await client.signUp('/api/auth/trial-signup', {
        firstName: 'Bench',
        lastName: 'Usuária',
        email,
        password,
      });
      return { email, password, userId, token: await client.signIn(email, password) };
    },
  };
}
