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
