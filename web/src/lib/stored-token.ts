import type { Session } from './auth';
import { TOKEN_KEY_PREFIX } from './auth-loader';

/** Left on a stored access token for it to be used without Amplify (which would refresh it). */
const MIN_VALIDITY_MS = 60_000;

export interface StoredToken {
  token: string;
  payload: { sub?: string; exp?: number; 'cognito:groups'?: string[] };
}

/**
 * The signed-in user's access token as Amplify's default store keeps it in localStorage
 * (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user,
 * `….<clientId>.<user>.accessToken` holds the token), while it is valid for at least another minute:
 * a signed-in page calls the API and knows the session without downloading Amplify. Amplify itself
 * reads it no differently (it decodes, the API verifies). Undefined otherwise: Amplify then refreshes.
 */
export function storedAccessToken(): StoredToken | undefined {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith(TOKEN_KEY_PREFIX) || !key.endsWith('.LastAuthUser')) continue;
      const client = key.slice(0, -'.LastAuthUser'.length);
      const token = localStorage.getItem(`${client}.${localStorage.getItem(key)}.accessToken`);
      const payload = token ? decodePayload(token) : undefined;
      if (token && payload?.sub && (payload.exp ?? 0) * 1000 > Date.now() + MIN_VALIDITY_MS)
        return { token, payload };
    }
  } catch {
    // Storage blocked or a malformed token: Amplify decides.
  }
  return undefined;
}

// Every API request reads the token: the last one decoded is kept.
let lastDecoded: { token: string; payload: StoredToken['payload'] } | undefined;

function decodePayload(token: string): StoredToken['payload'] {
  if (lastDecoded?.token === token) return lastDecoded.payload;
  const payload = parsePayload(token);
  lastDecoded = { token, payload };
  return payload;
}

function parsePayload(token: string): StoredToken['payload'] {
  const part = token.split('.')[1] ?? '';
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  return JSON.parse(json) as StoredToken['payload'];
}

/** The session a token's payload describes: the user and whether the admin group is among its groups. */
export function sessionOf(payload: StoredToken['payload']): Session | null {
  if (!payload.sub) return null;
  return { userId: payload.sub, isAdmin: (payload['cognito:groups'] ?? []).includes('admin') };
}

/** The session of a valid stored token, without Amplify (see storedAccessToken). */
export function storedSession(): Session | undefined {
  const stored = storedAccessToken();
  return stored ? (sessionOf(stored.payload) ?? undefined) : undefined;
}
