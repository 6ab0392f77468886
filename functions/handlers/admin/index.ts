import { defineArea } from '../../http/define-area';

/** The admin area: every route checks the admin group on the server (functions/http/define-handler.ts). */
export const handler = defineArea('admin', {
  'GET /api/admin/stats': () => import('./stats'),
  'GET /api/admin/users': () => import('./list-users'),
  'POST /api/admin/users': () => import('./create-user'),
  'GET /api/admin/users/export': () => import('./export-users'),
  'PATCH /api/admin/users/{userId}': () => import('./update-user'),
  'DELETE /api/admin/users/{userId}': () => import('./delete-user'),
  'PUT /api/admin/users/{userId}/roles': () => import('./update-roles'),
  'POST /api/admin/users/{userId}/subscription': () => import('./manage-subscription'),
  'POST /api/admin/impersonation': () => import('./start-impersonation'),
  'DELETE /api/admin/impersonation': () => import('./end-impersonation'),
  'PATCH /api/admin/onboarding': () => import('./update-onboarding'),
  'GET /api/admin/diagnostics': () => import('./list-diagnostics'),
  'POST /api/admin/diagnostics': () => import('./create-diagnostic'),
  'GET /api/admin/diagnostics/{diagnosticId}': () => import('./get-diagnostic'),
  'PATCH /api/admin/diagnostics/{diagnosticId}': () => import('./update-diagnostic'),
  'PATCH /api/admin/diagnostics/{diagnosticId}/publication': () => import('./set-diagnostic-publication'),
  'GET /api/admin/investment-recommendations': () => import('./list-recommendations'),
  'POST /api/admin/investment-recommendations': () => import('./create-recommendation'),
  'PUT /api/admin/investment-recommendations/{recommendationId}': () => import('./update-recommendation'),
  'DELETE /api/admin/investment-recommendations/{recommendationId}': () => import('./delete-recommendation'),
});
