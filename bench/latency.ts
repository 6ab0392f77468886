import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { demoAccounts } from '../functions/local/demo-accounts';
import { localAws } from '../functions/local/local-credentials';
import type { LocalStack } from '../functions/local/stack';
import { validAnswer } from '../tests/integration/support/answers';
import type { BenchApi, BenchUser } from './support/api';
import type { LoadPlan, LoadRequest, LoadResult } from './support/load-worker';
import { quantile, round } from './support/stats';

/**
 * Figure 2: API latency of the main reads and writes under a bounded loopback load (autocannon, a few
 * connections, a few seconds each), next to a bare DynamoDB Local GetItem measured the same way in the
 * same run: the ratio is what compares across machines.
 */

export const LOAD = { connections: 4, warmupSeconds: 1, durationSeconds: 4 } as const;

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
}

export interface LatencyFigure {
  load: string;
  baseline: Omit<LatencyRow, 'ratio'>;
  routes: LatencyRow[];
  skipped: Array<{ name: string; reason: string }>;
}

const worker = fileURLToPath(new URL('./support/load-worker.ts', import.meta.url));

/** Runs one load in a child process (its own event loop, not the gateway's). */
function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LoadResult)
        : reject(new Error(`load worker exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

function row(name: string, request: string, result: LoadResult): Omit<LatencyRow, 'ratio'> {
  const ok = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((total, [, count]) => total + count, 0);
  const count = result.latenciesMs.length;
  return {
    name,
    request,
    requests: count,
    perSecond: round(count / result.durationSeconds, 0),
    p50: round(quantile(result.latenciesMs, 0.5), 2),
    p95: round(quantile(result.latenciesMs, 0.95), 2),
    p99: round(quantile(result.latenciesMs, 0.99), 2),
    non2xx: count - ok,
    errors: result.errors,
  };
}

/** The exact signed HTTP request the SDK sends for one GetItem, to replay under load. */
async function signedGetItem(endpoint: string, tableName: string, userId: string): Promise<LoadRequest> {
  const client = new DynamoDBClient({ ...localAws, endpoint });
  let captured: LoadRequest | undefined;
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as {
        method: string;
        path: string;
        headers: Record<string, string>;
        body: string | Uint8Array;
      };
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'content-length'].includes(name.toLowerCase()),
        ),
      );
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      captured = { method: request.method, path: request.path, headers, body };
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
    await load(plan(same(getItem), stack.endpoints.dynamodb.replace('localhost', '127.0.0.1'))),
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
  const rows: Array<Omit<LatencyRow, 'ratio'>> = [];
  for (const read of reads) {
    const request = { method: 'GET', path: read.path, headers: auth(user.token) };
    rows.push(row(read.name, `GET ${read.path}`, await load(plan(same(request)))));
  }

  // The admin users screen over a base of SEEDED_USERS users (seeded here, after the user reads).
  const { seedAdminUsers, adminUserReads } = await import('./admin-users');
  const { sample } = await seedAdminUsers();
  const admin = demoAccounts.find((account) => account.admin)!;
  const adminToken = await api.signIn(admin.email, admin.password);
  for (const read of adminUserReads(sample)) {
    const request = { method: 'GET', path: read.path, headers: auth(adminToken) };
    rows.push(row(read.name, `GET ${read.path}`, await load(plan(same(request)))));
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
  rows.push(row('answer save', 'PUT /api/diagnostics/negocio/answers/{questionId}', await load(plan(saves))));

  const ratio = (value: number, base: number) => round(value / base, 1);
  return {
    load: `${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.durationSeconds} s per target, loopback`,
    baseline,
    routes: rows.map((measured) => ({
      ...measured,
      ratio: {
        p50: ratio(measured.p50, baseline.p50),
        p95: ratio(measured.p95, baseline.p95),
        p99: ratio(measured.p99, baseline.p99),
      },
    })),
    skipped: [],
  };
}
