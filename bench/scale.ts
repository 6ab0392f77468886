import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { demoAccounts } from '../functions/local/demo-accounts';
import type { LocalStack } from '../functions/local/stack';
import { validAnswer } from '../tests/integration/support/answers';
import { expectStatus, type BenchApi, type BenchUser } from './support/api';
import { runLoad, summarizeLoad, type LoadSummary } from './support/load';
import type { LoadPlan, LoadRequest } from './support/load-worker';
import type { Meter, RouteCapacity } from './support/meter';
import { round, sum } from './support/stats';

/**
 * Figure 7: the product at scale, on this machine, each run bounded in time: 50 scripted users at once
 * for 60 s over the main screens (each its own account, with the scripted user's data), the admin user
 * list and search as the base grows from 1,000 to 10,000 users, an action plan of 200 tasks, and a user
 * with a generated dossier. Each run reports p50/p95, errors and the DynamoDB capacity consumed per
 * request (counted inside the stack by the same middleware as figure 1). Must be imported after
 * startLocalStack (the data layer reads its configuration at import).
 */

export const SCALE = {
  /** Concurrent scripted users, each its own account, one request at a time (no think time). */
  users: 50,
  seconds: 60,
  /** The shorter runs (admin reads, the big plan, the dossier): as the latency figure's. */
  connections: 4,
  shortSeconds: 3,
  shortWarmupSeconds: 1,
  /** The admin users base measured at each of these sizes. */
  adminBases: [1_000, 10_000],
  planTasks: 200,
  /** Answers each scripted user saves per round of the screens. */
  answersPerRound: 5,
} as const;

/** One measured load: latency, failures and capacity per request. */
export interface ScaleRow extends LoadSummary {
  name: string;
  request: string;
  /** DynamoDB requests, read and write units per API request (mean), and the most sequential round trips. */
  dynamodbRequests: number;
  readUnits: number;
  writeUnits: number;
  roundTripsMax: number;
}

export interface ScaleFigure {
  concurrent: {
    users: number;
    seconds: number;
    screens: string[];
    total: ScaleRow;
    /** Per route of the scripted users' rounds: calls and capacity per call. */
    routes: RouteCapacity[];
  };
  adminGrowth: Array<{ users: number; seedSeconds: number; rows: ScaleRow[] }>;
  actionPlan: { tasks: number; rows: ScaleRow[] };
  dossier: { rows: ScaleRow[]; pdf: string };
  load: string;
  findings: string[];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new account with a copy of the template user's items (results, answers, analyses, dossier, plans,
 * progress…): its partition rewritten to the new user's id. The account's own profile and subscription
 * stay as the sign-up wrote them.
 */
