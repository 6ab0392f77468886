import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Area, AreaRouteKey, RouteKey } from '../../routes';
import { errorsMessages } from '../../contracts/messages/errors';
import { errorResponse, type HandlerContract } from './define-handler';
import { AppError, permissionDenied } from './errors';
import { coldStartTracker, log, withLogContext } from './log';
import { ORIGIN_VERIFY_ENV, originCheck } from './origin-check';

/** A route's handler as `defineHandler` builds it: the Lambda function plus its contract. */
export type RouteHandler = ((
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>) & { contract: HandlerContract };

export type RouteModuleLoader = () => Promise<{ handler: RouteHandler }>;

export type AreaHandler = ((
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>) & {
  area: Area;
  /** Loads the handler of one of the area's routes (the gateway's tests read its contract). */
  load(key: RouteKey): Promise<RouteHandler>;
};

/**
 * One area's Lambda entry point: dispatches on the API Gateway `routeKey` to the route's handler
 * module, imported on first use, so a cold start evaluates only the modules its route needs. The
 * loaders' keys must be exactly the area's manifest keys (the type says so); a module that declares
 * another route than the key it is listed under is refused when it loads.
 */
export function defineArea<A extends Area>(
  area: A,
  loaders: { [K in AreaRouteKey<A>]: RouteModuleLoader },
): AreaHandler {
  const byKey = loaders as Record<string, RouteModuleLoader>;

  // Each module is resolved once: a dynamic import() of a loaded module still resolves its specifier
  // on every call (locally through tsx's loader thread, a quarter of a local GET /api/me).
  const loaded = new Map<RouteKey, Promise<RouteHandler>>();
  const loadOnce = async (key: RouteKey, loader: RouteModuleLoader): Promise<RouteHandler> => {
    const { handler } = await loader();
    if (handler.contract.key !== key) {
      throw new Error(`${area}: ${key} is served by a handler declared for ${handler.contract.key}`);
    }
    return handler;
  };
  const load = (key: RouteKey): Promise<RouteHandler> => {
    const loader = byKey[key];
    if (!loader) return Promise.reject(new AppError('NOT_FOUND', errorsMessages.notFound));
    let handler = loaded.get(key);
    if (!handler) {
      handler = loadOnce(key, loader);
      loaded.set(key, handler);
      // A module that failed to load is tried again by the next request.
      handler.catch(() => loaded.delete(key));
    }
    return handler;
  };

  const isCold = coldStartTracker();
  const fromOrigin = originCheck(process.env[ORIGIN_VERIFY_ENV]);
  const dispatch = (event: APIGatewayProxyEventV2, context: Context) =>
    withLogContext(
      {
        area,
        route: event.routeKey,
        requestId: event.requestContext?.requestId,
        correlationId: event.requestContext?.requestId,
        awsRequestId: context?.awsRequestId,
        coldStart: isCold(),
      },
      () => serve(event, context),
    );
  const serve = async (event: APIGatewayProxyEventV2, context: Context) => {
    // Not through CloudFront (the execute-api endpoint): refused before any module loads.
    if (!fromOrigin(event.headers)) {
      log('warn', 'request without the origin header refused', { area, route: event.routeKey });
      return errorResponse(permissionDenied());
    }
    let handler: RouteHandler;
    try {
      handler = await load(event.routeKey as RouteKey);
    } catch (error) {
      if (!(error instanceof AppError))
        log('error', 'route module failed to load', { area, route: event.routeKey, error: String(error) });
      return errorResponse(error);
    }
    return handler(event, context);
  };
  return Object.assign(dispatch, { area, load });
}
