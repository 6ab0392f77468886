import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { demoAccounts } from '../functions/local/demo-accounts';
import { localAws } from '../functions/local/local-credentials';
import type { LocalStack } from '../functions/local/stack';
import { validAnswer } from '../tests/integration/support/answers';
import type { BenchApi, BenchUser } from './support/api';
import type { LoadPlan, LoadRequest, LoadResult } from './support/load-worker';
import { captureDataRequests, httpSdkFloor, replayable, sdkFloor } from './support/data-floor';
import { runLoad, summarizeLoad } from './support/load';
import { quantile, round } from './support/stats';

/**
 * Figure 2: API latency of the main reads and writes under a bounded loopback load (autocannon, a few
 * connections, a few seconds each), next to a bare DynamoDB Local GetItem measured the same way in the
 * same run: the ratio is what compares across machines.
 */

/**
 * One connection: a Lambda instance serves one request at a time, so a route's latency is what one
 * request costs. Four connections to the one local process measured its queueing on two shared cores
 * (the route's CPU times four), not the route; the scale figure measures load.
 */
export const LOAD = { connections: 1, warmupSeconds: 1, durationSeconds: 4 } as const;

export interface LatencyRow {
  name: string;
  request: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Each percentile divided by the bare GetItem's same percentile. */
  ratio: { p50: number; p95: number; p99: number };
  non2xx: number;
  errors: number;
  /** Reads: the most `ratio.p50` may be. */
  target?: number;
  /** Reads over their target: the route's own DynamoDB requests alone (see `dataFloor`). */
  floor?: DataFloor;
}

export interface DataFloor {
  p50: number;
  requests: number;
  roundTrips: number;
  /** The floor's p50 divided by the bare GetItem's. */
  ratio: number;
  /** The route's p50 divided by its floor's: what the handler adds over its data. */
  routeOverFloor: number;
  /** The same requests sent through the data layer's SDK client, one invocation after another: p50 ms. */
  sdkP50: number;
  /** The SDK floor divided by the bare GetItem. */
  sdkRatio: number;
  /** The route's p50 divided by the SDK floor's: what the gateway, middy, zod, JWT and ElectroDB add. */
  routeOverSdk: number;
  /** The same requests made through the SDK by a bare HTTP server, loaded as the route is: p50 ms. */
  httpSdkP50?: number;
  /** That floor divided by the bare GetItem: the least any HTTP route making these requests reaches. */
  httpSdkRatio?: number;
  /** The route's p50 divided by that floor's: what only our request path adds. */
  routeOverHttpSdk?: number;
}

export interface LatencyFigure {
  load: string;
  target: string;
  baseline: Omit<LatencyRow, 'ratio'>;
  routes: LatencyRow[];
  skipped: Array<{ name: string; reason: string }>;
  findings: string[];
}

/** Issue #17: p50 of GET /api/me ≤ 4× the bare GetItem, of every other read ≤ 8×. */
const ME_TARGET = 4;
const READ_TARGET = 8;
/** A floor replays each of a route's requests alone: shorter than a route's load, it is only a reference. */
const FLOOR_LOAD = { warmupSeconds: 1, durationSeconds: 2 } as const;

function row(name: string, request: string, result: LoadResult): Omit<LatencyRow, 'ratio'> {
  const { requests, perSecond, p50, p95, p99, non2xx, errors } = summarizeLoad(result, 2);
  return { name, request, requests, perSecond, p50, p95, p99, non2xx, errors };
}

/** The exact signed HTTP request the SDK sends for one GetItem, to replay under load. */
async function signedGetItem(endpoint: string, tableName: string, userId: string): Promise<LoadRequest> {
  const client = new DynamoDBClient({ ...localAws, endpoint });
  let captured: LoadRequest | undefined;
  client.middlewareStack.add(
    (next) => async (args) => {
      captured = replayable(args.request as Parameters<typeof replayable>[0]);
      return next(args);
    },
    { step: 'deserialize', name: 'captureSignedRequest' },
  );
  try {
    const { Item } = await client.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { pk: { S: `USER#${userId}` }, sk: { S: 'PROFILE' } },
      }),
    );
    if (!Item) throw new Error('the bench user has no profile item');
  } finally {
    client.destroy();
  }
  if (!captured) throw new Error('GetItem request not captured');
  return captured;
}

