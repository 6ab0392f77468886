import { defineArea } from '../../platform/http/define-area';

/** Tiny: its own function, so probing health never wakes a business area (public, and its admin detail). */
export const handler = defineArea('health', {
  'GET /api/health': () => import('./get-health'),
  'GET /api/admin/health': () => import('./get-admin-health'),
});
