import { defineArea } from '../../platform/http/define-area';

/**
 * Tiny: its own function, so probing health never wakes a business area (and the model client it names
 * stays out of the admin area's bundle). The admin route's detail: GET /api/admin/health.
 */
export const handler = defineArea('health', {
  'GET /api/health': () => import('./get-health'),
  'GET /api/admin/health': () => import('./get-admin-health'),
});
