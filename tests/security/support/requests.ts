import type { RouteDefinition } from '../../../functions/routes';
import { stack } from '../../integration/support/clients';
import type { RouteExample } from './route-examples';

export interface Answer {
  status: number;
  text: string;
  body: any;
}

/** The route's path with its parameters filled in (each one URL-encoded). */
export function pathOf(route: RouteDefinition, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/** Sends one request to the local gateway; `body` is sent as JSON text unless `rawBody` is given. */
export async function send(
  route: RouteDefinition,
  request: RouteExample,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const query = new URLSearchParams(request.query ?? {}).toString();
  const text = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const response = await fetch(`${stack.url}${pathOf(route, request.params)}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
      ...options.headers,
    },
    ...(text !== undefined ? { body: text } : {}),
  });
  const body = await response.text();
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text: body, body: parsed };
}
