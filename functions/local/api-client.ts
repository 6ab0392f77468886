import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localAws } from './local-credentials';

/**
 * The one client of the local stack's HTTP API, as the browser uses it: the gateway for `/api/*`
 * and cognito-local for signing in. Used by the demo company runner, the bench and the integration
 * and security tests.
 */
export interface ApiAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
}

export interface CallOptions {
  /** The access token, sent as `authorization: Bearer …`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as given, with the JSON content type (malformed bodies, exact signed bytes). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** What the client needs of a running local stack (a `LocalStack` or the tests' `StackInfo`). */
export interface LocalApiTarget {
  url: string;
  endpoints: { cognito: string };
  resources: { userPoolClientId: string };
  /** The code the local stack "e-mailed" to an address (LocalStack.confirmationCode, or a fixed code). */
  confirmationCode?: (email: string) => Promise<string>;
}

export interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A confirmed sign-up: the user's id and, for a trial, when it ends. */
export interface SignedUp {
  userId: string;
  email: string;
  trialEndsAt: string | null;
}

export interface LocalApiClient {
  url: string;
  /** The Cognito client the sign-in uses (cognito-local), for callers that need more of it. */
  cognito: CognitoIdentityProviderClient;
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** USER_PASSWORD_AUTH against cognito-local, as Amplify does in the browser; the access token. */
  signIn(email: string, password: string): Promise<string>;
  /**
   * Signs up through a public sign-up route, ticking 'Li e aceito os Termos de Uso e a Política de
   * Privacidade' unless `body` says otherwise, then confirms with the e-mailed code as the person
   * would (POST /api/auth/confirm-signup). Throws unless both succeed.
   */
  signUp(
    path: '/api/auth/register' | '/api/auth/trial-signup',
    body: SignUpBody & { termsAccepted?: unknown },
  ): Promise<SignedUp>;
  /** Confirms an existing sign-up with the e-mailed code; `resend` asks for a new code first. */
  confirmSignUp(email: string, options?: { resend?: boolean }): Promise<SignedUp['trialEndsAt']>;
  close(): void;
}

export function localApiClient(target: LocalApiTarget): LocalApiClient {
  const cognito = new CognitoIdentityProviderClient({ ...localAws, endpoint: target.endpoints.cognito });

  const call: LocalApiClient['call'] = async (method, path, options = {}) => {
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    const response = await fetch(`${target.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.rawBody !== undefined ? { body: options.rawBody } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  const signIn: LocalApiClient['signIn'] = async (email, password) => {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: target.resources.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('no access token');
    return token;
  };

  const confirmSignUp: LocalApiClient['confirmSignUp'] = async (email, options = {}) => {
    if (!target.confirmationCode) throw new Error('this local stack exposes no e-mailed codes');
    if (options.resend) {
      const resent = await call('POST', '/api/auth/resend-code', { body: { email } });
      if (resent.status !== 200) throw new Error(`resend code failed: ${JSON.stringify(resent)}`);
    }
    const code = await target.confirmationCode(email);
    const confirmed = await call('POST', '/api/auth/confirm-signup', { body: { email, code } });
    if (confirmed.status !== 200) throw new Error(`confirm sign-up failed: ${JSON.stringify(confirmed)}`);
    return confirmed.body.trialEndsAt as string | null;
  };

  const signUp: LocalApiClient['signUp'] = async (path, body) => {
    const answer = await call('POST', path, { body: { termsAccepted: true, ...body } });
    if (answer.status !== 201) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
    const trialEndsAt = await confirmSignUp(answer.body.email);
    return { userId: answer.body.userId, email: answer.body.email, trialEndsAt };
  };

  return {
    url: target.url,
    cognito,
    call,
    signIn,
    signUp,
    confirmSignUp,
    close: () => cognito.destroy(),
  };
}

/** Fails loudly unless the answer has the expected status. */
export function expectStatus(answer: ApiAnswer, expected: number, what: string): ApiAnswer {
  if (answer.status !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Fails loudly on anything but a 2xx. */
export function expectSuccess(answer: ApiAnswer, what: string): ApiAnswer {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}
