import type { HandlerContract } from '../../../functions/http/define-handler';
import { routeKey, routes, type RouteDefinition } from '../../../functions/routes';
import { useStackEnvironment } from '../../integration/support/environment';

/**
 * Each route's contract (its zod schemas) as its handler module declares it. The modules are only
 * imported here, never invoked: the environment just has to satisfy their start-up configuration.
 */
export async function loadContracts(): Promise<Map<string, HandlerContract>> {
  useStackEnvironment();
  const contracts = new Map<string, HandlerContract>();
  for (const route of routes as readonly RouteDefinition[]) {
    const file = new URL(`../../../functions/handlers/${route.handler}.ts`, import.meta.url).href;
    const module = (await import(/* @vite-ignore */ file)) as {
      handler: { contract?: HandlerContract };
    };
    if (!module.handler.contract) throw new Error(`${routeKey(route)}: handler has no contract`);
    contracts.set(routeKey(route), module.handler.contract);
  }
  return contracts;
}
