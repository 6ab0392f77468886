import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BundlesFigure } from './bundles';
import type { CostAtScale, CostFigure, ModelCostFigure } from './cost';
import type { LatencyFigure } from './latency';
import type { RoundTripsFigure } from './round-trips';
import type { ScaleFigure, ScaleRow } from './scale';
import { kb, round, section, table, verdict } from './support/stats';
import type { WebFigure } from './web';
import type { WorkflowsFigure } from './workflows';

/** What `npm run bench` writes to bench/results/latest.json. */
export interface BenchResults {
  meta: {
    date: string;
    commit: string;
    node: string;
    cpus: number;
    loadAverageAtStart: number[];
    runtimeSeconds: number;
    figureSeconds: Record<string, number>;
  };
  roundTrips: RoundTripsFigure | { error: string };
  latency: LatencyFigure | { error: string };
  bundles: BundlesFigure | { error: string };
  web: WebFigure | { error: string };
  cost: CostFigure | { error: string };
  workflows: WorkflowsFigure | { error: string };
  /** Absent in results written before the scale figure existed. */
  scale?: ScaleFigure | { error: string };
  findings: string[];
}

type Figure<T> = T | { error: string };
const failed = <T>(figure: Figure<T>): figure is { error: string } =>
  typeof figure === 'object' && figure !== null && 'error' in figure;

const usd = (value: number) => (value < 0.01 ? `$${value.toFixed(6)}` : `$${value.toFixed(4)}`);

function roundTrips(figure: RoundTripsFigure): string[] {
  return [
    `Scripted user: ${figure.journey.join('; ')}.`,
    `Target: ${figure.target}.`,
    '',
    table(
      [
        'route / task',
        'calls',
        'requests',
        'round trips',
        'max',
        'RCU/call',
        'WCU/call',
        'handler ms',
        'commands',
        'target',
      ],
      [...figure.routes, ...figure.tasks].map((row) => [
        row.route,
        row.calls,
        row.requestsMedian,
        row.roundTripsMedian,
        row.roundTripsMax,
        row.readUnitsPerCall,
        row.writeUnitsPerCall,
        row.handlerMsMedian,
        Object.entries(row.commands)
          .map(([command, count]) => `${command}×${count}`)
          .join(' '),
        verdict(!row.overTarget && row.scans === 0),
      ]),
    ),
    '',
    table(
      ['screen', 'routes (in parallel)', 'max round trips', 'requests'],
      figure.screens.map((screen) => [
        screen.screen,
        screen.routes.length,
        screen.maxRoundTrips,
        screen.requests,
      ]),
    ),
    '',
    `Totals: ${figure.totals.apiCalls} API calls, ${figure.totals.dynamodbRequests} DynamoDB requests, ${figure.totals.readUnits} RCU, ${figure.totals.writeUnits} WCU, ${figure.totals.scans} Scan.`,
  ];
}

