/**
 * THE route manifest. CDK creates one HTTP API route per entry and one Lambda per area, the local
 * gateway serves from it, every handler looks up its access level here and the authorization tests
 * walk it. Each area's entry point is `functions/<feature>/handlers/index.ts` (`areaEntry` in infra/paths.ts), which maps the area's
 * route keys to their handler modules (imported lazily; the type system keeps both lists equal).
 * `paid`: the route needs an active or trial subscription (admins always pass); the server answers
 * 403 without one.
 * `ai`: the route calls the model or starts a workflow that does; while the operator's emergency stop is
 * on (functions/platform/http/ai-switch.ts, decision 0056) it answers 503 'temporariamente indisponível'
 * before its handler runs. tests/infra/ai-switch.test.ts holds it equal to the routes whose permissions
 * (infra/route-permissions.ts) invoke the model or start a model workflow.
 */
import type { Area } from './contracts/areas';

export type { Area } from './contracts/areas';
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  area: Area;
  access: Access;
  paid?: boolean;
  ai?: boolean;
}

export const routes = [
  { method: 'GET', path: '/api/health', area: 'health', access: 'public' },
  { method: 'GET', path: '/api/admin/health', area: 'health', access: 'admin' },

  { method: 'POST', path: '/api/auth/register', area: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/trial-signup', area: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/confirm-signup', area: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/resend-code', area: 'auth', access: 'public' },

  { method: 'GET', path: '/api/me', area: 'account', access: 'user' },
  { method: 'PATCH', path: '/api/me', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/me/consent', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/subscription/check', area: 'account', access: 'user' },
  { method: 'GET', path: '/api/onboarding', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/me/export', area: 'account', access: 'user' },
  { method: 'POST', path: '/api/me/deletion', area: 'account', access: 'user' },

  { method: 'GET', path: '/api/plans', area: 'payments', access: 'public' },
  { method: 'POST', path: '/api/checkout', area: 'payments', access: 'user' },
  { method: 'POST', path: '/api/customer-portal', area: 'payments', access: 'user' },
  { method: 'POST', path: '/api/payments/webhook', area: 'stripe-webhook', access: 'public' },

  // The overview is the dashboard's data too, and the dashboard is open to every signed-in user.
  { method: 'GET', path: '/api/diagnostics', area: 'diagnostics', access: 'user' },
  {
    method: 'GET',
    path: '/api/diagnostics/{diagnosticId}/questionnaire',
    area: 'diagnostics',
    access: 'user',
    paid: true,
  },
  {
    method: 'GET',
    path: '/api/diagnostics/{diagnosticId}/result',
    area: 'diagnostics',
    access: 'user',
    paid: true,
  },
  {
    method: 'PUT',
    path: '/api/diagnostics/{diagnosticId}/answers/{questionId}',
    area: 'diagnostics',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/diagnostics/{diagnosticId}/complete',
    area: 'diagnostics',
    access: 'user',
    paid: true,
    ai: true,
  },
  {
    method: 'POST',
    path: '/api/diagnostics/{diagnosticId}/reset',
    area: 'diagnostics',
    access: 'user',
    paid: true,
  },

  {
    method: 'GET',
    path: '/api/investor-report/{resultId}',
    area: 'analyses',
    access: 'user',
    paid: true,
  },
  { method: 'GET', path: '/api/analyses/{resultId}', area: 'analyses', access: 'user', paid: true },
  {
    method: 'POST',
    path: '/api/analyses/{resultId}/generate',
    area: 'analyses',
    access: 'user',
    paid: true,
    ai: true,
  },
  {
    method: 'POST',
    path: '/api/analyses/{resultId}/sections/{sectionKey}',
    area: 'analyses',
    access: 'user',
    paid: true,
    ai: true,
  },

  { method: 'GET', path: '/api/dossier', area: 'dossier', access: 'user', paid: true },
  { method: 'POST', path: '/api/dossier/generate', area: 'dossier', access: 'user', paid: true, ai: true },
  {
    method: 'POST',
    path: '/api/dossier/sections/{sectionKey}/generate',
    area: 'dossier',
    access: 'user',
    paid: true,
    ai: true,
  },
  { method: 'POST', path: '/api/dossier/refresh', area: 'dossier', access: 'user', paid: true, ai: true },

  // The action plan: the page and the dashboard read GET /api/action-plans; the bell GET /api/notifications.
  { method: 'GET', path: '/api/action-plans', area: 'action-plan', access: 'user' },
  { method: 'POST', path: '/api/action-plans', area: 'action-plan', access: 'user', paid: true },
  {
    method: 'POST',
    path: '/api/action-plans/generate',
    area: 'action-plan',
    access: 'user',
    paid: true,
    ai: true,
  },
  { method: 'PATCH', path: '/api/action-plans/{planId}', area: 'action-plan', access: 'user', paid: true },
  { method: 'DELETE', path: '/api/action-plans/{planId}', area: 'action-plan', access: 'user', paid: true },
  {
    method: 'POST',
    path: '/api/action-plans/{planId}/items',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'PATCH',
    path: '/api/action-plans/{planId}/items/{itemId}',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'DELETE',
    path: '/api/action-plans/{planId}/items/{itemId}',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'GET',
    path: '/api/action-plans/{planId}/items/{itemId}/notes',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/action-plans/{planId}/items/{itemId}/notes',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'PATCH',
    path: '/api/action-plans/{planId}/items/{itemId}/notes/{noteId}',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'DELETE',
    path: '/api/action-plans/{planId}/items/{itemId}/notes/{noteId}',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'GET',
    path: '/api/action-plans/{planId}/items/{itemId}/genius',
    area: 'action-plan',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/action-plans/{planId}/items/{itemId}/genius',
    area: 'action-plan',
    access: 'user',
    paid: true,
    ai: true,
  },
  { method: 'GET', path: '/api/notifications', area: 'action-plan', access: 'user' },
  { method: 'PATCH', path: '/api/notifications', area: 'action-plan', access: 'user', paid: true },

  // Learning: the module list is read by the dashboard too (counts only), so it is not paid.
  { method: 'GET', path: '/api/learning/modules', area: 'learning', access: 'user' },
  { method: 'GET', path: '/api/learning/modules/{moduleId}', area: 'learning', access: 'user', paid: true },
  {
    method: 'GET',
    path: '/api/learning/modules/{moduleId}/materials/{materialId}',
    area: 'learning',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/learning/modules/{moduleId}/materials/{materialId}/view',
    area: 'learning',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/learning/modules/{moduleId}/materials/{materialId}/complete',
    area: 'learning',
    access: 'user',
    paid: true,
  },

  { method: 'GET', path: '/api/website-analyses', area: 'marketing', access: 'user', paid: true },
  { method: 'POST', path: '/api/website-analyses', area: 'marketing', access: 'user', paid: true, ai: true },
  {
    method: 'GET',
    path: '/api/website-analyses/{analysisId}',
    area: 'marketing',
    access: 'user',
    paid: true,
  },
  {
    method: 'DELETE',
    path: '/api/website-analyses/{analysisId}',
    area: 'marketing',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/website-analyses/{analysisId}/retry',
    area: 'marketing',
    access: 'user',
    paid: true,
    ai: true,
  },
  {
    method: 'POST',
    path: '/api/website-analyses/{analysisId}/regenerate',
    area: 'marketing',
    access: 'user',
    paid: true,
    ai: true,
  },
  { method: 'GET', path: '/api/instagram-analyses', area: 'marketing', access: 'user', paid: true },
  {
    method: 'POST',
    path: '/api/instagram-analyses',
    area: 'marketing',
    access: 'user',
    paid: true,
    ai: true,
  },
  {
    method: 'GET',
    path: '/api/instagram-analyses/{analysisId}',
    area: 'marketing',
    access: 'user',
    paid: true,
  },
  {
    method: 'DELETE',
    path: '/api/instagram-analyses/{analysisId}',
    area: 'marketing',
    access: 'user',
    paid: true,
  },
  {
    method: 'POST',
    path: '/api/instagram-analyses/{analysisId}/retry',
    area: 'marketing',
    access: 'user',
    paid: true,
    ai: true,
  },
  {
    method: 'POST',
    path: '/api/instagram-analyses/{analysisId}/regenerate',
    area: 'marketing',
    access: 'user',
    paid: true,
    ai: true,
  },

  { method: 'GET', path: '/api/admin/stats', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/users/export', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/users/{userId}', area: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/users/{userId}', area: 'admin', access: 'admin' },
  { method: 'PUT', path: '/api/admin/users/{userId}/roles', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/subscription', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/impersonation', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/onboarding', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/diagnostics', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/diagnostics', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/diagnostics/{diagnosticId}', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/diagnostics/{diagnosticId}', area: 'admin', access: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/diagnostics/{diagnosticId}/publication',
    area: 'admin',
    access: 'admin',
  },
  { method: 'DELETE', path: '/api/admin/diagnostics/{diagnosticId}', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/diagnostics/{diagnosticId}/export', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/diagnostics/import', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/diagnostics/{diagnosticId}/questions', area: 'admin', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/diagnostics/{diagnosticId}/questions/{questionId}',
    area: 'admin',
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/diagnostics/{diagnosticId}/questions/{questionId}',
    area: 'admin',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/diagnostics/{diagnosticId}/questions/{questionId}/move',
    area: 'admin',
    access: 'admin',
  },
  { method: 'GET', path: '/api/admin/investment-recommendations', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/investment-recommendations', area: 'admin', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/investment-recommendations/{recommendationId}',
    area: 'admin',
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/investment-recommendations/{recommendationId}',
    area: 'admin',
    access: 'admin',
  },
  { method: 'DELETE', path: '/api/admin/impersonation', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/modules', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/modules', area: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/modules/{moduleId}', area: 'admin', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/modules/{moduleId}', area: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/modules/{moduleId}', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/modules/{moduleId}/move', area: 'admin', access: 'admin' },
  { method: 'POST', path: '/api/admin/modules/{moduleId}/materials', area: 'admin', access: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/modules/{moduleId}/materials/{materialId}',
    area: 'admin',
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/modules/{moduleId}/materials/{materialId}',
    area: 'admin',
    access: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/modules/{moduleId}/materials/{materialId}/items',
    area: 'admin',
    access: 'admin',
  },
  { method: 'POST', path: '/api/admin/modules/{moduleId}/uploads', area: 'admin', access: 'admin' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
/** Each manifest entry by its key, e.g. `GET /api/me`. */
export type RoutesByKey = { [R in Route as `${R['method']} ${R['path']}`]: R };
export type RouteKey = keyof RoutesByKey;
/** The route keys of one area. */
export type AreaRouteKey<A extends Area> = {
  [K in RouteKey]: RoutesByKey[K]['area'] extends A ? K : never;
}[RouteKey];

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export function findRoute(key: RouteKey): RouteDefinition {
  const route = (routes as readonly RouteDefinition[]).find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`Route ${key} is not in the manifest`);
  return route;
}

/** The areas that have routes, in manifest order: one Lambda each. */
export const routeAreas = (): Area[] => [
  ...new Set((routes as readonly RouteDefinition[]).map((route) => route.area)),
];
