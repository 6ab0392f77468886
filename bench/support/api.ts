import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStack } from '../../functions/local/stack';
import { localAws } from '../../functions/local/local-credentials';

export interface ApiAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
}

/** The local stack as the bench's scripted clients see it: the gateway, like the browser does. */
export interface BenchApi {
  url: string;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
  /** USER_PASSWORD_AUTH against cognito-local, as Amplify does in the browser; the access token. */
  signIn(email: string, password: string): Promise<string>;
  /** A new user through the public trial sign-up (profile + trialing subscription), signed in. */
  newTrialUser(prefix: string): Promise<BenchUser>;
  close(): void;
}

export interface BenchUser {
  email: string;
  password: string;
  userId: string;
  token: string;
}

export function benchApi(stack: LocalStack): BenchApi {
  const cognito = new CognitoIdentityProviderClient({ ...localAws, endpoint: stack.endpoints.cognito });

  const call: BenchApi['call'] = async (method, path, options = {}) => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  const signIn: BenchApi['signIn'] = async (email, password) => {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('no access token');
    return token;
  };

  return {
    url: stack.url,
    call,
    signIn,
    async newTrialUser(prefix) {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      const password = 'segredo';
      const answer = await call('POST', '/api/auth/trial-signup', {
        body: { firstName: 'Bench', lastName: 'Usuária', email, password },
      });
      if (answer.status !== 201) throw new Error(`trial sign-up failed: ${JSON.stringify(answer)}`);
      return { email, password, userId: answer.body.userId, token: await signIn(email, password) };
    },
    close: () => cognito.destroy(),
  };
}

/** Fails loudly: a figure measured over failing requests would be meaningless. */
export function expectStatus(answer: ApiAnswer, expected: number, what: string): ApiAnswer {
  if (answer.status !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Fails loudly on anything but a 2xx, for steps whose exact status the figure does not depend on. */
export function expectSuccess(answer: ApiAnswer, what: string): ApiAnswer {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}
