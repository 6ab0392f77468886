import { randomUUID } from 'node:crypto';
import { RECOMMENDATION_DEFAULTS } from '../functions/contracts/admin-recommendations';
import { ADMIN_DEFAULT_PLAN_NAME } from '../functions/contracts/admin-subscriptions';
import { defaultPlanAreas, ITEMS_PER_AREA } from '../functions/contracts/action-plan';
import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { IMPERSONATION_HEADER } from '../functions/contracts/impersonation';
import { demoAccounts } from '../functions/local/demo-accounts';
import { routeKey, routes as manifest } from '../functions/routes';
import { validAnswer } from '../tests/integration/support/answers';
import { runRestOfJourney } from './journey-rest';
import { expectStatus, type BenchApi, type BenchUser } from './support/api';
import { describeWaves, roundTrips, type Invocation, type Probe } from './support/probe';
import { median, round, sum } from './support/stats';

/**
 * Figure 1: DynamoDB round trips and consumed capacity per route, for a scripted realistic user who signs
 * up for the trial, opens every screen, answers and completes all four diagnostics through the API, waits
 * for the analyses and reads them. Counted inside the stack by the data layer's SDK middleware
 * (functions/platform/data/observe-calls.ts) and attributed to the route the gateway was serving.
 */

/** Sequential DynamoDB round trips allowed for one screen's data (one route's handler). */
export const ROUND_TRIP_TARGET = 2;
/**
 * An admin write confirms the caller's role first (one GetItem, decision 0044): its Cognito and Stripe
 * calls are held by no gate, so the confirmation cannot run beside them as it does beside admin reads.
 */
export const ADMIN_WRITE_TARGET = ROUND_TRIP_TARGET + 1;

const targetOf = (scope: string) =>
  /^(POST|PUT|PATCH|DELETE) \/api\/admin\//.test(scope) ? ADMIN_WRITE_TARGET : ROUND_TRIP_TARGET;

const COMPANY = 'Padaria Horizonte Azul';

/** The screens of the SPA and the routes each one calls when it opens (in parallel, after the guards). */
export const screens: Record<string, string[]> = {
  '/dashboard': [
    'GET /api/me',
    'GET /api/diagnostics',
    'GET /api/onboarding',
    'GET /api/action-plans',
    'GET /api/learning/modules',
  ],
  // The journey counts plans on both /dashboard and /diagnostics.
  '/diagnostics': ['POST /api/subscription/check', 'GET /api/diagnostics', 'GET /api/action-plans'],
  // A completed founder or business questionnaire then reads its analysis (GET /api/analyses/{resultId},
  // the '/analysis/{slug}' screen's read) to offer regeneration when it is empty.
  '/diagnostic/{slug} (questionnaire)': [
    'POST /api/subscription/check',
    'GET /api/diagnostics/{diagnosticId}/questionnaire',
    'GET /api/diagnostics/{diagnosticId}/result',
  ],
  '/analysis/{slug}': ['POST /api/subscription/check', 'GET /api/analyses/{resultId}'],
  '/analysis/investidor': ['POST /api/subscription/check', 'GET /api/investor-report/{resultId}'],
  '/pricing': ['GET /api/plans', 'POST /api/subscription/check'],
  '/profile': ['GET /api/me'],
  '/dossie-estrategico': ['POST /api/subscription/check', 'GET /api/dossier'],
  '/action-plan': ['POST /api/subscription/check', 'GET /api/action-plans', 'GET /api/notifications'],
  '/materials': ['POST /api/subscription/check', 'GET /api/learning/modules'],
  '/materials/{moduleId}': ['POST /api/subscription/check', 'GET /api/learning/modules/{moduleId}'],
  '/materials/{moduleId}/{materialId}': [
    'POST /api/subscription/check',
    'GET /api/learning/modules/{moduleId}',
    'GET /api/learning/modules/{moduleId}/materials/{materialId}',
    'POST /api/learning/modules/{moduleId}/materials/{materialId}/view',
  ],
  '/website-analysis': ['POST /api/subscription/check', 'GET /api/website-analyses'],
  '/website-analysis/{id}': ['POST /api/subscription/check', 'GET /api/website-analyses/{analysisId}'],
  '/instagram-analytics': ['POST /api/subscription/check', 'GET /api/instagram-analyses'],
  '/marketing-analyses': [
    'POST /api/subscription/check',
    'GET /api/website-analyses',
    'GET /api/instagram-analyses',
  ],
  // The admin screens (web/src/lib/route-paths.ts adminPaths; each screen's queries in
  // web/src/features/admin). /admin/content and the placeholders (/admin/plans, /admin/analytics,
  // /admin/settings) read nothing; a user's details are the users list's row (no screen of its own).
  '/admin (dashboard)': ['GET /api/admin/stats'],
  '/admin/users': ['GET /api/admin/users'],
  '/admin/onboarding': ['GET /api/onboarding'],
  '/admin/investment-recommendations': ['GET /api/admin/investment-recommendations'],
  '/admin/diagnostics': ['GET /api/admin/diagnostics'],
  '/admin/diagnostics/{id} (details)': ['GET /api/admin/diagnostics/{diagnosticId}'],
  '/admin/diagnostics/{id}/questions': ['GET /api/admin/diagnostics/{diagnosticId}'],
  '/admin/modules': ['GET /api/admin/modules'],
  '/admin/modules/{id} (materials)': ['GET /api/admin/modules/{moduleId}'],
  '/dashboard (admin impersonating)': [
    'GET /api/me (impersonating)',
    'GET /api/diagnostics (impersonating)',
    'GET /api/onboarding (impersonating)',
    'GET /api/action-plans (impersonating)',
    'GET /api/learning/modules (impersonating)',
  ],
};