function latency(figure: LatencyFigure): string[] {
  const base = figure.baseline;
  const floors = figure.routes.filter((row) => row.floor);
  return [
    `Load: ${figure.load}. Ratio = route percentile ÷ bare GetItem percentile (same run).`,
    `Target: ${figure.target}.`,
    '',
    table(
      [
        'target',
        'requests',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'p50 ×',
        'p95 ×',
        'p99 ×',
        'non-2xx',
        'target',
      ],
      [
        [
          base.name,
          base.requests,
          base.perSecond,
          base.p50,
          base.p95,
          base.p99,
          1,
          1,
          1,
          base.non2xx + base.errors,
          '',
        ],
        ...figure.routes.map((row) => [
          `${row.name} (${row.request})`,
          row.requests,
          row.perSecond,
          row.p50,
          row.p95,
          row.p99,
          row.ratio.p50,
          row.ratio.p95,
          row.ratio.p99,
          row.non2xx + row.errors,
          row.target === undefined ? '' : row.ratio.p50 <= row.target ? 'ok' : `MISSED (≤ ${row.target}×)`,
        ]),
      ],
    ),
    ...(floors.length
      ? [
          '',
          "Reads over their target, next to their data floor: the route's own DynamoDB requests replayed alone under the same load (each round trip as long as its slowest request), then sent again through the data layer's SDK client (its client-side work included), then made through that client by a bare HTTP server loaded as the route is (HTTP+SDK: the least any HTTP route making them takes).",
          '',
          table(
            [
              'route',
              'requests',
              'round trips',
              'floor p50 ms',
              'floor ×',
              'SDK p50 ms',
              'SDK ×',
              'HTTP+SDK p50 ms',
              'HTTP+SDK ×',
              'route p50 ms',
              'route ÷ floor',
              'route ÷ SDK',
              'route ÷ HTTP+SDK',
            ],
            floors.map((row) => [
              row.request,
              row.floor!.requests,
              row.floor!.roundTrips,
              row.floor!.p50,
              row.floor!.ratio,
              row.floor!.sdkP50 ?? '',
              row.floor!.sdkRatio ?? '',
              row.floor!.httpSdkP50 ?? '',
              row.floor!.httpSdkRatio ?? '',
              row.p50,
              row.floor!.routeOverFloor,
              row.floor!.routeOverSdk ?? '',
              row.floor!.routeOverHttpSdk ?? '',
            ]),
          ),
        ]
      : []),
    ...figure.skipped.map((skip) => `Skipped: ${skip.name}: ${skip.reason}.`),
  ];
}

function bundles(figure: BundlesFigure): string[] {
  if (!figure.floor)
    return ['Recorded before the floor was measured: run `npm run bench -- --only=bundles`.'];
  const row = (bundle: BundlesFigure['bundles'][number], verdictText: string) => [
    bundle.name,
    kb(bundle.importBytes),
    kb(bundle.bytes),
    bundle.chunks,
    kb(bundle.gzipBytes),
    bundle.importMs,
    bundle.floorRatio ?? '',
    bundle.loadedMs,
    bundle.loadedFloorRatio ?? '',
    verdictText,
  ];
  return [
    `esbuild as CDK bundles (infra/lambda-defaults.ts: split into lazy chunks); import measured in a fresh \`node ${figure.nodeOptions}\` (${figure.node}), median of the samples.`,
    `Target: ${figure.target}. Cold-start cost per function: import = its INIT; + chunks = the entry and then every lazily loaded chunk (all routes or actions), the most first requests add.`,
    '',
    table(
      [
        'function',
        'KB at import',
        'all KB',
        'chunks',
        'KB gz',
        'import ms',
        '× floor',
        '+ chunks ms',
        '× floor',
        'target',
      ],
      [
        row(figure.floor, ''),
        row(figure.electrodb, ''),
        row(figure.emptyHandler, ''),
        ...figure.bundles.map((bundle) => row(bundle, verdict(bundle.meetsTarget === true))),
      ],
    ),
    '',
    `Largest inputs of the biggest bundle (${figure.biggest.name}, ${kb(figure.biggest.bytes)} KB), by package:`,
    table(
      ['package', 'KB in output', '%'],
      figure.biggest.packages.map((item) => [item.input, kb(item.bytes), item.share]),
    ),
    '',
    'and by folder:',
    table(
      ['folder', 'KB in output', '%'],
      figure.biggest.folders.slice(0, 6).map((item) => [item.input, kb(item.bytes), item.share]),
    ),
  ];
}

