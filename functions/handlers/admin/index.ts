import { defineArea } from '../../http/define-area';

/** The admin area: every route checks the admin group on the server (functions/http/define-handler.ts). */
export const handler = defineArea('admin', {
  'GET /api/admin/users': () => import('./list-users'),
  'POST /api/admin/impersonation': () => import('./start-impersonation'),
  'DELETE /api/admin/impersonation': () => import('./end-impersonation'),
});
