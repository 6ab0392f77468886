import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJWT } from '@aws-amplify/core';
import type { WebRuntimeConfig } from './runtime-config';

export interface Session {
  userId: string;
  isAdmin: boolean;
}

let endpoint: string | undefined;

/** Configures Amplify Auth against the pool of this deployment (cognito-local behind /cognito/ locally). */
export function configureAuth(config: WebRuntimeConfig): void {
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
  if (!result.isSignedIn) throw new Error(`Unexpected sign-in step: ${result.nextStep.signInStep}`);
}

export async function signOutUser(): Promise<void> {
  await signOut();
}

/** The current session from the stored tokens (refreshing them when needed), or null. */
export async function currentSession(): Promise<Session | null> {
  const { tokens } = await fetchAuthSession();
  const payload = tokens?.accessToken.payload;
  if (!payload?.sub) return null;
  const groups = (payload['cognito:groups'] as string[] | undefined) ?? [];
  return { userId: payload.sub, isAdmin: groups.includes('admin') };
}

export async function accessToken(): Promise<string | undefined> {
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
}
