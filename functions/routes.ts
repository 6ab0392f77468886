/**
 * THE route manifest. CDK creates one HTTP API route and Lambda per entry, the local gateway serves
 * from it, every handler looks up its access level here and the authorization tests walk it.
 * `handler` is the file under functions/handlers/ (without extension) that exports `handler`.
 */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  handler: string;
  access: Access;
}

export const routes = [
  { method: 'GET', path: '/api/health', handler: 'health/get-health', access: 'public' },
  { method: 'POST', path: '/api/auth/register', handler: 'auth/register', access: 'public' },
  { method: 'GET', path: '/api/me', handler: 'me/get-me', access: 'user' },
  { method: 'PATCH', path: '/api/me', handler: 'me/update-me', access: 'user' },
  { method: 'GET', path: '/api/admin/users', handler: 'admin/list-users', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/impersonation',
    handler: 'admin/start-impersonation',
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: '/api/admin/impersonation',
    handler: 'admin/end-impersonation',
    access: 'admin',
  },
  { method: 'POST', path: '/api/auth/trial-signup', handler: 'auth/trial-signup', access: 'public' },
  {
    method: 'POST',
    path: '/api/subscription/check',
    handler: 'subscription/check-subscription',
    access: 'user',
  },
  { method: 'GET', path: '/api/plans', handler: 'plans/list-plans', access: 'public' },
  { method: 'POST', path: '/api/checkout', handler: 'payments/create-checkout', access: 'user' },
  { method: 'POST', path: '/api/customer-portal', handler: 'payments/customer-portal', access: 'user' },
  { method: 'POST', path: '/api/payments/webhook', handler: 'payments/stripe-webhook', access: 'public' },
  { method: 'GET', path: '/api/onboarding', handler: 'onboarding/get-onboarding', access: 'user' },
  { method: 'GET', path: '/api/diagnostics', handler: 'diagnostics/get-overview', access: 'user' },
  {
    method: 'GET',
    path: '/api/diagnostics/{diagnosticId}/questionnaire',
    handler: 'diagnostics/get-questionnaire',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/diagnostics/{diagnosticId}/result',
    handler: 'diagnostics/get-result',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/diagnostics/{diagnosticId}/answers/{questionId}',
    handler: 'diagnostics/save-answer',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/diagnostics/{diagnosticId}/complete',
    handler: 'diagnostics/complete-diagnostic',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/diagnostics/{diagnosticId}/reset',
    handler: 'diagnostics/reset-diagnostic',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/investor-report/{resultId}',
    handler: 'investor/get-investor-report',
    access: 'user',
  },
  { method: 'GET', path: '/api/analyses/{resultId}', handler: 'analyses/get-analysis', access: 'user' },
  {
    method: 'POST',
    path: '/api/analyses/{resultId}/generate',
    handler: 'analyses/generate-analysis',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/analyses/{resultId}/sections/{sectionKey}',
    handler: 'analyses/analyse-section',
    access: 'user',
  },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
/** Each manifest entry by its key, e.g. `GET /api/me`. */
export type RoutesByKey = { [R in Route as `${R['method']} ${R['path']}`]: R };
export type RouteKey = keyof RoutesByKey;

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

export function findRoute(key: RouteKey): RouteDefinition {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`Route ${key} is not in the manifest`);
  return route;
}
