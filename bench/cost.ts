import { routeKey, routes } from '../functions/routes';
import { LAMBDA_MEMORY_MB } from '../infra/lambda-defaults';
import type { BundlesFigure } from './bundles';
import { PRICES } from './prices';
import type { ModelCall, Probe } from './support/probe';
import { round, sum } from './support/stats';
import type { WebFigure } from './web';
import type { WorkflowsFigure } from './workflows';

/**
 * Figure 5: what one active user costs a month, at AWS list prices (bench/prices.ts), from what the
 * scripted user actually did in this run: API requests, Lambda invocations and their durations, DynamoDB
 * capacity units, workflow state transitions, bytes served. Model tokens are estimated and priced
 * separately: they depend on the model chosen, and dominate.
 */

/** What "an active user-month" means here; every number of the model follows from these. */
export const ASSUMPTIONS = {
  journey:
    'one active user-month = the scripted journey once: trial sign-up, all four diagnostics answered and completed, three analyses generated, every screen read',
  /** Each distinct function the user touches starts cold once a month (an early product: little traffic keeps few functions warm). */
  coldStartsPerFunction: 1,
  /** Full downloads of the app's assets a month (hashed assets are cached; a release or a new device fetches them again). */
  appDownloadsPerMonth: 2,
  /** Approximate characters per token of Portuguese prompts and JSON answers (estimate; no tokenizer offline). */
  charsPerToken: 3.5,
  /** DynamoDB's per-item storage overhead (bytes). */
  itemOverheadBytes: 100,
  lambdaMemoryMb: LAMBDA_MEMORY_MB,
} as const;

export interface CostLine {
  item: string;
  quantity: number;
  unit: string;
  usd: number;
}

export interface CostFigure {
  prices: typeof PRICES;
  assumptions: typeof ASSUMPTIONS;
  lines: CostLine[];
  totalUsd: number;
  per1000UsersUsd: number;
  tokens: {
    calls: number;
    inputTokens: number;
    outputTokens: number;
    usd: number;
    model: string;
    byTask: Array<{ task: string; inputTokens: number; outputTokens: number }>;
  };
  caveats: string[];
}

