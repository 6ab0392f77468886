import type * as Auth from './auth';

type AuthModule = typeof Auth;

let loading: Promise<AuthModule> | undefined;

/**
 * Loads and configures Amplify Auth on first use, so pages that need no session (the landing page)
 * never download it. The runtime configuration's reader (zod) comes with it.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= Promise.all([
    import('./auth'),
    import('./runtime-config').then((config) => config.loadRuntimeConfig()),
  ])
    .then(([auth, config]) => {
      auth.configureAuth(config);
      return auth;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Where Amplify's default token store keeps a session's tokens: localStorage, keys with this prefix. */
export const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * False only when no tokens are stored, i.e. certainly signed out: a visitor's pages (/auth, /pricing)
 * then know it without downloading Amplify. True when tokens exist (or storage cannot be read): only
 * Amplify can tell whether they still make a session.
 */
export function mayHaveSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(TOKEN_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
