import { defineArea } from '../../platform/http/define-area';

/** Public sign-ups (confirmed by e-mail, decision 0044): the only functions that create Cognito users. */
export const handler = defineArea('auth', {
  'POST /api/auth/register': () => import('./register'),
  'POST /api/auth/trial-signup': () => import('./trial-signup'),
  'POST /api/auth/confirm-signup': () => import('./confirm-signup'),
  'POST /api/auth/resend-code': () => import('./resend-code'),
});