export function costFigure(input: {
  probe: Probe;
  workflows: WorkflowsFigure;
  bundles?: BundlesFigure;
  web?: WebFigure;
  storedBytes: number;
  storedItems: number;
}): CostFigure {
  const { bundles, web } = input;
  // The scripted user's month only: the admin's part of the journey is not a user's cost.
  const probe = {
    invocations: input.probe.invocations.filter((invocation) => invocation.phase === 'user'),
    modelCalls: input.probe.modelCalls.filter((call) => call.phase === 'user'),
  };
  const workflows = { runs: input.workflows.runs.filter((run) => (run.phase ?? 'user') === 'user') };
  const routes = probe.invocations.filter((invocation) => invocation.kind === 'route');
  const calls = probe.invocations.flatMap((invocation) => invocation.calls);
  const gb = ASSUMPTIONS.lambdaMemoryMb / 1024;

  // Lambda duration is billed per started millisecond.
  const durationGbSeconds =
    sum(probe.invocations.map((invocation) => Math.ceil(invocation.durationMs) / 1000)) * gb;
  // Cold starts: one per distinct function touched, billed for its import time measured in this run.
  const functionsTouched = new Set(probe.invocations.map((invocation) => functionOf(invocation.scope)));
  const initMs = [...functionsTouched].map(
    (name) =>
      (bundles?.bundles.find((bundle) => bundle.name === name)?.importMs ?? 0) *
      ASSUMPTIONS.coldStartsPerFunction,
  );
  const initGbSeconds = (sum(initMs) / 1000) * gb;

  const transitions = sum(workflows.runs.map((run) => run.transitions));
  const readUnits = sum(calls.map((call) => call.readUnits));
  const writeUnits = sum(calls.map((call) => call.writeUnits));
  const apiBytes = sum(routes.map((invocation) => invocation.responseBytes));
  const dashboard = web?.pages.find((page) => page.route === '/dashboard');
  const appBytes = dashboard ? (dashboard.jsGzipKb + dashboard.cssGzipKb) * 1024 : 0;
  const appRequests = dashboard ? dashboard.jsFiles + dashboard.cssFiles + 2 : 0; // + index.html, config.json
  const transferGb = (apiBytes + appBytes * ASSUMPTIONS.appDownloadsPerMonth) / 1024 ** 3;
  const cloudfrontRequests = routes.length + appRequests * ASSUMPTIONS.appDownloadsPerMonth;

  const line = (item: string, quantity: number, unit: string, usd: number): CostLine => ({
    item,
    // Three significant digits: quantities range from a few bytes' worth of GB to hundreds of requests.
    quantity: Number(quantity.toPrecision(3)),
    unit,
    usd,
  });
  const lines: CostLine[] = [
    line(
      'HTTP API requests',
      routes.length,
      'requests',
      (routes.length / 1e6) * PRICES.httpApi.perMillionRequests,
    ),
    line(
      'Lambda requests (routes + workflow tasks)',
      probe.invocations.length,
      'invocations',
      (probe.invocations.length / 1e6) * PRICES.lambda.perMillionRequests,
    ),
    line('Lambda duration (arm64)', durationGbSeconds, 'GB-s', durationGbSeconds * PRICES.lambda.perGbSecond),
    line('Lambda INIT (cold starts)', initGbSeconds, 'GB-s', initGbSeconds * PRICES.lambda.perGbSecond),
    line(
      'DynamoDB reads (on-demand)',
      readUnits,
      'RRU',
      (readUnits / 1e6) * PRICES.dynamodb.perMillionReadUnits,
    ),
    line(
      'DynamoDB writes (on-demand)',
      writeUnits,
      'WRU',
      (writeUnits / 1e6) * PRICES.dynamodb.perMillionWriteUnits,
    ),
    line(
      'DynamoDB storage (the user’s items)',
      input.storedBytes / 1024 ** 3,
      'GB-month',
      (input.storedBytes / 1024 ** 3) * PRICES.dynamodb.storagePerGbMonth,
    ),
    line(
      'Step Functions Standard',
      transitions,
      'state transitions',
      (transitions / 1000) * PRICES.stepFunctions.perThousandTransitions,
    ),
    line('CloudFront transfer out', transferGb, 'GB', transferGb * PRICES.cloudfront.perGbOut),
    line(
      'CloudFront HTTPS requests',
      cloudfrontRequests,
      'requests',
      (cloudfrontRequests / 1e4) * PRICES.cloudfront.perTenThousandHttpsRequests,
    ),
  ];
  const totalUsd = sum(lines.map((entry) => entry.usd));
  return {
    prices: PRICES,
    assumptions: ASSUMPTIONS,
    lines: lines.map((entry) => ({ ...entry, usd: round(entry.usd, 6) })),
    totalUsd: round(totalUsd, 6),
    per1000UsersUsd: round(totalUsd * 1000, 2),
    tokens: tokens(probe.modelCalls),
    caveats: [
      'Lambda durations are the handlers measured in-process on this machine (x86, Node 20) against DynamoDB Local: arm64 in the cloud against DynamoDB differs; the order of magnitude holds.',
      `Storage: ${input.storedItems} items of the user, ${round(input.storedBytes / 1024, 1)} KB with ${ASSUMPTIONS.itemOverheadBytes} bytes of overhead each (approximate item sizes).`,
      'Not included: Cognito (free up to its MAU tier), CloudWatch Logs and alarms, Secrets Manager, data transfer between services (free within a region).',
    ],
  };
}

const areaByKey = new Map(routes.map((route) => [routeKey(route), `handlers/${route.area}`]));

/** The deployed function behind an invocation's scope: a route's area function, or the task's Lambda. */
function functionOf(scope: string): string {
  if (scope === 'task:mark-analysis-error') return 'tasks/mark-analysis-error';
  if (scope.startsWith('task:')) return 'tasks/generate-analysis';
  return areaByKey.get(scope) ?? scope;
}

function tokens(modelCalls: ModelCall[]): CostFigure['tokens'] {
  const estimate = (chars: number) => Math.round(chars / ASSUMPTIONS.charsPerToken);
  const inputTokens = sum(modelCalls.map((call) => estimate(call.promptChars)));
  const outputTokens = sum(modelCalls.map((call) => estimate(call.outputChars)));
  return {
    calls: modelCalls.length,
    inputTokens,
    outputTokens,
    usd: round(
      (inputTokens / 1e6) * PRICES.bedrock.perMillionInputTokens +
        (outputTokens / 1e6) * PRICES.bedrock.perMillionOutputTokens,
      4,
    ),
    model: PRICES.bedrock.model,
    byTask: modelCalls.map((call) => ({
      task: call.task,
      inputTokens: estimate(call.promptChars),
      outputTokens: estimate(call.outputChars),
    })),
  };
}
