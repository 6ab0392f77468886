import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import { findRoute, type RouteKey, type RoutesByKey } from '../../routes';
import { errorsMessages } from '../../contracts/messages/errors';
import { AppError, permissionDenied, toServiceResult, unauthenticated } from './errors';
import { authFromClaims, type AuthContext } from './auth-context';
import { currentAdmin } from './admin-role';
import { checkEntitlement } from './entitlement';
import { behindPaywall } from './paywall';
import { actingIdentity } from './impersonation';
import { IMPERSONATION_HEADER } from '../../contracts/impersonation';
import { parseOrThrow } from './validation';
import { addLogContext, currentLogContext, log, withLogContext } from './log';
import { AiUnavailableError, aiSwitch } from './ai-switch';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

interface Schemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
  /**
   * Hand the body over as the exact text received instead of parsing JSON (webhooks verify a
   * signature over those bytes). Excludes `body`.
   */
  rawBody?: true;
}

/** Public routes get no auth context; user and admin routes always get one. */
type AuthFor<K extends RouteKey> = RoutesByKey[K]['access'] extends 'public' ? null : AuthContext;

export interface Request<K extends RouteKey, S extends Schemas> {
  auth: AuthFor<K>;
  body: Infer<S['body']>;
  query: Infer<S['query']>;
  params: Infer<S['params']>;
  /** The body as received (base64 decoded when API Gateway encoded it); only with `rawBody: true`. */
  rawBody: S['rawBody'] extends true ? string : undefined;
  event: APIGatewayProxyEventV2;
}

/** What a handler accepts, readable from its module (the security tests fuzz every route from it). */
export interface HandlerContract {
  key: RouteKey;
  schemas: Schemas;
}

export interface HttpResult {
  statusCode: number;
  body?: unknown;
}

export const ok = (body: unknown): HttpResult => ({ statusCode: 200, body });
export const created = (body: unknown): HttpResult => ({ statusCode: 201, body });
export const noContent = (): HttpResult => ({ statusCode: 204 });

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const granted = Promise.resolve();

/** The service-result answer of an error (see ./errors). */
export function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  const { statusCode, body } = toServiceResult(error);
  return { statusCode, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** The body as text; API Gateway base64-encodes bodies it does not consider text. */
function bodyText(event: APIGatewayProxyEventV2): string {
  if (event.body === undefined || event.body === null) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  const text = bodyText(event);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', errorsMessages.invalidJson);
  }
}

/**
 * Who the request acts as. A token's admin group is confirmed on the server (one read, admin tokens
 * only: ./admin-role), beside the impersonation session's read when there is one. An admin route that
 * only reads (GET) runs beside the confirmation, behind it as behind a paywall (its reads at once, any
 * table write after; a demoted admin gets the 403 whatever the handler answered); an admin write, whose
 * Cognito and Stripe calls no gate holds, starts only once the role is confirmed.
 */
async function identify(
  token: AuthContext,
  event: APIGatewayProxyEventV2,
  key: RouteKey,
): Promise<{ auth: AuthContext; authority: Promise<void> }> {
  const confirmed = currentAdmin(token);
  if (findRoute(key).access === 'admin' && key.startsWith('GET ') && !event.headers?.[IMPERSONATION_HEADER]) {
    const authority = confirmed.then((caller) => {
      if (!caller.isAdmin) throw permissionDenied();
    });
    authority.catch(() => undefined); // awaited after the handler; never an unhandled rejection meanwhile
    return { auth: token, authority };
  }
  const [caller, acting] = await Promise.allSettled([confirmed, actingIdentity(token, event, key)]);
  if (caller.status === 'rejected') throw caller.reason;
  if (acting.status === 'rejected') throw acting.reason;
  // Impersonation needs the role as it stands now: a demoted admin's session is refused like a user's.
  if (acting.value.impersonatedBy && !caller.value.isAdmin) return identifyPlain(caller.value, event, key);
  return { auth: acting.value.impersonatedBy ? acting.value : caller.value, authority: granted };
}

