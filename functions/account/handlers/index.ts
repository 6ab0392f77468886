import { defineArea } from '../../platform/http/define-area';

/** The signed-in user's own profile, onboarding and subscription status. */
export const handler = defineArea('account', {
  'GET /api/me': () => import('./get-me'),
  'PATCH /api/me': () => import('./update-me'),
  'POST /api/me/consent': () => import('./accept-consent'),
  'POST /api/subscription/check': () => import('./check-subscription'),
  'GET /api/onboarding': () => import('./get-onboarding'),
  'POST /api/me/export': () => import('./export-my-data'),
  'POST /api/me/deletion': () => import('./delete-my-account'),
});
