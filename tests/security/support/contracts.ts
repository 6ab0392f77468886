import type { HandlerContract } from '../../../functions/platform/http/define-handler';
import { loadArea } from '../../../functions/local/gateway';
import { routeKey, routes, type RouteDefinition, type RouteKey } from '../../../functions/routes';
import { useStackEnvironment } from '../../integration/support/environment';

/**
 * Each route's contract (its zod schemas) as its handler module declares it, loaded through its area's
 * entry point as Lambda loads it. The modules are only imported here, never invoked: the environment
 * just has to satisfy their start-up configuration.
 */
export async function loadContracts(): Promise<Map<string, HandlerContract>> {
  useStackEnvironment();
  const contracts = new Map<string, HandlerContract>();
  for (const route of routes as readonly RouteDefinition[]) {
    const key = routeKey(route) as RouteKey;
    const handler = await (await loadArea(route.area)).load(key);
    contracts.set(key, handler.contract);
  }
  return contracts;
}
