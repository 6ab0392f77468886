import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRuntimeConfig } from '../platform/config/runtime';
import { lengthenWorkflows, SWEEP_EVERY_MINUTES } from '../platform/config/workflows';
import { slowModelScale } from '../platform/workflows/step-timeouts';
import { bootstrapResources, type LocalResources } from './bootstrap';
import { startCognitoLocal, type CodeDelivery } from './cognito-local';
import { deliveredCodes } from './delivered-codes';
import { startDynamoDbLocal } from './dynamodb-local';
import { createGateway, type Middleware } from './gateway';
import { localAws } from './local-credentials';
import { LOCAL_PRICE_ID, LOCAL_WEBHOOK_SECRET } from './local-stripe';
import { cognitoTokenVerifier } from './token-verifier';
import { createWebMiddleware, type WebMode } from './web-server';
import { startDemoSite } from './demo-site';
import { startGraphStandIn } from '../marketing/instagram/testing/graph-stand-in';
import { LOCAL_LEGAL_CONTACT } from './legal-contact';
import { areaTimeoutSeconds } from '../../infra/route-permissions';
import { aiSwitchFileOf, LOCAL_AI_SWITCH_FILE } from './ai-switch-file';
import type { ModelPort } from '../ai/port';

export interface LocalStackOptions {
  /** Where DynamoDB Local and cognito-local keep their data; none = throwaway (tests). */
  dataDir?: string;
  webMode: WebMode;
  /** Gateway port; 0 = any free port. */
  port: number;
  /** Fixes every Cognito confirmation/reset code (tests). */
  cognitoCode?: string;
  /** Called with every code cognito-local would have e-mailed (sign-up confirmation, password reset). */
  onCode?: (delivery: CodeDelivery) => void;
  /**
   * The model port the handlers and the workflow steps (run in this process) use: a real provider's
   * (MODEL_PROVIDER, functions/local/model-provider.ts); default the local analyst.
   */
  modelPort?: ModelPort;
  /**
   * A slow local model's limit (MODEL_TIMEOUT_SECONDS): the gateway's model routes and the workflows'
   * Task states wait that long (the model port was built with it).
   */
  modelTimeoutSeconds?: number;
  /**
   * The Instagram data source: 'stand-in' (default) starts the Graph stand-in on loopback and points
   * INSTAGRAM_GRAPH_URL, INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_ACCOUNT_ID at it, unless the environment
   * already names a real account (both the token and the account id set); 'none' leaves Instagram
   * not configured ('EM BREVE').
   */
  instagram?: 'stand-in' | 'none';
  /**
   * The sweeper (default on): at start-up it closes every run left open by a process that stopped (the
   * local workflows run in this process), then it runs on the cloud's schedule. Off where tests plant
   * stale records of their own.
   */
  sweeper?: boolean;
}

export interface LocalStack {
  url: string;
  /** The demo business site the website analyzer may fetch (its host:port is allowed). */
  demoSiteUrl: string;
  /** The environment the handlers run with (what CDK sets in the cloud, plus the local endpoints). */
  runtimeEnv: Record<string, string>;
  endpoints: { dynamodb: string; cognito: string };
  resources: LocalResources;
  /** The latest code e-mailed to `email` not yet taken (waits a little for it): local clients confirm with it. */
  confirmationCode(email: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Brings the whole backend up on loopback: DynamoDB Local, cognito-local, the idempotent bootstrap,
 * the demo data and the gateway serving the route manifest (and the SPA).
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const startedAt = new Date().toISOString();
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    const scratch = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'rumo-local-'));
    if (scratch) stops.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const dataDir = options.dataDir ?? scratch!;
    const codes = deliveredCodes();

    const [dynamo, cognito] = await Promise.all([
      startDynamoDbLocal(options.dataDir ? { dataDir: join(dataDir, 'dynamodb') } : {}),
      startCognitoLocal({
        dataDir: join(dataDir, 'cognito'),
        ...(options.cognitoCode ? { code: options.cognitoCode } : {}),
        onCode: (delivery) => {
          codes.record(delivery);
          options.onCode?.(delivery);
        },
      }),
    ]);
    stops.push(
      () => dynamo.process.stop(),
      () => cognito.process.stop(),
    );
    const endpoints = { dynamodb: dynamo.endpoint, cognito: cognito.endpoint };

    const resources = await bootstrapResources(endpoints);
    const demoSite = await startDemoSite();
    stops.push(() => demoSite.close());
    const instagramEnv = await instagramEnvironment(options.instagram ?? 'stand-in', stops);
    const aiSwitchFile = aiSwitchFileOf(dataDir);
    // A slow local model's runs last longer: their executions' timeout and the sweeper's staleness with them.
    if (options.modelTimeoutSeconds) lengthenWorkflows(slowModelScale(options.modelTimeoutSeconds));
    const runtimeEnv = applyRuntimeEnvironment(resources, endpoints, demoSite.hostPort, {
      ...instagramEnv,
      // The AI switch's file (decision 0056), for the processes that join this stack (`npm run invoke`).
      [LOCAL_AI_SWITCH_FILE]: aiSwitchFile,
    });
    // After the environment: the adapters load the data modules, which read it.
    const { installLocalAdapters } = await import('./adapters');
    const { createLocalUploads, uploadsDirOf } = await import('./local-uploads');
    const uploads = createLocalUploads(uploadsDirOf(dataDir));
    installLocalAdapters({
      fileStore: uploads.store,
      aiSwitchFile,
      ...(options.modelPort ? { modelPort: options.modelPort } : {}),
      ...(options.modelTimeoutSeconds ? { modelTimeoutSeconds: options.modelTimeoutSeconds } : {}),
    });

    if (options.sweeper ?? true) stops.push(await startLocalSweeper(startedAt));

    const { seedDemoData } = await import('./seed');
    await seedDemoData();
    const { createLocalPayments } = await import('./local-payments');

    const web: { middleware?: Middleware } = {};
    const server = createGateway({
      ...(options.modelTimeoutSeconds ? { modelTimeoutSeconds: options.modelTimeoutSeconds } : {}),
      verifier: cognitoTokenVerifier({
        issuer: `${cognito.endpoint}/${resources.userPoolId}`,
        clientId: resources.userPoolClientId,
      }),
      cognitoEndpoint: cognito.endpoint,
      publicConfig: {
        region: localAws.region,
        userPoolId: resources.userPoolId,
        userPoolClientId: resources.userPoolClientId,
        userPoolEndpoint: '/cognito/',
        contentGeneration: options.modelPort?.name ?? 'local',
        demoSiteUrl: demoSite.url,
        legal: LOCAL_LEGAL_CONTACT,
        ...(options.modelTimeoutSeconds
          ? { modelRouteTimeoutSeconds: areaTimeoutSeconds('action-plan', options.modelTimeoutSeconds) }
          : {}),
      },
      web: (req, res, next) => (web.middleware ? web.middleware(req, res, next) : next()),
      localPayments: createLocalPayments({ webhookSecret: LOCAL_WEBHOOK_SECRET }),
      uploads: uploads.middleware,
    });
    const webServer = await createWebMiddleware(options.webMode, server);
    web.middleware = webServer.middleware;
    stops.push(() => webServer.close());

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', resolve);
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as AddressInfo;
    // Checkout may only send the browser back to the gateway's own origin(s), known once listening.
    const appOrigins = { APP_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}` };
    Object.assign(process.env, appOrigins);
    Object.assign(runtimeEnv, appOrigins);
    return {
      url: `http://localhost:${port}`,
      demoSiteUrl: demoSite.url,
      runtimeEnv,
      endpoints,
      resources,
      confirmationCode: codes.take,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The local sweeper: one sweep now of every run last written before `startedAt` (its process is gone),
 * then one every SWEEP_EVERY_MINUTES as in the cloud. Returns its stop.
 */
