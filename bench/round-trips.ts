import type { DiagnosticQuestion } from '../functions/contracts/diagnostics';
import { validAnswer } from '../tests/integration/support/answers';
import { expectStatus, type BenchApi, type BenchUser } from './support/api';
import { describeWaves, roundTrips, type Invocation, type Probe } from './support/probe';
import { median, round, sum } from './support/stats';

/**
 * Figure 1: DynamoDB round trips and consumed capacity per route, for a scripted realistic user who signs
 * up for the trial, opens every screen, answers and completes all four diagnostics through the API, waits
 * for the analyses and reads them. Counted inside the stack by the data layer's SDK middleware
 * (functions/data/observe-calls.ts) and attributed to the route the gateway was serving.
 */

/** Sequential DynamoDB round trips allowed for one screen's data (one route's handler). */
export const ROUND_TRIP_TARGET = 2;

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
  '/diagnostics': ['POST /api/subscription/check', 'GET /api/diagnostics'],
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

  // The action plan: generate from the dossier, edit a task, ask Genius, the bell.
  await Promise.all([check(), get('/api/action-plans'), get('/api/notifications')]);
  expectStatus(
    await api.call('POST', '/api/action-plans/generate', {
      token,
      body: { areas: ['Marketing', 'Vendas'], itemsPerArea: 2 },
    }),
    202,
    'generate a plan',
  );
  await probe.workflowsIdle();
  const { plans } = (await get('/api/action-plans')).body as {
    plans: Array<{ id: string; items: Array<{ id: string }> }>;
  };
  const [plan] = plans;
  if (!plan || plan.items.length !== 4)
    throw new Error(`expected a plan of 4 tasks: ${JSON.stringify(plans)}`);
  const task = `/api/action-plans/${plan.id}/items/${plan.items[0]!.id}`;
  expectStatus(
    await api.call('PATCH', task, { token, body: { metadata: { who: 'Equipe comercial' } } }),
    200,
    'edit a task',
  );
  await Promise.all([get(`${task}/notes`), get(`${task}/genius`)]);
  const askedAt = performance.now();
  expectStatus(
    await api.call('POST', `${task}/genius`, { token, body: { message: 'Como começo esta tarefa?' } }),
    200,
    'ask Genius',
  );
  const geniusMs = Math.round(performance.now() - askedAt);
  await Promise.all([check(), get('/api/action-plans'), get('/api/notifications')]);
  step(
    `action plan: generated 2 areas × 2 tasks from the dossier, edited a task, asked Genius (reply in ${geniusMs} ms, local analyst), read the bell`,
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
    overTarget: Math.max(...trips) > ROUND_TRIP_TARGET,
    slowestCall: describeWaves(invocations[trips.indexOf(Math.max(...trips))]!.calls),
  };
}

export function roundTripsFigure(probe: Probe, steps: string[]): RoundTripsFigure {
  const byScope = new Map<string, Invocation[]>();
  for (const invocation of probe.invocations) {
    byScope.set(invocation.scope, [...(byScope.get(invocation.scope) ?? []), invocation]);
  }
  const figures = [...byScope.entries()].map(([scope, invocations]) => summarize(scope, invocations));
  const routes = figures.filter((figure) => !figure.route.startsWith('task:'));
  const tasks = figures.filter((figure) => figure.route.startsWith('task:'));
  const find = (route: string) => routes.find((figure) => figure.route === route);

  const findings: string[] = [];
  for (const figure of figures) {
    if (figure.overTarget) {
      const kind = figure.route.startsWith('task:')
        ? 'workflow task'
        : figure.route.startsWith('GET ')
          ? 'screen read'
          : 'write';
      findings.push(
        `${figure.route} (${kind}): ${figure.roundTripsMax} sequential DynamoDB round trips (target ≤ ${ROUND_TRIP_TARGET}): ${figure.slowestCall}`,
      );
    }
    if (figure.scans) findings.push(`${figure.route}: ${figure.scans} Scan request(s) on a request path`);
  }
  if (probe.unattributed.length) {
    findings.push(`${probe.unattributed.length} DynamoDB request(s) outside any route or task`);
  }

  const allCalls = probe.invocations.flatMap((invocation) => invocation.calls);
  return {
    target: `≤ ${ROUND_TRIP_TARGET} sequential round trips per screen's route, no Scan`,
    journey: steps,
    routes,
    tasks,
    screens: Object.entries(screens).map(([screen, keys]) => ({
      screen,
      routes: keys,
      maxRoundTrips: Math.max(...keys.map((key) => find(key)?.roundTripsMax ?? 0)),
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
  };
}
