import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { errorsMessages } from '../contracts/messages/errors';
import type { ServiceResult } from '../contracts/service-result';
import { FILE_POLICY } from '../platform/config/content-security-policy';
import type { AreaHandler } from '../platform/http/define-area';
import { routes, routeKey, type Area, type RouteDefinition } from '../routes';
import type { Claims, TokenVerifier } from './token-verifier';
import { VIEWER_ADDRESS_HEADER } from '../platform/http/viewer-address';
import { areaEntry } from '../../infra/paths';
import { areaTimeoutSeconds } from '../../infra/route-permissions';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface GatewayOptions {
  verifier: TokenVerifier;
  /** Served at /config.json: what the SPA needs to configure Amplify. */
  publicConfig: Record<string, unknown>;
  /** cognito-local's address: /cognito/* is proxied there so the browser sees one origin. */
  cognitoEndpoint: string;
  /** Serves the SPA (Vite in dev, static files from web/dist) for everything outside /api. */
  web?: Middleware;
  /** The local payment provider's checkout and portal pages, under /local-payments/. */
  localPayments?: Middleware;
  /** The local file store: receives granted uploads and serves /uploads/* (S3 + CloudFront's stand-in). */
  uploads?: Middleware;
  /** A slow local model's limit (MODEL_TIMEOUT_SECONDS): the model routes wait for it. */
  modelTimeoutSeconds?: number;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Runs one API request's handler; `npm run bench` uses it to attribute data calls and durations to routes. */
export type RequestObserver = <T>(routeKey: string, invoke: () => Promise<T>) => Promise<T>;
let requestObserver: RequestObserver | undefined;

/** Wraps every API handler call of this process's gateways (undefined = none, the default). */
export function observeRequests(observer: RequestObserver | undefined): void {
  requestObserver = observer;
}

function compile(route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), paramNames };
}

/**
 * The local stand-in for API Gateway: serves every route of the manifest by building an API Gateway
 * v2 event (with JWT claims verified against the local pool) and calling the same handler module the
 * cloud runs, within the cloud's deadline: its area Lambda's timeout (29 s for a route that calls the
 * model, else 10 s), past which the answer is the failure the cloud gives and the handler's late
 * result is dropped.
 */
export function createGateway(options: GatewayOptions): Server {
  const compiled = routes.map(compile);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/config.json') return sendJson(res, 200, options.publicConfig);
    if (url.pathname.startsWith('/cognito')) return proxy(req, res, options.cognitoEndpoint);
    if (url.pathname.startsWith('/local-payments/') && options.localPayments) {
      return options.localPayments(req, res, () => sendJson(res, 404, { message: 'Not Found' }));
    }
    if (options.uploads && (url.pathname.startsWith('/uploads/') || url.pathname === '/local-uploads')) {
      // CloudFront's policy for the framed files (web-stack.ts).
      res.setHeader('content-security-policy', FILE_POLICY);
      return options.uploads(req, res, () => sendJson(res, 404, { message: 'Not Found' }));
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return void serveApi(req, res, url).catch((error: unknown) => {
        console.error('gateway error', error);
        if (!res.headersSent) sendJson(res, 500, serviceResult('INTERNAL', errorsMessages.unexpected));
      });
    }
    if (options.web) return options.web(req, res, () => sendJson(res, 404, { message: 'Not Found' }));
    sendJson(res, 404, { message: 'Not Found' });
  });
  return server;

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let match: { compiledRoute: CompiledRoute; values: string[] } | undefined;
    for (const compiledRoute of compiled) {
      if (compiledRoute.route.method !== method) continue;
      const found = compiledRoute.pattern.exec(url.pathname);
      if (found) {
        match = { compiledRoute, values: found.slice(1) };
        break;
      }
    }
    if (!match) return sendJson(res, 404, serviceResult('NOT_FOUND', errorsMessages.notFound));
    const { route, paramNames } = match.compiledRoute;

    let claims: Claims | null = null;
    if (route.access !== 'public') {
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      claims = token ? await options.verifier(token) : null;
      if (!claims)
        return sendJson(res, 401, serviceResult('UNAUTHENTICATED', errorsMessages.unauthenticated));
    }

    const body = await readBody(req);
    if (body === null)
      return sendJson(res, 413, serviceResult('VALIDATION_ERROR', errorsMessages.validation));

    const pathParameters = Object.fromEntries(
      paramNames.map((name, index) => [name, decodeURIComponent(match.values[index] ?? '')]),
    );
    const event = buildEvent(req, url, route, pathParameters, body, claims);
    const handler = await loadArea(route.area);
    const seconds = areaTimeoutSeconds(route.area, options.modelTimeoutSeconds);
    const deadline = Date.now() + seconds * 1000;
    const invoke = async () =>
      (await handler(event, lambdaContext(route, deadline))) as APIGatewayProxyStructuredResultV2;
    const result = await withinDeadline(
      requestObserver ? requestObserver(routeKey(route), invoke) : invoke(),
      deadline,
    );
    if (result === 'timed out') {
      console.error(`gateway: ${routeKey(route)} passed its ${seconds} s deadline (the cloud's)`);
      return sendJson(res, 500, serviceResult('INTERNAL', errorsMessages.timeout));
    }
    res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
    res.end(result.body ?? '');
  }
}

/** The handler's result, or 'timed out' once the deadline passes (the cloud's Lambda would be stopped there). */
async function withinDeadline<T>(work: Promise<T>, deadline: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const areaHandlers = new Map<Area, Promise<AreaHandler>>();

/** An area's Lambda entry point (infra/paths.ts's areaEntry), loaded once per process. */
export function loadArea(area: Area): Promise<AreaHandler> {
  let loaded = areaHandlers.get(area);
  if (!loaded) {
    const file = pathToFileURL(areaEntry(area)).href;
    loaded = import(/* @vite-ignore */ file).then((module: { handler: AreaHandler }) => module.handler);
    areaHandlers.set(area, loaded);
  }
  return loaded;
}

function buildEvent(
  req: IncomingMessage,
  url: URL,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  body: string,
  claims: Claims | null,
): APIGatewayProxyEventV2 {
  // Built from entries as API Gateway's JSON event would be: a key named "__proto__" stays an own key.
  const headers = Object.fromEntries(
    Object.entries(req.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]],
    ),
  ) as Record<string, string>;
  // As the distribution's viewer-request function does: the connection's address, never the client's word.
  headers[VIEWER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
  const repeated = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const earlier = repeated.get(name);
    repeated.set(name, earlier ? `${earlier},${value}` : value);
  }
  const query = Object.fromEntries(repeated) as Record<string, string>;
  const now = new Date();
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    ...(body ? { body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

function lambdaContext(route: RouteDefinition, deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.area,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.area}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/local/${route.area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Reads the body as text; null when it is larger than the limit. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  return (await readLimited(req, MAX_BODY_BYTES))?.toString('utf8') ?? null;
}

/** The request body, or null once it passes `limit` bytes (the rest is drained, not kept). */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function proxy(req: IncomingMessage, res: ServerResponse, target: string): void {
  const upstream = httpRequest(
    new URL((req.url ?? '/').replace(/^\/cognito/, '') || '/', target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => sendJson(res, 502, { message: 'cognito-local unavailable' }));
  req.pipe(upstream);
}

function serviceResult(code: ServiceResult['code'], message: string): ServiceResult {
  return { code, message, details: null, timestamp: new Date().toISOString() };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