async function startLocalSweeper(startedAt: string): Promise<() => Promise<void>> {
  const { sweepStaleRuns } = await import('../triggers/sweep-stale-runs');
  const { log } = await import('../platform/http/log');
  await sweepStaleRuns(Date.now(), { everyRunBefore: startedAt });
  const timer = setInterval(
    () =>
      void sweepStaleRuns().catch((error: unknown) =>
        log('error', 'local sweep failed', { error: String(error) }),
      ),
    SWEEP_EVERY_MINUTES * 60_000,
  );
  timer.unref();
  return async () => clearInterval(timer);
}

const instagramVariables = ['INSTAGRAM_GRAPH_URL', 'INSTAGRAM_ACCESS_TOKEN', 'INSTAGRAM_ACCOUNT_ID'] as const;

/**
 * The Instagram variables of the local stack: the Graph stand-in's (started here, closed with the
 * stack), the operator's own when the environment sets a token and an account, or none.
 */
async function instagramEnvironment(
  mode: 'stand-in' | 'none',
  stops: Array<() => Promise<void>>,
): Promise<Record<string, string>> {
  if (mode === 'none') {
    for (const name of [...instagramVariables, 'INSTAGRAM_TOKEN_SECRET_NAME']) delete process.env[name];
    return {};
  }
  if (process.env.INSTAGRAM_ACCESS_TOKEN && process.env.INSTAGRAM_ACCOUNT_ID) {
    return Object.fromEntries(
      instagramVariables.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
    );
  }
  const standIn = await startGraphStandIn();
  stops.push(() => standIn.close());
  return {
    INSTAGRAM_GRAPH_URL: standIn.baseUrl,
    INSTAGRAM_ACCESS_TOKEN: standIn.accessToken,
    INSTAGRAM_ACCOUNT_ID: standIn.accountId,
  };
}

/** Sets the environment the handlers read, exactly the variables CDK sets in the cloud plus endpoints. */
function applyRuntimeEnvironment(
  resources: LocalResources,
  endpoints: { dynamodb: string; cognito: string },
  demoSiteHost: string,
  extraEnv: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: localAws.region,
    AWS_ACCESS_KEY_ID: localAws.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAws.credentials.secretAccessKey,
    TABLE_NAME: resources.tableName,
    USER_POOL_ID: resources.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClientId,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    COGNITO_ENDPOINT: endpoints.cognito,
    // Every local sign-up comes from loopback (the tests make hundreds): the cloud's default is 10.
    SIGN_UPS_PER_CLIENT_PER_HOUR: process.env.SIGN_UPS_PER_CLIENT_PER_HOUR ?? '100000',
    // The local payment adapter: the fixed price of the seeded plan and the local signing key.
    STRIPE_PRICE_ID: LOCAL_PRICE_ID,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    // The one non-public site the website analyzer may fetch here: the demo site (never in the cloud).
    WEBSITE_ANALYSIS_ALLOWED_HOSTS: [process.env.WEBSITE_ANALYSIS_ALLOWED_HOSTS, demoSiteHost]
      .filter(Boolean)
      .join(','),
    ...extraEnv,
  };
  parseRuntimeConfig(env);
  Object.assign(process.env, env);
  // The emulators get the placeholder keys only: a profile or a session token of the user's would make
  // the handlers' clients resolve real credentials (a real model's client captured them at start-up).
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  return env;
}