function web(figure: WebFigure): string[] {
  return [
    `Production build (${figure.build.command}, ${figure.build.ms} ms), served gzip-compressed; JS/CSS fetched before network idle, empty cache.`,
    '',
    table(
      ['route', 'JS files', 'JS KB gz', 'JS KB raw', 'CSS KB gz', 'largest JS (KB gz)', 'target'],
      figure.pages.map((page) => [
        page.landedOn === page.route ? page.route : `${page.route} → ${page.landedOn}`,
        page.jsFiles,
        page.jsGzipKb,
        page.jsRawKb,
        page.cssGzipKb,
        (page.largest ?? []).map((file) => `${file.file} ${file.gzipKb}`).join(', '),
        page.targetJsGzipKb === undefined
          ? ''
          : `${verdict(page.meetsTarget === true)} (≤ ${page.targetJsGzipKb})`,
      ]),
    ),
    '',
    `Lighthouse ${figure.lighthouseVersion} (${figure.chromium}), performance only, median of ${figure.lighthouse[0]?.runs ?? 0} runs:`,
    table(
      ['route', 'preset', 'score', 'runs', 'LCP ms', 'TBT ms', 'FCP ms', 'target'],
      figure.lighthouse.map((row) => [
        row.route,
        row.preset,
        row.score,
        row.scores.join('/'),
        row.lcpMs,
        row.tbtMs,
        row.fcpMs,
        row.targetScore === undefined ? '' : `${verdict(row.meetsTarget === true)} (≥ ${row.targetScore})`,
      ]),
    ),
  ];
}

function cost(figure: CostFigure): string[] {
  const assumptions = figure.assumptions as CostFigure['assumptions'] & { journey?: string };
  return [
    `${assumptions.userMonth ?? assumptions.journey}. Prices: ${figure.prices.region}, list prices of ${figure.prices.date} (infra/prices.ts).`,
    '',
    table(
      ['item', 'quantity', 'unit', 'USD'],
      figure.lines.map((line) => [line.item, line.quantity, line.unit, usd(line.usd)]),
    ),
    '',
    `Infrastructure per active user-month: ${usd(figure.totalUsd)} (${usd(figure.per1000UsersUsd)} per 1,000 users).`,
    ...(figure.model
      ? modelCost(figure.model, figure.assumptions)
      : ['', 'Model cost: not in this result (written before the model cost measured the requests).']),
    ...figure.caveats.map((caveat) => `Note: ${caveat}`),
    ...(figure.atScale ? costAtScale(figure.atScale) : []),
  ];
}

const tokens = (value: number) => value.toLocaleString('en-US');

