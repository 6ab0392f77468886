import { defineArea } from '../../platform/http/define-area';

/** The action plan: plans, their tasks, notes, Genius, generation from the dossier and the bell. */
export const handler = defineArea('action-plan', {
  'GET /api/action-plans': () => import('./list-plans'),
  'POST /api/action-plans': () => import('./create-plan'),
  'POST /api/action-plans/generate': () => import('./generate-plan'),
  'PATCH /api/action-plans/{planId}': () => import('./update-plan'),
  'DELETE /api/action-plans/{planId}': () => import('./delete-plan'),
  'POST /api/action-plans/{planId}/items': () => import('./create-item'),
  'PATCH /api/action-plans/{planId}/items/{itemId}': () => import('./update-item'),
  'DELETE /api/action-plans/{planId}/items/{itemId}': () => import('./delete-item'),
  'GET /api/action-plans/{planId}/items/{itemId}/notes': () => import('./list-notes'),
  'POST /api/action-plans/{planId}/items/{itemId}/notes': () => import('./create-note'),
  'PATCH /api/action-plans/{planId}/items/{itemId}/notes/{noteId}': () => import('./update-note'),
  'DELETE /api/action-plans/{planId}/items/{itemId}/notes/{noteId}': () => import('./delete-note'),
  'GET /api/action-plans/{planId}/items/{itemId}/genius': () => import('./get-genius'),
  'POST /api/action-plans/{planId}/items/{itemId}/genius': () => import('./ask-genius'),
  'GET /api/notifications': () => import('./list-notifications'),
  'PATCH /api/notifications': () => import('./update-notifications'),
});