async function cloneUserData(templateId: string, userId: string): Promise<number> {
  const { documentClient, tableName } = await import('../functions/platform/data/client');
  const { batchWrite } = await import('../functions/platform/data/raw-items');
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${templateId}` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const copies = items
    .filter((item) => !['PROFILE', 'SUBSCRIPTION', 'IMPERSONATION'].includes(String(item.sk)))
    .map(
      (item) => JSON.parse(JSON.stringify(item).replaceAll(templateId, userId)) as Record<string, unknown>,
    );
  await batchWrite(copies.map((item) => ({ put: item })));
  return copies.length;
}

function row(name: string, request: string, summary: LoadSummary, capacity: RouteCapacity[]): ScaleRow {
  const calls = sum(capacity.map((entry) => entry.calls));
  const per = (pick: (entry: RouteCapacity) => number) =>
    calls ? round(sum(capacity.map((entry) => pick(entry) * entry.calls)) / calls, 2) : 0;
  return {
    name,
    request,
    ...summary,
    dynamodbRequests: per((entry) => entry.requests),
    readUnits: per((entry) => entry.readUnits),
    writeUnits: per((entry) => entry.writeUnits),
    roundTripsMax: Math.max(0, ...capacity.map((entry) => entry.roundTripsMax)),
  };
}

export async function scaleFigure(
  stack: LocalStack,
  api: BenchApi,
  template: BenchUser,
  log: (line: string) => void,
): Promise<ScaleFigure> {
  const origin = stack.url.replace('localhost', '127.0.0.1');
  const findings: string[] = [];
  const short = (connections: LoadRequest[][]): LoadPlan => ({
    origin,
    connections,
    warmupSeconds: SCALE.shortWarmupSeconds,
    durationSeconds: SCALE.shortSeconds,
  });
  const same = (request: LoadRequest) => Array.from({ length: SCALE.connections }, () => [request]);
  const get = (token: string, path: string): LoadRequest => ({ method: 'GET', path, headers: auth(token) });

  // The template must have the journey's data: a completed business diagnostic and a dossier.
  const dossier = await api.call('GET', '/api/dossier', { token: template.token });
  const done = (dossier.body as { sections?: Array<{ status: string | null }> }).sections ?? [];
  if (!done.length || done.some((section) => section.status !== 'completed'))
    throw new Error('needs the roundTrips figure (the scripted user, with a generated dossier)');

  // 50 accounts, each with a copy of the scripted user's data.
  log(`scale: ${SCALE.users} accounts with the scripted user's data…`);
  const users: BenchUser[] = [];
  for (let index = 0; index < SCALE.users; index += 10) {
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, SCALE.users - index) }, async () => {
          const user = await api.newTrialUser('bench-scale');
          await cloneUserData(template.userId, user.userId);
          return user;
        }),
      )),
    );
  }
  const questionnaire = await api.call('GET', '/api/diagnostics/negocio/questionnaire', {
    token: template.token,
  });
  const questions = questionnaire.body.questions as DiagnosticQuestion[];
  const material = '/api/learning/modules/ambiente-interno/materials/metricas-de-funil';
  const screens = [
    'dashboard (me, diagnostics, onboarding, action plans, modules)',
    'diagnostics hub (subscription check, diagnostics)',
    `business questionnaire and its result, ${SCALE.answersPerRound} answer saves`,
    'founder result and analysis, investor report',
    'dossier',
    'action plan and the bell',
    'learning: modules, a module, a material',
  ];
  const round_ = (user: BenchUser, index: number): LoadRequest[] => {
    const check: LoadRequest = { method: 'POST', path: '/api/subscription/check', headers: auth(user.token) };
    const at = (path: string) => get(user.token, path);
    const saves = Array.from({ length: SCALE.answersPerRound }, (_, offset) => {
      const question = questions[(index * SCALE.answersPerRound + offset) % questions.length]!;
      return {
        method: 'PUT',
        path: `/api/diagnostics/negocio/answers/${encodeURIComponent(question.id)}`,
        headers: { ...auth(user.token), 'content-type': 'application/json' },
        body: JSON.stringify(validAnswer(question, { companyName: 'Padaria Horizonte Azul' })),
      };
    });
    return [
      ...['/api/me', '/api/diagnostics', '/api/onboarding', '/api/action-plans', '/api/learning/modules'].map(
        at,
      ),
      check,
      at('/api/diagnostics'),
      check,
      at('/api/diagnostics/negocio/questionnaire'),
      at('/api/diagnostics/negocio/result'),
      ...saves,
      check,
      at('/api/diagnostics/fundador/result'),
      at('/api/analyses/fundador'),
      at('/api/investor-report/investidor'),
      check,
      at('/api/dossier'),
      check,
      at('/api/action-plans'),
      at('/api/notifications'),
      check,
      at('/api/learning/modules'),
      at('/api/learning/modules/ambiente-interno'),
      at(material),
    ];
  };

  const { startMeter } = await import('./support/meter');
  // Counts only what the gateway serves: setup writes straight to the data layer are not counted, and
  // each take() starts the count afresh.
  const meter: Meter = startMeter();
  try {
    meter.take();
    log(`scale: ${SCALE.users} users for ${SCALE.seconds} s…`);
    const concurrentResult = await runLoad({
      origin,
      connections: users.map(round_),
      warmupSeconds: 0,
      durationSeconds: SCALE.seconds,
    });
    const concurrentRoutes = meter.take().sort((a, b) => b.calls - a.calls);
    const total = row(
      `${SCALE.users} users, ${SCALE.seconds} s`,
      `${round_(users[0]!, 0).length} requests a round, cycled`,
      summarizeLoad(concurrentResult),
      concurrentRoutes,
    );
    if (total.errors || total.non2xx) {
      const failing = concurrentRoutes
        .filter((route) => Object.keys(route.statuses).some((status) => !status.startsWith('2')))
        .map((route) => `${route.route} ${JSON.stringify(route.statuses)} (${route.failures.join(' | ')})`);
      findings.push(
        `scale: ${SCALE.users} concurrent users: ${total.errors} errors and ${total.non2xx} non-2xx answers of ${total.requests} (target 0): ${JSON.stringify(total.statuses)}; by route: ${failing.join(', ') || 'none seen by the gateway'}`,
      );
    }

    // The admin users screen as the base grows.
    const { seedAdminUsers, adminUserReads } = await import('./admin-users');
    const admin = demoAccounts.find((account) => account.admin)!;
    const adminToken = await api.signIn(admin.email, admin.password);
    const adminGrowth: ScaleFigure['adminGrowth'] = [];
    for (const base of SCALE.adminBases) {
      const seedStarted = performance.now();
      const { sample, users: seeded } = await seedAdminUsers(base);
      const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);
      meter.take();
      log(`scale: admin users over ${seeded} seeded users…`);
      const rows: ScaleRow[] = [];
      for (const read of adminUserReads(sample, seeded).slice(0, 5)) {
        const result = await runLoad(short(same(get(adminToken, read.path))));
        rows.push(row(read.name, `GET ${read.path}`, summarizeLoad(result), meter.take()));
      }
      adminGrowth.push({ users: seeded, seedSeconds, rows });
    }

    // An action plan of 200 tasks, made through the API as a user would (one task at a time).
    log(`scale: an action plan of ${SCALE.planTasks} tasks…`);
    const owner = await api.newTrialUser('bench-plan');
    await cloneUserData(template.userId, owner.userId);
    const plan = expectStatus(
      await api.call('POST', '/api/action-plans', {
        token: owner.token,
        body: { title: 'Plano de expansão 2027', description: 'Todas as frentes do ano.' },
      }),
      201,
      'create the big plan',
    ).body as { id: string };
    const priorities = ['high', 'medium', 'low'] as const;
    const areas = ['Marketing', 'Vendas', 'Finanças', 'Operações', 'Pessoas'];
    const tasks: string[] = [];
    for (let index = 0; index < SCALE.planTasks; index += 1) {
      const due = new Date(Date.now() + (index + 1) * 86_400_000).toISOString().slice(0, 10);
      const created = expectStatus(
        await api.call('POST', `/api/action-plans/${plan.id}/items`, {
          token: owner.token,
          body: {
            title: `${areas[index % areas.length]}: ação ${index + 1} do plano de expansão`,
            priority: priorities[index % 3],
            dueDate: due,
            category: areas[index % areas.length],
            metadata: {
              what: 'Definir e executar a ação combinada na reunião de planejamento.',
              why: 'Para alcançar a meta de crescimento do ano.',
              who: 'Equipe responsável pela área',
              where: 'Loja e canais digitais',
              when: due,
              how: 'Em etapas semanais, com acompanhamento na reunião de segunda-feira.',
              howMuch: 'R$ 2.000,00',
            },
          },
        }),
        201,
        `add task ${index + 1}`,
      ).body as { id: string };
      tasks.push(created.id);
    }
    meter.take(); // what the setup's requests counted
    const planRows: ScaleRow[] = [];
    for (const [name, path] of [
      [`action-plan page (${SCALE.planTasks + 4} tasks in 2 plans)`, '/api/action-plans'],
      ['the bell (notifications from those tasks)', '/api/notifications'],
    ] as const) {
      const result = await runLoad(short(same(get(owner.token, path))));
      planRows.push(row(name, `GET ${path}`, summarizeLoad(result), meter.take()));
    }
    const edits = Array.from({ length: SCALE.connections }, (_, index) =>
      [true, false].map((completed) => ({
        method: 'PATCH',
        path: `/api/action-plans/${plan.id}/items/${tasks[index * 37]}`,
        headers: { ...auth(owner.token), 'content-type': 'application/json' },
        body: JSON.stringify({ completed }),
      })),
    );
    planRows.push(
      row(
        'a task edited (completed, then not), 4 tasks',
        'PATCH /api/action-plans/{planId}/items/{itemId}',
        summarizeLoad(await runLoad(short(edits))),
        meter.take(),
      ),
    );

    // The scripted user's generated dossier.
    log('scale: a generated dossier…');
    const dossierRows = [
      row(
        'dossier, six generated sections',
        'GET /api/dossier',
        summarizeLoad(await runLoad(short(same(get(template.token, '/api/dossier'))))),
        meter.take(),
      ),
    ];

    for (const measured of [...adminGrowth.flatMap((entry) => entry.rows), ...planRows, ...dossierRows]) {
      if (measured.errors || measured.non2xx)
        findings.push(
          `scale: ${measured.name}: ${measured.errors} errors, ${measured.non2xx} non-2xx of ${measured.requests}`,
        );
      if (measured.roundTripsMax > 2)
        findings.push(
          `scale: ${measured.name}: ${measured.roundTripsMax} sequential round trips (target ≤ 2)`,
        );
    }
    for (const route of concurrentRoutes) {
      if (route.scans) findings.push(`scale: ${route.route}: ${route.scans} Scan request(s)`);
    }
    return {
      concurrent: { users: SCALE.users, seconds: SCALE.seconds, screens, total, routes: concurrentRoutes },
      adminGrowth,
      actionPlan: { tasks: SCALE.planTasks, rows: planRows },
      dossier: {
        rows: dossierRows,
        pdf: 'no API route: the dossier PDF is built in the browser (pdfmake) from GET /api/dossier',
      },
      load: `concurrent users: ${SCALE.users} connections (one account each, one request at a time, no think time), ${SCALE.seconds} s; the others: ${SCALE.connections} connections, ${SCALE.shortWarmupSeconds} s warm-up + ${SCALE.shortSeconds} s each; loopback, autocannon in a child process`,
      findings,
    };
  } finally {
    meter.stop();
  }
}