export interface RouteFigure {
  route: string;
  calls: number;
  /** DynamoDB requests per call (median and max over the calls). */
  requestsMedian: number;
  requestsMax: number;
  /** Sequential round trips per call (requests sent together count once). */
  roundTripsMedian: number;
  roundTripsMax: number;
  /** Capacity units per call (mean). */
  readUnitsPerCall: number;
  writeUnitsPerCall: number;
  commands: Record<string, number>;
  scans: number;
  handlerMsMedian: number;
  overTarget: boolean;
  /** The round trips of the call with the most of them, e.g. `Query ∥ Query → UpdateItem`. */
  slowestCall: string;
}

export interface RoundTripsFigure {
  target: string;
  journey: string[];
  routes: RouteFigure[];
  tasks: RouteFigure[];
  screens: Array<{ screen: string; routes: string[]; maxRoundTrips: number; requests: number }>;
  totals: {
    apiCalls: number;
    dynamodbRequests: number;
    readUnits: number;
    writeUnits: number;
    scans: number;
  };
  findings: string[];
  unattributedCalls: number;
  /** Manifest routes the journey never called: their round trips are unknown. */
  notMeasured: string[];
}

/** Runs the scripted user's journey (the probe records it); returns the user and the steps taken. */
export async function runJourney(
  api: BenchApi,
  probe: Probe,
  demoSiteUrl: string,
): Promise<{ user: BenchUser; steps: string[] }> {
  const steps: string[] = [];
  const step = (text: string) => steps.push(text);
  const user = await api.newTrialUser('bench');
  step('trial sign-up (POST /api/auth/trial-signup), sign-in at cognito-local');
  const token = user.token;
  const get = async (path: string) =>
    expectStatus(await api.call('GET', path, { token }), 200, `GET ${path}`);
  const check = async () =>
    expectStatus(await api.call('POST', '/api/subscription/check', { token }), 200, 'subscription check');

  // First visit: the dashboard with its onboarding, then the hub.
  await Promise.all([get('/api/me'), get('/api/diagnostics'), get('/api/onboarding')]);
  await Promise.all([check(), get('/api/plans')]);
  step('dashboard, onboarding, subscription check, plans');
  const overview = (await get('/api/diagnostics')).body as {
    diagnostics: Array<{ id: string; slug: string }>;
  };
  // Business first: founder and management analyses quote its company name.
  const order = ['negocio', 'fundador', 'sistema-gestao', 'investidor'];
  const diagnostics = overview.diagnostics
    .map((diagnostic) => diagnostic.id)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (diagnostics.length < 4) throw new Error(`expected four published diagnostics, got ${diagnostics}`);

  let answers = 0;
  for (const diagnosticId of diagnostics) {
    const base = `/api/diagnostics/${encodeURIComponent(diagnosticId)}`;
    const [, questionnaire] = await Promise.all([
      check(),
      get(`${base}/questionnaire`),
      get(`${base}/result`),
    ]);
    for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
      const body = validAnswer(question, { companyName: COMPANY });
      expectStatus(
        await api.call('PUT', `${base}/answers/${encodeURIComponent(question.id)}`, { token, body }),
        200,
        `answer ${question.id}`,
      );
      answers += 1;
    }
    expectStatus(await api.call('POST', `${base}/complete`, { token }), 200, `complete ${diagnosticId}`);
    await get('/api/diagnostics');
  }
  step(`answered ${answers} questions of ${diagnostics.length} diagnostics (one PUT each), completed each`);

  await probe.workflowsIdle();
  const failed = probe.workflowRuns.filter((run) => run.status !== 'succeeded');
  if (failed.length) throw new Error(`workflows failed: ${JSON.stringify(failed)}`);
  step(`waited for ${probe.workflowRuns.length} analysis workflows (local analyst)`);

  // Every screen's reads once: results, analyses, investor report, hub, dashboard, pricing, profile.
  for (const diagnosticId of diagnostics) {
    await Promise.all([check(), get(`/api/diagnostics/${encodeURIComponent(diagnosticId)}/result`)]);
    if (diagnosticId === 'investidor')
      await Promise.all([check(), get(`/api/investor-report/${diagnosticId}`)]);
    else await Promise.all([check(), get(`/api/analyses/${encodeURIComponent(diagnosticId)}`)]);
  }
  await Promise.all([get('/api/me'), get('/api/diagnostics'), get('/api/onboarding')]);
  await Promise.all([check(), get('/api/plans')]);
  await get('/api/me');
  step('read every result, analysis and the investor report; dashboard, pricing and profile again');

  // The dossier: open it, generate the six sections, watch it while it runs, read it done.
  await Promise.all([check(), get('/api/dossier')]);
  expectStatus(await api.call('POST', '/api/dossier/generate', { token }), 202, 'generate the dossier');
  await get('/api/dossier');
  await probe.workflowsIdle();
  const dossier = (await get('/api/dossier')).body as { sections: Array<{ status: string | null }> };
  const notCompleted = dossier.sections.filter((section) => section.status !== 'completed');
  if (notCompleted.length)
    throw new Error(`dossier sections not completed: ${JSON.stringify(dossier.sections)}`);
  step('opened the dossier, generated its six sections (one workflow), read it while running and done');

  // The action plan at the spec's defaults (the dialog's three areas, three tasks each), a task edited,
  // two questions to Genius (the second with the first exchange as its history), the bell.
  await Promise.all([check(), get('/api/action-plans'), get('/api/notifications')]);
  const areas = [...defaultPlanAreas];
  const itemsPerArea = ITEMS_PER_AREA.default;
  expectStatus(
    await api.call('POST', '/api/action-plans/generate', { token, body: { areas, itemsPerArea } }),
    202,
    'generate a plan',
  );
  await probe.workflowsIdle();
  const { plans } = (await get('/api/action-plans')).body as {
    plans: Array<{ id: string; items: Array<{ id: string; version: number }> }>;
  };
  const [plan] = plans;
  if (!plan || plan.items.length !== areas.length * itemsPerArea)
    throw new Error(`expected a plan of ${areas.length * itemsPerArea} tasks: ${JSON.stringify(plans)}`);
  const task = `/api/action-plans/${plan.id}/items/${plan.items[0]!.id}`;
  // The task dialog's edit: the 5W2H field changed and the version shown (decision 0055).
  expectStatus(
    await api.call('PATCH', task, {
      token,
      body: { metadata: { who: 'Equipe comercial' }, version: plan.items[0]!.version },
    }),
    200,
    'edit a task',
  );
  await Promise.all([get(`${task}/notes`), get(`${task}/genius`)]);
  const geniusMs: number[] = [];
  for (const message of ['Como começo esta tarefa?', 'E quanto isso deve custar no primeiro mês?']) {
    const askedAt = performance.now();
    expectStatus(await api.call('POST', `${task}/genius`, { token, body: { message } }), 200, 'ask Genius');
    geniusMs.push(Math.round(performance.now() - askedAt));
  }
  await Promise.all([check(), get('/api/action-plans'), get('/api/notifications')]);
  step(
    `action plan: generated ${areas.length} areas (${areas.join(', ')}) × ${itemsPerArea} tasks from the dossier, edited a task, asked Genius twice, the second with the first exchange as history (replies in ${geniusMs.join(' and ')} ms, local analyst), read the bell`,
  );

  // A plan of the user's own: created, two tasks added, one edited with a note written, edited and
  // removed, the other task removed, the plan renamed and deleted; the bell read; the profile saved.
  const ownPlan = expectStatus(
    await api.call('POST', '/api/action-plans', {
      token,
      body: { title: 'Plano de vendas do trimestre', description: 'Metas comerciais até março.' },
    }),
    201,
    'create a plan',
  ).body as { id: string; version: number };
  const planPath = `/api/action-plans/${ownPlan.id}`;
  const ownTasks: Array<{ id: string; version: number }> = [];
  for (const title of ['Ligar para os dez maiores clientes', 'Revisar a tabela de preços']) {
    const created = expectStatus(
      await api.call('POST', `${planPath}/items`, { token, body: { title, priority: 'high' } }),
      201,
      'add a task',
    ).body as { id: string; version: number };
    ownTasks.push(created);
  }
  const ownTask = `${planPath}/items/${ownTasks[0]!.id}`;
  expectStatus(
    await api.call('PATCH', ownTask, { token, body: { completed: true } }),
    200,
    'complete a task',
  );
  const note = expectStatus(
    await api.call('POST', `${ownTask}/notes`, {
      token,
      body: { content: 'Três clientes pediram proposta.' },
    }),
    201,
    'write a note',
  ).body as { id: string; version: number };
  const editedNote = expectStatus(
    await api.call('PATCH', `${ownTask}/notes/${note.id}`, {
      token,
      body: { content: 'Quatro clientes pediram proposta.', version: note.version },
    }),
    200,
    'edit a note',
  ).body as { version: number };
  await get(`${ownTask}/notes`);
  const at = (path: string, version: number) => `${path}?version=${version}`;
  expectStatus(
    await api.call('DELETE', at(`${ownTask}/notes/${note.id}`, editedNote.version), { token }),
    204,
    'delete a note',
  );
  expectStatus(
    await api.call('DELETE', at(`${planPath}/items/${ownTasks[1]!.id}`, ownTasks[1]!.version), { token }),
    204,
    'delete a task',
  );
  const renamed = expectStatus(
    await api.call('PATCH', planPath, {
      token,
      body: { title: 'Plano de vendas do semestre', version: ownPlan.version },
    }),
    200,
    'rename a plan',
  ).body as { version: number };
  expectStatus(await api.call('DELETE', at(planPath, renamed.version), { token }), 204, 'delete a plan');
  const bell = (await get('/api/notifications')).body as { notifications: Array<{ id: string }> };
  expectStatus(
    await api.call('PATCH', '/api/notifications', {
      token,
      body: bell.notifications.length ? { read: [bell.notifications[0]!.id] } : { clearAll: true },
    }),
    200,
    'read the bell',
  );
  expectStatus(
    await api.call('PATCH', '/api/me', { token, body: { firstName: 'Bench', lastName: 'Usuária Souza' } }),
    200,
    'save the profile',
  );
  step(
    'a plan of their own: created, 2 tasks added, one completed with a note written, edited, read and deleted, the other deleted, the plan renamed and deleted; a notification read; the profile saved',
  );

  // Learning: the modules, a module, a material opened (view recorded) and completed.
  const material = '/api/learning/modules/ambiente-interno/materials/metricas-de-funil';
  await Promise.all([check(), get('/api/learning/modules')]);
  await Promise.all([check(), get('/api/learning/modules/ambiente-interno')]);
  await Promise.all([check(), get('/api/learning/modules/ambiente-interno'), get(material)]);
  expectStatus(await api.call('POST', `${material}/view`, { token }), 200, 'open a material');
  expectStatus(await api.call('POST', `${material}/complete`, { token }), 200, 'complete a material');
  step('learning: the modules, a module, a material opened and completed');

  // Marketing: analyse the demo site (the website workflow on the fixture site, Lighthouse locally),
  // polling the detail as the screen does (here every 250 ms), then the lists.
  await Promise.all([check(), get('/api/website-analyses')]);
  const startedAt = performance.now();
  const created = expectStatus(
    await api.call('POST', '/api/website-analyses', { token, body: { websiteUrl: demoSiteUrl } }),
    201,
    'analyse the demo site',
  ).body as { id: string };
  const detail = `/api/website-analyses/${created.id}`;
  let completedMs = 0;
  for (;;) {
    const analysis = (await get(detail)).body as { status: string; steps: Record<string, string> };
    if (analysis.status === 'failed') throw new Error(`website analysis failed: ${JSON.stringify(analysis)}`);
    if (analysis.status === 'completed' && !completedMs)
      completedMs = Math.round(performance.now() - startedAt);
    if (completedMs && analysis.steps.mobile !== 'running' && analysis.steps.desktop !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const measuredMs = Math.round(performance.now() - startedAt);
  await probe.workflowsIdle();
  await Promise.all([check(), get(detail)]);
  await Promise.all([check(), get('/api/website-analyses'), get('/api/instagram-analyses')]);
  step(
    `website analysis of the demo site: completed (page read, validated, text written) in ${completedMs} ms; both performance measurements in ${measuredMs} ms (Lighthouse on this machine, one strategy at a time); the marketing lists`,
  );
  steps.push(...(await runRestOfJourney(api, probe, token, user.userId, user.email)));
  return { user, steps };
}

function summarize(scope: string, invocations: Invocation[]): RouteFigure {
  const requests = invocations.map((invocation) => invocation.calls.length);
  const trips = invocations.map((invocation) => roundTrips(invocation.calls));
  const calls = invocations.flatMap((invocation) => invocation.calls);
  const commands: Record<string, number> = {};
  for (const call of calls) {
    const name = call.command.replace(/Command$/, '') + (call.index ? `(${call.index})` : '');
    commands[name] = (commands[name] ?? 0) + 1;
  }
  const scans = calls.filter((call) => call.command === 'ScanCommand').length;
  return {
    route: scope,
    calls: invocations.length,
    requestsMedian: median(requests),
    requestsMax: Math.max(...requests),
    roundTripsMedian: median(trips),
    roundTripsMax: Math.max(...trips),
    readUnitsPerCall: round(sum(calls.map((call) => call.readUnits)) / invocations.length, 2),
    writeUnitsPerCall: round(sum(calls.map((call) => call.writeUnits)) / invocations.length, 2),
    commands,
    scans,
    handlerMsMedian: round(median(invocations.map((invocation) => invocation.durationMs))),
    overTarget: Math.max(...trips) > targetOf(scope),
    slowestCall: describeWaves(invocations[trips.indexOf(Math.max(...trips))]!.calls),
  };
}

export function roundTripsFigure(probe: Probe, steps: string[]): RoundTripsFigure {
  const byScope = new Map<string, Invocation[]>();
  for (const invocation of probe.invocations) {
    // An admin acting as a user is a route of its own: the impersonation session is read first.
    const scope =
      invocation.phase === 'impersonating' ? `${invocation.scope} (impersonating)` : invocation.scope;
    byScope.set(scope, [...(byScope.get(scope) ?? []), invocation]);
  }
  const figures = [...byScope.entries()].map(([scope, invocations]) => summarize(scope, invocations));
  const routes = figures.filter((figure) => !figure.route.startsWith('task:'));
  const tasks = figures.filter((figure) => figure.route.startsWith('task:'));
  const find = (route: string) => routes.find((figure) => figure.route === route);

  const findings: string[] = [];
  for (const figure of figures) {
    if (figure.overTarget) {
      const kind = figure.route.startsWith('task:')
        ? 'workflow step'
        : figure.route.startsWith('GET ')
          ? 'screen read'
          : 'write';
      findings.push(
        `${figure.route} (${kind}): ${figure.roundTripsMax} sequential DynamoDB round trips (target ≤ ${targetOf(figure.route)}): ${figure.slowestCall}`,
      );
    }
    if (figure.scans) findings.push(`${figure.route}: ${figure.scans} Scan request(s) on a request path`);
  }
  if (probe.unattributed.length) {
    findings.push(`${probe.unattributed.length} DynamoDB request(s) outside any route or task`);
  }
  // Every route of the manifest must be in the figure: a new route cannot escape it silently.
  const measured = new Set(routes.map((figure) => figure.route));
  const notMeasured = manifest.map(routeKey).filter((key) => !measured.has(key));
  if (notMeasured.length) {
    findings.push(
      `${notMeasured.length} route(s) of the manifest not measured (the journey never calls them): ${notMeasured.join(', ')}`,
    );
  }

  const allCalls = probe.invocations.flatMap((invocation) => invocation.calls);
  return {
    target: `≤ ${ROUND_TRIP_TARGET} sequential round trips per route (an admin write ${ADMIN_WRITE_TARGET}: its role confirmed first), no Scan`,
    journey: steps,
    routes,
    tasks,
    screens: Object.entries(screens).map(([screen, keys]) => ({
      screen,
      routes: keys,
      maxRoundTrips: Math.max(0, ...keys.map((key) => find(key)?.roundTripsMax ?? 0)),
      requests: sum(keys.map((key) => find(key)?.requestsMax ?? 0)),
    })),
    totals: {
      apiCalls: sum(routes.map((figure) => figure.calls)),
      dynamodbRequests: allCalls.length,
      readUnits: round(sum(allCalls.map((call) => call.readUnits)), 1),
      writeUnits: round(sum(allCalls.map((call) => call.writeUnits)), 1),
      scans: allCalls.filter((call) => call.command === 'ScanCommand').length,
    },
    findings,
    unattributedCalls: probe.unattributed.length,
    notMeasured,
  };
}

/** A tiny PNG: the local upload store checks the first bytes against the declared type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The admin's part of the journey: the demo admin signs in and goes through every admin screen as the
 * SPA does, reads and writes: statistics; users (list, next page, search, export, create, edit, roles,
 * subscription, impersonation of the scripted user and back, delete); onboarding; investment
 * recommendations; diagnostics (create, edit, questions create/edit/move, publication, a question a user
 * answered deleted in the background, export, import, delete); modules and materials (create, edit,
 * move, upload grant and upload, items, delete). Recorded under the probe's phase 'admin' (and
 * 'impersonating'), which the cost figure leaves out.
 */
export async function runAdminJourney(
  api: BenchApi,
  probe: Probe,
  target: BenchUser,
): Promise<{ steps: string[] }> {
  const steps: string[] = [];
  const step = (text: string) => steps.push(text);
  const admin = demoAccounts.find((account) => account.admin)!;
  // Before the admin: a visitor's registration (the paid path's sign-up) and the health check.
  probe.phase = 'visitor';
  expectStatus(await api.call('GET', '/api/health'), 200, 'health');
  // Registration is two requests (decision 0044): the sign-up, then the e-mailed code confirmed.
  const visitor = { email: `diego.moura-${randomUUID().slice(0, 8)}@exemplo.com.br`, password: 'segredo' };
  await api.signUp('/api/auth/register', { firstName: 'Diego', lastName: 'Moura', ...visitor });
  // Meus dados (decisions 0046, 0047): the terms accepted again, the data downloaded, the account deleted.
  const visitorToken = await api.signIn(visitor.email, visitor.password);
  const asVisitor = async (path: string, body: unknown, what: string) =>
    expectStatus(await api.call('POST', path, { token: visitorToken, body }), 200, what);
  await asVisitor('/api/me/consent', { termsAccepted: true }, 'consent');
  await asVisitor('/api/me/export', undefined, 'data export');
  await asVisitor('/api/me/deletion', { password: visitor.password }, 'own deletion');
  // "Reenviar código" answers the same for any address (no way to probe for accounts): an unknown one.
  expectStatus(
    await api.call('POST', '/api/auth/resend-code', {
      body: { email: `ninguem-${randomUUID().slice(0, 8)}@exemplo.com.br` },
    }),
    200,
    'resend code',
  );
  steps.push(
    'a visitor: health check, registration (without trial) confirmed with its code, a code re-sent; the terms accepted again, the data downloaded, the account deleted by its owner',
  );
  probe.phase = 'admin';
  try {
    const token = await api.signIn(admin.email, admin.password);
    const as = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      const answer = await api.call(method, path, {
        token,
        ...(body !== undefined ? { body } : {}),
        ...(headers ? { headers } : {}),
      });
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`admin ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const enc = encodeURIComponent;
    const suffix = randomUUID().slice(0, 8);

    // /admin: the dashboard's counters.
    await as('GET', '/api/admin/stats');
    await as('GET', '/api/admin/health');
    step('admin: signed in, dashboard statistics, the health report with its details');

    // /admin/users: first page, the next, a search as typed, the export; a user created, edited,
    // its roles and subscription managed; the scripted user impersonated and back; the user deleted.
    const first = (await as('GET', '/api/admin/users?limit=50')) as { cursor: string | null };
    if (first.cursor) await as('GET', `/api/admin/users?limit=50&cursor=${enc(first.cursor)}`);
    for (const term of ['be', 'bench', target.email])
      await as('GET', `/api/admin/users?limit=50&search=${enc(term)}`);
    await as('GET', `/api/admin/users/export?search=bench`);
    const created = (await as('POST', '/api/admin/users', {
      firstName: 'Carla',
      lastName: 'Teixeira',
      email: `carla.teixeira-${suffix}@exemplo.com.br`,
      password: 'segredo',
      role: 'user',
    })) as { id: string };
    const userPath = `/api/admin/users/${enc(created.id)}`;
    await as('PATCH', userPath, { firstName: 'Carla', lastName: 'Teixeira Lima', role: 'user' });
    await as('PUT', `${userPath}/roles`, { roles: ['user'] });
    await as('POST', `${userPath}/subscription`, {
      action: 'create',
      mode: 'administrative',
      planName: ADMIN_DEFAULT_PLAN_NAME,
      expiryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    const expiry = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await as('POST', `${userPath}/subscription`, { action: 'update_expiry', expiryDate: expiry });
    await as('POST', `${userPath}/subscription`, { action: 'verify' });
    await Promise.all([as('GET', '/api/admin/users?limit=50'), as('GET', '/api/admin/stats')]);
    step(
      'admin users: first page, next page, searches ("be", "bench", an e-mail), export, a user created, edited, roles and subscription (create, expiry, verify) managed',
    );

    await as('POST', '/api/admin/impersonation', { targetUserId: target.userId });
    probe.phase = 'impersonating';
    const acting = { [IMPERSONATION_HEADER]: target.userId };
    await Promise.all(
      screens['/dashboard']!.map((key) => as('GET', key.slice('GET '.length), undefined, acting)),
    );
    probe.phase = 'admin';
    await as('DELETE', '/api/admin/impersonation');
    await as('DELETE', userPath);
    step('admin: impersonated the scripted user (its dashboard), ended it; deleted the created user');

    // /admin/onboarding: the settings saved as they are, the switch set as it is.
    const onboarding = (await as('GET', '/api/onboarding')) as {
      videoUrl: string;
      welcomeTitle: string;
      welcomeDescription: string;
      buttonText: string;
      enabled: boolean;
    };
    await as('PATCH', '/api/admin/onboarding', {
      videoUrl: onboarding.videoUrl,
      welcomeTitle: onboarding.welcomeTitle,
      welcomeDescription: onboarding.welcomeDescription,
      buttonText: onboarding.buttonText,
    });
    await as('PATCH', '/api/admin/onboarding', { enabled: onboarding.enabled });
    step('admin onboarding: read, texts saved, switch saved');

    // /admin/investment-recommendations: all, one profile, a band created, edited, deleted.
    const recommendations = '/api/admin/investment-recommendations';
    await as('GET', `${recommendations}?`);
    await as('GET', `${recommendations}?profileId=moderado`);
    const band = {
      ...RECOMMENDATION_DEFAULTS,
      profileId: 'moderado',
      businessType: 'B2C',
      revenueMin: 70_000_000_000 + Math.floor(Math.random() * 1_000_000_000),
    };
    const saved = (await as('POST', recommendations, band)) as { id: string };
    const edited = (await as('PUT', `${recommendations}/${enc(saved.id)}`, {
      ...band,
      marketingPercentage: 7.5,
    })) as { id: string };
    await as('DELETE', `${recommendations}/${enc(edited.id)}`);
    step('admin recommendations: all, one profile, a band created, edited, deleted');

    // /admin/diagnostics and a diagnostic's details and questions.
    await as('GET', '/api/admin/diagnostics');
    const slug = `bench-${suffix}`;
    const diagnosticPath = `/api/admin/diagnostics/${slug}`;
    await as('POST', '/api/admin/diagnostics', {
      slug,
      title: 'Diagnóstico de caixa',
      description: 'Como a empresa acompanha o seu caixa.',
      icon: 'HelpCircle',
    });
    await as('GET', diagnosticPath);
    await as('PATCH', diagnosticPath, {
      title: 'Diagnóstico de fluxo de caixa',
      description: 'Como a empresa acompanha o seu fluxo de caixa.',
      icon: 'Layers',
    });
    const question = (text: string) => ({
      text,
      questionType: 'single_choice',
      metadata: { section: 'caixa', section_title: 'Caixa' },
      options: [
        { text: 'Sim', value: 2 },
        { text: 'Não', value: 1 },
      ],
      weight: 1.5,
    });
    const questions: Array<{ id: string; options: Array<{ id: string; value: number }> }> = [];
    for (const text of [
      'Você registra as entradas e saídas todos os dias?',
      'Você separa as contas da empresa das pessoais?',
      'Você projeta o caixa dos próximos três meses?',
    ]) {
      questions.push(
        (await as('POST', `${diagnosticPath}/questions`, question(text))) as (typeof questions)[0],
      );
      await as('GET', diagnosticPath); // the screen's refetch 100 ms after a create
    }
    const [kept, doomed] = questions as [(typeof questions)[0], (typeof questions)[0]];
    await as('PUT', `${diagnosticPath}/questions/${kept.id}`, {
      ...question('Você registra todas as entradas e saídas no mesmo dia?'),
      options: kept.options.map((option, index) => ({
        id: option.id,
        text: index ? 'Não' : 'Sim',
        value: option.value,
      })),
      weight: 2,
    });
    await as('POST', `${diagnosticPath}/questions/${kept.id}/move`, { direction: 'down' });
    await as('GET', diagnosticPath);
    // Published, answered by a user, then a question deleted: its answers go in the background.
    await as('PATCH', `${diagnosticPath}/publication`, { isPublished: true });
    probe.phase = 'respondent';
    const respondent = await api.newTrialUser('bench-respondent');
    for (const answered of questions) {
      const option = answered.options[0]!;
      expectStatus(
        await api.call('PUT', `/api/diagnostics/${slug}/answers/${answered.id}`, {
          token: respondent.token,
          body: { optionId: option.id, value: option.value, metadata: {} },
        }),
        200,
        'respondent answer',
      );
    }
    probe.phase = 'admin';
    await as('DELETE', `${diagnosticPath}/questions/${doomed.id}`);
    for (let polls = 0; ; polls += 1) {
      const { questions: left } = (await as('GET', diagnosticPath)) as { questions: Array<{ id: string }> };
      if (!left.some((entry) => entry.id === doomed.id)) break;
      if (polls > 200) throw new Error('the question deletion did not end');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await probe.workflowsIdle();
    await as('PATCH', `${diagnosticPath}/publication`, { isPublished: false });
    const exported = (await as('GET', `${diagnosticPath}/export`)) as { diagnostic: object };
    const copy = `${slug}-copia`;
    await as('POST', '/api/admin/diagnostics/import', {
      ...exported,
      diagnostic: { ...exported.diagnostic, slug: copy },
    });
    await as('GET', '/api/admin/diagnostics');
    await as('DELETE', `/api/admin/diagnostics/${copy}`);
    await as('GET', '/api/admin/diagnostics');
    step(
      'admin diagnostics: list, a diagnostic created, read, edited; 3 questions created, one edited and moved; published, answered by a user, a question deleted (background workflow, polled every 250 ms until gone), unpublished; exported, imported under a new slug, the copy deleted',
    );

    // /admin/modules and a module's materials.
    const modules = (await as('GET', '/api/admin/modules')) as { modules: Array<{ id: string }> };
    const module = (await as('POST', '/api/admin/modules', {
      title: 'Fluxo de caixa na prática',
      description: 'Como organizar o caixa de uma pequena empresa.',
      icon: 'calculator',
      category: '',
      isPublished: false,
    })) as { id: string };
    const modulePath = `/api/admin/modules/${enc(module.id)}`;
    await as('PATCH', modulePath, {
      title: 'Fluxo de caixa na prática',
      description: 'Como organizar e projetar o caixa de uma pequena empresa.',
      icon: 'calculator',
      category: 'finance',
      isPublished: false,
    });
    if (modules.modules.length) {
      await as('POST', `${modulePath}/move`, { direction: 'up' });
      await as('POST', `${modulePath}/move`, { direction: 'down' });
    }
    await as('GET', modulePath);
    const material = (fields: Record<string, unknown>) => ({
      title: 'Planilha de caixa',
      description: 'Como montar a sua.',
      type: 'article',
      estimatedTime: 20,
      isPublished: true,
      ...fields,
    });
    const sheet = (await as('POST', `${modulePath}/materials`, material({}))) as { id: string };
    const draft = (await as(
      'POST',
      `${modulePath}/materials`,
      material({ title: 'Rascunho', estimatedTime: null, isPublished: false }),
    )) as { id: string };
    await as('PATCH', `${modulePath}/materials/${enc(sheet.id)}`, material({ estimatedTime: 25 }));
    const grant = (await as('POST', `${modulePath}/uploads`, {
      contentType: 'image/png',
      size: PNG.length,
    })) as { url: string; fields: Record<string, string>; fileUrl: string };
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'diagrama.png');
    const uploaded = await fetch(new URL(grant.url, api.url), { method: 'POST', body: form });
    if (!uploaded.ok) throw new Error(`upload refused: ${uploaded.status} ${await uploaded.text()}`);
    await as('PUT', `${modulePath}/materials/${enc(sheet.id)}/items`, {
      items: [
        {
          title: 'Leitura',
          contentType: 'text',
          content: '## Caixa\n\nEntradas e saídas.',
          caption: null,
          alt: null,
        },
        {
          title: 'Diagrama',
          contentType: 'image',
          content: grant.fileUrl,
          caption: 'O fluxo',
          alt: 'Fluxo de caixa',
        },
      ],
    });
    await as('GET', modulePath);
    await as('DELETE', `${modulePath}/materials/${enc(draft.id)}`);
    await as('GET', modulePath);
    await as('DELETE', modulePath);
    await as('GET', '/api/admin/modules');
    step(
      'admin modules: list, a module created, edited, moved up and back; 2 materials created, one edited, an image uploaded (grant + local store), items saved, the draft deleted; the module deleted with its materials',
    );
    await as('GET', '/api/admin/stats');
    return { steps };
  } finally {
    probe.phase = 'user';
  }
}