export async function latencyFigure(
  stack: LocalStack,
  api: BenchApi,
  user: BenchUser,
): Promise<LatencyFigure> {
  const origin = stack.url.replace('localhost', '127.0.0.1');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const plan = (connections: LoadRequest[][], target = origin): LoadPlan => ({
    origin: target,
    connections,
    warmupSeconds: LOAD.warmupSeconds,
    durationSeconds: LOAD.durationSeconds,
  });
  const same = (request: LoadRequest) => Array.from({ length: LOAD.connections }, () => [request]);

  const getItem = await signedGetItem(stack.endpoints.dynamodb, stack.resources.tableName, user.userId);
  const baseline = row(
    'DynamoDB Local GetItem (bare)',
    'POST / GetItem',
    await runLoad(plan(same(getItem), stack.endpoints.dynamodb.replace('localhost', '127.0.0.1'))),
  );

  const reads: Array<{ name: string; path: string }> = [
    { name: 'me', path: '/api/me' },
    { name: 'dashboard data (diagnostics overview)', path: '/api/diagnostics' },
    { name: 'questionnaire load (negocio)', path: '/api/diagnostics/negocio/questionnaire' },
    { name: 'dossier (six sections)', path: '/api/dossier' },
    { name: 'action-plan page', path: '/api/action-plans' },
    { name: 'the bell (notifications)', path: '/api/notifications' },
    { name: 'learning modules', path: '/api/learning/modules' },
    { name: 'a learning module', path: '/api/learning/modules/ambiente-interno' },
  ];
  const dynamodbOrigin = stack.endpoints.dynamodb.replace('localhost', '127.0.0.1');
  const rows: LatencyRow[] = [];
  const measureRead = async (name: string, path: string, token: string) => {
    const request = { method: 'GET', path, headers: auth(token) };
    const measured = withRatio(row(name, `GET ${path}`, await runLoad(plan(same(request)))), baseline);
    const target = path === '/api/me' ? ME_TARGET : READ_TARGET;
    // Over the target: what DynamoDB Local alone takes for this route's own requests, replayed the same way.
    if (measured.ratio.p50 <= target) {
      rows.push({ ...measured, target });
      return;
    }
    const waves = await captureDataRequests(() => api.call('GET', path, { token }));
    const floor = await dataFloor(
      waves.map((wave) => wave.map((call) => call.request)),
      (each) => runLoad({ ...plan(same(each), dynamodbOrigin), ...FLOOR_LOAD }),
    );
    const sdkP50 = await sdkFloor(waves, FLOOR_LOAD.durationSeconds);
    const httpSdkP50 = await httpSdkFloor(waves, (floorOrigin) =>
      runLoad({ ...plan(same({ method: 'GET', path: '/', headers: {} }), floorOrigin), ...FLOOR_LOAD }),
    );
    rows.push({
      ...measured,
      target,
      floor: {
        ...floor,
        ratio: ratioOf(floor.p50, baseline.p50),
        routeOverFloor: ratioOf(measured.p50, floor.p50),
        sdkP50,
        sdkRatio: ratioOf(sdkP50, baseline.p50),
        routeOverSdk: ratioOf(measured.p50, sdkP50),
        httpSdkP50,
        httpSdkRatio: ratioOf(httpSdkP50, baseline.p50),
        routeOverHttpSdk: ratioOf(measured.p50, httpSdkP50),
      },
    });
  };
  for (const read of reads) await measureRead(read.name, read.path, user.token);

  // The admin screens, the users list and search over a base of SEEDED_USERS users (seeded here).
  const { seedAdminUsers, adminUserReads } = await import('./admin-users');
  const { sample } = await seedAdminUsers();
  const admin = demoAccounts.find((account) => account.admin)!;
  const adminToken = await api.signIn(admin.email, admin.password);
  const budgets: string[] = [];
  for (const read of adminUserReads(sample)) {
    await measureRead(read.name, read.path, adminToken);
    const p95 = rows.at(-1)!.p95;
    if (read.p95BudgetMs !== undefined && p95 > read.p95BudgetMs)
      budgets.push(
        `GET ${read.path}: p95 ${p95} ms (budget ≤ ${read.p95BudgetMs} ms, the search's debounce)`,
      );
  }

  // Writes: one user per connection (a person saves one answer at a time), cycling through the
  // business questionnaire with valid answers, as the questionnaire screen sends them.
  const questionnaire = await api.call('GET', '/api/diagnostics/negocio/questionnaire', {
    token: user.token,
  });
  const questions = questionnaire.body.questions as DiagnosticQuestion[];
  const writers = [
    user,
    ...(await Promise.all(
      Array.from({ length: LOAD.connections - 1 }, (_, index) => api.newTrialUser(`bench-load-${index}`)),
    )),
  ];
  const saves = writers.map((writer) =>
    questions.map((question) => ({
      method: 'PUT',
      path: `/api/diagnostics/negocio/answers/${encodeURIComponent(question.id)}`,
      headers: { ...auth(writer.token), 'content-type': 'application/json' },
      body: JSON.stringify(validAnswer(question, { companyName: 'Padaria Horizonte Azul' })),
    })),
  );
  rows.push(
    withRatio(
      row('answer save', 'PUT /api/diagnostics/negocio/answers/{questionId}', await runLoad(plan(saves))),
      baseline,
    ),
  );

  const findings = rows.flatMap((measured) => {
    if (measured.target === undefined || measured.ratio.p50 <= measured.target) return [];
    const floor = measured.floor
      ? `; its own DynamoDB requests alone take ${measured.floor.p50} ms (${measured.floor.ratio}× the GetItem), ${measured.floor.sdkP50} ms (${measured.floor.sdkRatio}×) sent through the SDK client, ${measured.floor.httpSdkP50} ms (${measured.floor.httpSdkRatio}×) answered over HTTP by a bare server making them through the SDK (the least an HTTP route making them takes), the route ${measured.floor.routeOverHttpSdk}× that`
      : '';
    return [
      `${measured.request}: p50 ${measured.ratio.p50}× the bare GetItem (target ≤ ${measured.target}×)${floor}`,
    ];
  });
  return {
    load: `${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s per target, loopback`,
    target: `p50 ≤ ${ME_TARGET}× the bare GetItem for GET /api/me, ≤ ${READ_TARGET}× for every other read`,
    baseline,
    routes: rows,
    skipped: [],
    findings: [...budgets, ...findings],
  };
}

const ratioOf = (value: number, base: number) => round(value / base, 1);

function withRatio(measured: Omit<LatencyRow, 'ratio'>, baseline: Omit<LatencyRow, 'ratio'>): LatencyRow {
  return {
    ...measured,
    ratio: {
      p50: ratioOf(measured.p50, baseline.p50),
      p95: ratioOf(measured.p95, baseline.p95),
      p99: ratioOf(measured.p99, baseline.p99),
    },
  };
}

/**
 * A read's data floor: its DynamoDB requests replayed alone under the same load, each round trip as
 * long as its slowest request, the round trips one after another. What any handler making these
 * requests waits for at least; the rest is ours (JWT, middy, zod, the SDK and ElectroDB parsing).
 */
async function dataFloor(
  waves: LoadRequest[][],
  measure: (request: LoadRequest) => Promise<LoadResult>,
): Promise<{ p50: number; requests: number; roundTrips: number }> {
  let p50 = 0;
  for (const wave of waves) {
    let slowest = 0;
    for (const request of wave)
      slowest = Math.max(slowest, quantile((await measure(request)).latenciesMs, 0.5));
    p50 += slowest;
  }
  return { p50: round(p50, 2), requests: waves.flat().length, roundTrips: waves.length };
}