function modelCost(model: ModelCostFigure, assumptions: CostFigure['assumptions']): string[] {
  const sizes = assumptions.outputSizes;
  return [
    '',
    `Model cost (bench/README.md, "Model cost"): each model call's request as the Bedrock adapter sends it (recorded by a Converse stand-in), ${assumptions.charsPerToken} characters a token, ${assumptions.toolUseSystemPromptTokens} tokens of tool-use system prompt per forced tool; the output is the schema-fill estimate (paragraphs ${sizes.paragraph}, bullets ${sizes.bullet}, labels ${sizes.label} characters, ${sizes.items} items a list, the plan's tasks as asked, Genius ${sizes.geniusWords} words). With caching: the prompt cache simulated along the calls (${assumptions.cacheTtlMinutes}-minute TTL; a journey's calls share it, every other workflow execution or request has its own).`,
    `A journey: ${model.journeyDefinition}. ${model.calls.journey} calls (${model.calls.journeyRequests} requests); the user-month ${model.calls.userMonth} calls (${model.calls.userMonthRequests} requests).${model.missing.length ? ` Missing from the recording: ${model.missing.join(', ')}.` : ''}`,
    '',
    table(
      [
        'configuration',
        'caching',
        'journey: input',
        'cache write',
        'cache read',
        'output',
        'USD',
        'user-month: input',
        'cache write',
        'cache read',
        'output',
        'USD',
      ],
      model.totals.map((total) => [
        total.configuration === 'default' ? 'default models' : 'Sonnet only',
        total.caching ? 'with' : 'without',
        tokens(total.journey.inputTokens),
        tokens(total.journey.cacheWriteTokens),
        tokens(total.journey.cacheReadTokens),
        tokens(total.journey.outputTokens),
        usd(total.journey.usd),
        tokens(total.userMonth.inputTokens),
        tokens(total.userMonth.cacheWriteTokens),
        tokens(total.userMonth.cacheReadTokens),
        tokens(total.userMonth.outputTokens),
        usd(total.userMonth.usd),
      ]),
    ),
    `Configurations: ${[...new Set(model.totals.map((total) => total.label))].join('; ')}. Input = tokens at the plain input price.`,
    `Target: a journey with the default models ≤ $${model.targetUsd.toFixed(2)}: ${verdict(model.meetsTarget)}.`,
    '',
    `The journey's token ledger (default models, with caching, at the list prices of infra/prices.ts): ${usd(model.journeyLedger.total.usd)} a journey (target ≤ $${model.targetUsd.toFixed(2)}). In = tokens at the full input price; cached = read from the prompt cache.`,
    table(
      ['task', 'calls', 'requests', 'tokens in', 'cache write', 'cached', 'out', 'USD'],
      [...model.journeyLedger.byTask, model.journeyLedger.total].map((line) => [
        line.task,
        line.calls,
        line.requests,
        tokens(line.inputTokens),
        tokens(line.cacheWriteTokens),
        tokens(line.cacheReadTokens),
        tokens(line.outputTokens),
        usd(line.usd),
      ]),
    ),
    '',
    'The journey call by call (default models, with caching; the last column every task at the Sonnet-class model):',
    table(
      [
        'task',
        'model',
        'requests',
        'prompt',
        'cacheable prefix',
        'input',
        'cache write',
        'cache read',
        'output',
        'USD',
        'USD Sonnet only',
      ],
      model.journeyByCall.map((call) => [
        call.task,
        call.modelId,
        call.requests,
        tokens(call.promptTokens),
        tokens(call.cacheablePrefixTokens),
        tokens(call.inputTokens),
        tokens(call.cacheWriteTokens),
        tokens(call.cacheReadTokens),
        tokens(call.outputTokens),
        usd(call.usd),
        usd(call.usdSonnetOnly),
      ]),
    ),
    '',
    'The user-month by task (default models, with caching):',
    table(
      ['task', 'calls', 'prompt tokens', 'output tokens', 'USD'],
      model.userMonthByTask.map((task) => [
        task.task,
        task.calls,
        tokens(task.promptTokens),
        tokens(task.outputTokens),
        usd(task.usd),
      ]),
    ),
  ];
}

function costAtScale(scale: CostAtScale): string[] {
  const models = scale.rows[0]?.models.map((model) => model.name) ?? [];
  return [
    '',
    `How it grows with the users (per user-month, USD). Fixed monthly costs ${usd(scale.fixedMonthUsd)}: ${scale.fixed
      .map((entry) => `${entry.item} ${entry.quantity} = ${usd(entry.usdMonth)}`)
      .join('; ')}.`,
    `Admin users screen, read units per request as measured: ${scale.adminReadUnits
      .map(
        (entry) => `${entry.users} users: first page ${entry.firstPage}, a search ${round(entry.search, 1)}`,
      )
      .join('; ')}.`,
    table(
      [
        'users',
        'fixed',
        'active user',
        'Cognito',
        'admin reads',
        'infra',
        ...models.flatMap((name) => [`model (${name})`, `total (${name})`, 'month bill']),
      ],
      scale.rows.map((row) => [
        row.users,
        usd(row.fixedPerUser),
        usd(row.activeUserInfra),
        usd(row.cognitoPerUser),
        usd(row.adminReadsPerUser),
        usd(row.infraPerUser),
        ...row.models.flatMap((model) => [
          usd(model.tokensPerUser),
          usd(model.totalPerUser),
          `$${model.monthlyBill.toFixed(2)}`,
        ]),
      ]),
    ),
    ...scale.assumptions.map((assumption) => `Assumed: ${assumption}.`),
  ];
}

