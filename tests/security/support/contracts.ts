import type { HandlerContract } from '../../../functions/http/define-handler';
import { localAws } from '../../../functions/local/local-credentials';
import { LOCAL_PRICE_ID, LOCAL_WEBHOOK_SECRET } from '../../../functions/local/local-stripe';
import { routeKey, routes, type RouteDefinition } from '../../../functions/routes';
import { stack } from '../../integration/support/clients';

/**
 * Each route's contract (its zod schemas) as its handler module declares it. The modules are only
 * imported here, never invoked: the environment just has to satisfy their start-up configuration.
 */
export async function loadContracts(): Promise<Map<string, HandlerContract>> {
  Object.assign(process.env, {
    AWS_REGION: localAws.region,
    AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
    TABLE_NAME: stack.resources.tableName,
    USER_POOL_ID: stack.resources.userPoolId,
    USER_POOL_CLIENT_ID: stack.resources.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
    COGNITO_ENDPOINT: stack.endpoints.cognito,
    PAYMENTS_ADAPTER: 'local',
    STRIPE_PRICE_ID: LOCAL_PRICE_ID,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    APP_ORIGINS: stack.url,
  });
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
