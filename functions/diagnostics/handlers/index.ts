import { defineArea } from '../../platform/http/define-area';

/** The diagnostics hub, questionnaires, answers, completion and reset. */
export const handler = defineArea('diagnostics', {
  'GET /api/diagnostics': () => import('./get-overview'),
  'GET /api/diagnostics/{diagnosticId}/questionnaire': () => import('./get-questionnaire'),
  'GET /api/diagnostics/{diagnosticId}/result': () => import('./get-result'),
  'PUT /api/diagnostics/{diagnosticId}/answers/{questionId}': () => import('./save-answer'),
  'POST /api/diagnostics/{diagnosticId}/complete': () => import('./complete-diagnostic'),
  'POST /api/diagnostics/{diagnosticId}/reset': () => import('./reset-diagnostic'),
});