function workflows(figure: WorkflowsFigure): string[] {
  return [
    table(
      [
        'workflow',
        'diagnostic',
        'status',
        'wall ms',
        'floor ms (Wait)',
        'over floor ms',
        'transitions',
        'tasks (ms)',
      ],
      figure.runs.map((run) => [
        run.workflow,
        run.diagnosticId,
        run.status,
        run.wallMs,
        run.floorMs,
        run.overheadMs,
        run.transitions,
        run.tasks.map((task) => `${task.task} ${task.ms}`).join(', '),
      ]),
    ),
    figure.note,
  ];
}

function scaleRows(rows: ScaleRow[]): string {
  return table(
    [
      'run',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'errors',
      'DDB req/req',
      'RCU/req',
      'WCU/req',
      'max trips',
    ],
    rows.map((row) => [
      row.name,
      row.requests,
      row.perSecond,
      row.p50,
      row.p95,
      row.errors + row.non2xx,
      row.dynamodbRequests,
      row.readUnits,
      row.writeUnits,
      row.roundTripsMax,
    ]),
  );
}

function scale(figure: ScaleFigure): string[] {
  const concurrent = figure.concurrent;
  return [
    `Load: ${figure.load}. errors = connection errors, timeouts and non-2xx answers (target 0).`,
    '',
    `${concurrent.users} scripted users at once for ${concurrent.seconds} s, each its own account with the scripted user's data, round after round: ${concurrent.screens.join('; ')}.`,
    scaleRows([concurrent.total]),
    '',
    'Per route in that run (calls, and per call: DynamoDB requests, RCU, WCU, most sequential round trips):',
    table(
      ['route', 'calls', 'DDB req', 'RCU', 'WCU', 'max trips'],
      concurrent.routes.map((route) => [
        route.route,
        route.calls,
        route.requests,
        route.readUnits,
        route.writeUnits,
        route.roundTripsMax,
      ]),
    ),
    '',
    ...figure.adminGrowth.flatMap((growth) => [
      `Admin users screen over ${growth.users} seeded users (seeded in ${growth.seedSeconds} s):`,
      scaleRows(growth.rows),
      '',
    ]),
    `An action plan of ${figure.actionPlan.tasks} tasks (made through the API):`,
    scaleRows(figure.actionPlan.rows),
    '',
    'A user with a generated dossier:',
    scaleRows(figure.dossier.rows),
    `Dossier PDF: ${figure.dossier.pdf}.`,
  ];
}

/** The printed report: one section per figure, then every finding that misses a target. */
export function formatReport(results: BenchResults): string {
  const parts: string[] = [];
  const add = <T>(title: string, figure: Figure<T>, render: (value: T) => string[]) => {
    parts.push(section(title));
    parts.push(...(failed(figure) ? [`FAILED: ${figure.error}`] : render(figure)));
  };
  add('1. DynamoDB round trips and capacity per route (roundTrips)', results.roundTrips, roundTrips);
  add('2. API latency under loopback load (latency)', results.latency, latency);
  add('3. Lambda bundles: size and init (bundles)', results.bundles, bundles);
  add('4. Web: initial JS/CSS and Lighthouse (web)', results.web, web);
  add('5. Cost per active user-month (cost)', results.cost, cost);
  add('6. Workflow wall time vs Wait floor (workflows)', results.workflows, workflows);
  if (results.scale) add('7. Scale runs (scale)', results.scale, scale);
  parts.push(section('Findings (targets missed)'));
  parts.push(...(results.findings.length ? results.findings.map((finding) => `- ${finding}`) : ['none']));
  const meta = results.meta;
  parts.push(
    '',
    `Run ${meta.date} at ${meta.commit}, ${meta.cpus} cores, Node ${meta.node}, load average at start ${meta.loadAverageAtStart.join(' ')}; ${meta.runtimeSeconds} s (${Object.entries(
      meta.figureSeconds,
    )
      .map(([name, seconds]) => `${name} ${seconds} s`)
      .join(', ')}).`,
  );
  return parts.join('\n');
}

// `tsx bench/report.ts [file]` prints a stored result again.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2] ?? 'bench/results/latest.json';
  console.log(formatReport(JSON.parse(readFileSync(file, 'utf8')) as BenchResults));
}