const identifyPlain = async (caller: AuthContext, event: APIGatewayProxyEventV2, key: RouteKey) => ({
  auth: await actingIdentity(caller, event, key),
  authority: granted,
});

/**
 * The one middy chain every handler goes through: auth context from the verified token (the access
 * level comes from the route manifest, checked here even though API Gateway checks the token too; an
 * access token only, and an admin's role confirmed on the server),
 * impersonation resolved (an admin's open session only, see ./impersonation),
 * an AI route refused while the operator's emergency stop is on (./ai-switch, decision 0056),
 * JSON parse and zod validation of path, query and body, the handler, then the error mapper.
 * With `rawBody: true` the body is not parsed at all and reaches the handler as received.
 */
export function defineHandler<K extends RouteKey, S extends Schemas>(
  key: K,
  schemas: S,
  run: (request: Request<K, S>) => Promise<HttpResult>,
) {
  const route = findRoute(key);
  if (schemas.rawBody && schemas.body) throw new Error(`${key}: rawBody and body exclude each other`);

  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
    const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } })
      .authorizer?.jwt?.claims;
    const token = route.access === 'public' ? null : authFromClaims(claims as never);
    if (route.access !== 'public' && !token) throw unauthenticated();
    // An AI route reads the operator's emergency stop beside the identity (./ai-switch; never rejects).
    const aiStopped = route.ai ? aiSwitch().then((state) => state === 'off') : undefined;
    const { auth, authority } = token
      ? await identify(token, event, key)
      : { auth: null, authority: granted };
    // The acting user's id (never the e-mail), and the admin's when one impersonates them.
    if (auth) addLogContext({ userId: auth.userId, adminId: auth.impersonatedBy });
    if (route.access === 'admin' && !auth?.isAdmin) throw permissionDenied();
    // Stopped: 503 before the subscription check, validation and the handler (no unit, no write, no call).
    if (aiStopped && (await aiStopped)) throw new AiUnavailableError();
    // Behind one gate (./paywall): a paid route's subscription check, or an admin read's role confirmation.
    const entitled = route.paid && auth ? checkEntitlement(auth) : authority;

    let result: HttpResult | undefined;
    let failure: unknown;
    try {
      const request = {
        auth,
        event,
        body: schemas.body ? parseOrThrow(schemas.body, parseJsonBody(event)) : undefined,
        rawBody: schemas.rawBody ? bodyText(event) : undefined,
        query: schemas.query ? parseOrThrow(schemas.query, event.queryStringParameters ?? {}) : undefined,
        params: schemas.params ? parseOrThrow(schemas.params, event.pathParameters ?? {}) : undefined,
      } as Request<K, S>;
      // A paid route runs behind its paywall (./paywall): reads at once, writes and costly calls after the check.
      result = entitled !== granted ? await behindPaywall(entitled, () => run(request)) : await run(request);
    } catch (error) {
      failure = error;
    }
    // Without a subscription the answer is the 403, whatever the handler answered or threw.
    await entitled;
    if (failure !== undefined || !result) throw failure;
    return {
      statusCode: result.statusCode,
      headers: jsonHeaders,
      body: result.body === undefined ? '' : JSON.stringify(result.body),
    };
  };

  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Context>()
    .use({
      onError: async (request) => {
        const { statusCode, body } = toServiceResult(request.error);
        log(statusCode >= 500 ? 'error' : 'warn', 'request failed', {
          route: key,
          statusCode,
          code: body.code,
          error: statusCode >= 500 ? describeError(request.error) : undefined,
        });
        request.response = { statusCode, headers: jsonHeaders, body: JSON.stringify(body) };
      },
    })
    .handler(core);
  // Called without defineArea (a handler invoked alone, as the tests do): the same context, opened here.
  const handler = (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
    currentLogContext()
      ? chain(event, context)
      : withLogContext(
          {
            route: key,
            requestId: event.requestContext?.requestId,
            correlationId: event.requestContext?.requestId,
            awsRequestId: context?.awsRequestId,
          },
          () => chain(event, context),
        );
  const contract: HandlerContract = { key, schemas };
  return Object.assign(handler, { contract });
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}
