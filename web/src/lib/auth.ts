import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJWT } from '@aws-amplify/core';
import type { WebRuntimeConfig } from './runtime-config';
import { sessionOf, type TokenPayload } from '../prerender/first-load';

export interface Session {
  userId: string;
  isAdmin: boolean;
}

let endpoint: string | undefined;
let poolConfig: WebRuntimeConfig | undefined;

/** Configures Amplify Auth against the pool of this deployment (cognito-local behind /cognito/ locally). */
export function configureAuth(config: WebRuntimeConfig): void {
  poolConfig = config;
  endpoint = config.userPoolEndpoint
    ? new URL(config.userPoolEndpoint, window.location.origin).href
    : undefined;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
      },
    },
  });
  // cognito-local lacks GetTokensFromRefreshToken, which Amplify's own refresher calls.
  if (endpoint)
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(refreshWithInitiateAuth(config));
}

function refreshWithInitiateAuth(config: WebRuntimeConfig) {
  return async ({ tokens, username }: { tokens: { refreshToken?: string }; username: string }) => {
    const response = await fetch(endpoint!, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    if (!response.ok) throw new Error('Token refresh failed');
    const { AuthenticationResult: result } = (await response.json()) as {
      AuthenticationResult: { AccessToken: string; IdToken?: string; RefreshToken?: string };
    };
    return {
      accessToken: decodeJWT(result.AccessToken),
      ...(result.IdToken ? { idToken: decodeJWT(result.IdToken) } : {}),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: 0,
      username,
    };
  };
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    // The account waits for its e-mailed code (decision 0044): /auth asks for it.
    throw Object.assign(new Error('sign-up not confirmed'), { name: 'UserNotConfirmedException' });
  }
  if (!result.isSignedIn) throw new Error(`Unexpected sign-in step: ${result.nextStep.signInStep}`);
}

export async function signOutUser(): Promise<void> {
  await signOut();
}

/** The current session from the stored tokens (refreshing them when needed), or null. */
export async function currentSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
  return tokens ? sessionOf(tokens.accessToken.payload as TokenPayload) : null;
}

export async function accessToken(): Promise<string | undefined> {
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
}

/** Sends the password-reset code by e-mail (the e-mail links to /reset-password). */
export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function completePasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/**
 * Checks a password by signing in with it on the side (a bare InitiateAuth call that leaves the
 * current session untouched), as the spec asks before a password change. False when it is wrong.
 */
export async function verifyPassword(email: string, password: string): Promise<boolean> {
  if (!poolConfig) throw new Error('Auth is not configured');
  const url = endpoint ?? `https://cognito-idp.${poolConfig.region}.amazonaws.com/`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: poolConfig.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  if (response.ok) return true;
  const body = (await response.json().catch(() => ({}))) as { __type?: string };
  // cognito-local answers InvalidPasswordException where Cognito answers NotAuthorizedException.
  if (/NotAuthorized|InvalidPassword|UserNotFound/.test(body.__type ?? '')) return false;
  throw new Error(body.__type ?? `InitiateAuth answered ${response.status}`);
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}
