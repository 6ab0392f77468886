import { defineArea } from '../../platform/http/define-area';

/** Public sign-ups: the only functions that may create Cognito users. */
export const handler = defineArea('auth', {
  'POST /api/auth/register': () => import('./register'),
  'POST /api/auth/trial-signup': () => import('./trial-signup'),
});
