import type { Session } from '../lib/auth';

/** What the app reads of an access token: the user, the expiry (seconds), the groups. */
export interface TokenPayload {
  sub?: string;
  exp?: number;
  'cognito:groups'?: string[];
}

export interface StoredToken {
  token: string;
  payload: TokenPayload;
}

export interface TokenRules {
  /**
   * False only when no tokens are stored, i.e. certainly signed out; true when tokens exist or storage
   * cannot be read (only Amplify can tell whether they still make a session). No storage: one that
   * cannot be read.
   */
  mayHaveSession(storage: Storage | undefined): boolean;
  /** The signed-in user's access token while it is valid for at least another minute after `now`. */
  accessToken(storage: Storage | undefined, now: number): StoredToken | undefined;
  /** The session a token's payload describes: the user and whether the admin group is among its groups. */
  sessionOf(payload: TokenPayload): Session | null;
  /** Amplify's keys for a client's signed-in user and that user's access token. */
  keys(client: string, user: string): { lastUser: string; accessToken: string };
}

/**
 * Amplify's default token store (localStorage: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`
 * names the user, `….<clientId>.<user>.accessToken` holds the token), read without downloading Amplify.
 * Amplify reads it no differently (it decodes, the API verifies); a token that expires within a minute
 * is left to Amplify, which refreshes it.
 *
 * Self-contained (no imports, no outer names): the boot script embeds this function's source
 * (boot-script.ts), so a page's boot script and the app read the store by the same rules.
 */
export function tokenRules(): TokenRules {
  const prefix = 'CognitoIdentityServiceProvider.';
  const lastUser = '.LastAuthUser';
  const minValidityMs = 60000;
  // Every API request reads the token: the last one decoded is kept.
  let last: StoredToken | undefined;

  function payloadOf(token: string): TokenPayload {
    if (last && last.token === token) return last.payload;
    const part = token.split('.')[1] || '';
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as TokenPayload;
    last = { token, payload };
    return payload;
  }

  const rules: TokenRules = {
    mayHaveSession(storage) {
      if (!storage) return true;
      try {
        for (let index = 0; index < storage.length; index += 1) {
          if (String(storage.key(index)).indexOf(prefix) === 0) return true;
        }
        return false;
      } catch {
        return true;
      }
    },
    accessToken(storage, now) {
      if (!storage) return undefined;
      try {
        for (let index = 0; index < storage.length; index += 1) {
          const key = String(storage.key(index));
          if (key.indexOf(prefix) !== 0 || key.slice(-lastUser.length) !== lastUser) continue;
          const client = key.slice(prefix.length, -lastUser.length);
          const token = storage.getItem(rules.keys(client, String(storage.getItem(key))).accessToken);
          const payload = token ? payloadOf(token) : undefined;
          if (token && payload && payload.sub && (payload.exp || 0) * 1000 > now + minValidityMs)
            return { token, payload };
        }
      } catch {
        // Storage blocked or a malformed token: Amplify decides.
      }
      return undefined;
    },
    sessionOf(payload) {
      if (!payload.sub) return null;
      return { userId: payload.sub, isAdmin: (payload['cognito:groups'] || []).indexOf('admin') !== -1 };
    },
    keys(client, user) {
      return {
        lastUser: prefix + client + lastUser,
        accessToken: prefix + client + '.' + user + '.accessToken',
      };
    },
  };
  return rules;
}
