import { defineArea } from '../../platform/http/define-area';

/** Public and tiny: its own function, so probing health never wakes a business area. */
export const handler = defineArea('health', {
  'GET /api/health': () => import('./get-health'),
});
