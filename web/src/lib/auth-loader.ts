import type * as Auth from './auth';
import { loadRuntimeConfig } from './runtime-config';

type AuthModule = typeof Auth;

let loading: Promise<AuthModule> | undefined;

/**
 * Loads and configures Amplify Auth on first use, so pages that need no session (the landing page)
 * never download it.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= Promise.all([import('./auth'), loadRuntimeConfig()])
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
