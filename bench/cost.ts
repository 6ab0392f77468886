import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeKey, routes } from '../functions/routes';
import { repoRoot } from '../infra/paths';
import { LAMBDA_MEMORY_MB } from '../infra/lambda-defaults';
import type { BundlesFigure } from './bundles';
import { PRICES } from '../infra/prices';
import type { ModelCall, Probe } from './support/probe';
import { round, sum } from './support/stats';
import type { WebFigure } from './web';
import type { WorkflowsFigure } from './workflows';

/**
 * Figure 5: what one active user costs a month, at AWS list prices (infra/prices.ts), from what the
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
  /** Per-user cost at 1, 100 and 10,000 users (needs the scale figure for the admin reads). */
  atScale?: CostAtScale;
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
      'Lambda requests (routes + workflow steps)',
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
      'Not included here (per active user): Cognito, CloudWatch alarms, Secrets Manager, KMS and point-in-time recovery, which the table of how it grows with the users adds; CloudWatch Logs and data transfer between services (free within a region) are in neither.',
    ],
  };
}

const areaByKey = new Map(routes.map((route) => [routeKey(route), `handlers/${route.area}`]));

/** The deployed function behind an invocation's scope: a route's area function, or the task's Lambda. */
function functionOf(scope: string): string {
  if (scope === 'task:mark-analysis-error') return 'steps/mark-analysis-error';
  if (scope.startsWith('task:')) return 'steps/generate-analysis';
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

/** How an admin uses the users screen in a month (assumption: two visits and eight searches a workday). */
export const ADMIN_MONTH = { firstPages: 40, searches: 160, admins: 1 } as const;

/** The user counts the cost at scale is shown for. */
export const SCALE_USERS = [1, 100, 10_000] as const;

export interface FixedCost {
  item: string;
  quantity: number;
  unit: string;
  usdMonth: number;
}

export interface CostAtScaleRow {
  users: number;
  /** USD per user-month; every user active, each doing the scripted journey once. */
  fixedPerUser: number;
  activeUserInfra: number;
  cognitoPerUser: number;
  adminReadsPerUser: number;
  infraPerUser: number;
  models: Array<{ name: string; tokensPerUser: number; totalPerUser: number; monthlyBill: number }>;
}

export interface CostAtScale {
  fixed: FixedCost[];
  fixedMonthUsd: number;
  /** RCU per admin users-screen request at each measured base size (scale figure). */
  adminReadUnits: Array<{ users: number; firstPage: number; search: number }>;
  rows: CostAtScaleRow[];
  assumptions: string[];
}

/** What infra/ defines that bills by the month whatever the traffic, counted from the stacks' source. */
export function fixedCosts(): FixedCost[] {
  const stacks = readdirSync(join(repoRoot, 'infra', 'stacks'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(repoRoot, 'infra', 'stacks', file), 'utf8'))
    .join('\n');
  const count = (pattern: RegExp) => stacks.match(pattern)?.length ?? 0;
  const areas = new Set(routes.map((route) => route.area)).size;
  // Every ApiFunction has an alarm (infra/constructs/api-function.ts); one of them is created per area.
  const functions = count(/new ApiFunction\(/g) - 1 + areas;
  const alarms = functions + count(/new Alarm\(/g);
  const secrets = count(/secretsmanager:GetSecretValue/g);
  const keys = count(/new Key\(/g);
  return [
    {
      item: `CloudWatch alarms (one per function: ${functions}, plus the API's 5xx alarm)`,
      quantity: alarms,
      unit: 'alarms',
      usdMonth: alarms * PRICES.cloudwatch.perStandardAlarmMonth,
    },
    {
      item: 'Secrets Manager secrets (Stripe, PageSpeed)',
      quantity: secrets,
      unit: 'secrets',
      usdMonth: secrets * PRICES.secretsManager.perSecretMonth,
    },
    {
      item: 'KMS customer managed key (alarm topic)',
      quantity: keys,
      unit: 'keys',
      usdMonth: keys * PRICES.kms.perCustomerKeyMonth,
    },
  ];
}

/**
 * Per-user monthly cost at 1, 100 and 10,000 users: the fixed monthly costs spread over the users, the
 * per-active-user infrastructure of the cost figure (plus point-in-time recovery of the user's items),
 * Cognito's MAU tier, the admin's searches (whose reads grow with the base: measured by the scale figure
 * at 1,000 and 10,000 users, linear between and beyond), and model tokens for two model sizes.
 */
export function costAtScale(
  cost: CostFigure,
  adminGrowth: Array<{ users: number; firstPage: number; search: number }>,
): CostAtScale {
  const fixed = fixedCosts();
  const fixedMonthUsd = sum(fixed.map((entry) => entry.usdMonth));
  const storageGb = cost.lines.find((line) => line.item.startsWith('DynamoDB storage'))?.quantity ?? 0;
  const activeUserInfra = cost.totalUsd + storageGb * PRICES.dynamodbPitr.perGbMonth;
  // Read units of one request at a base of n users: the line through the two measured sizes.
  const readUnitsAt = (n: number, pick: (entry: { firstPage: number; search: number }) => number) => {
    if (adminGrowth.length === 0) return 0;
    if (adminGrowth.length === 1) return pick(adminGrowth[0]!);
    const [a, b] = [adminGrowth[0]!, adminGrowth[adminGrowth.length - 1]!];
    const slope = (pick(b) - pick(a)) / (b.users - a.users);
    return Math.max(0.5, pick(a) + slope * (n - a.users));
  };
  const rows = SCALE_USERS.map((users): CostAtScaleRow => {
    const mau = users + ADMIN_MONTH.admins;
    const cognito = Math.max(0, mau - PRICES.cognito.freeMau) * PRICES.cognito.perMau;
    const adminUnits =
      ADMIN_MONTH.admins *
      (ADMIN_MONTH.firstPages * readUnitsAt(users, (entry) => entry.firstPage) +
        ADMIN_MONTH.searches * readUnitsAt(users, (entry) => entry.search));
    const adminReads = (adminUnits / 1e6) * PRICES.dynamodb.perMillionReadUnits;
    const fixedPerUser = fixedMonthUsd / users;
    const infraPerUser = fixedPerUser + activeUserInfra + cognito / users + adminReads / users;
    return {
      users,
      fixedPerUser: round(fixedPerUser, 6),
      activeUserInfra: round(activeUserInfra, 6),
      cognitoPerUser: round(cognito / users, 6),
      adminReadsPerUser: round(adminReads / users, 8),
      infraPerUser: round(infraPerUser, 6),
      models: PRICES.bedrockModels.map((model) => {
        const tokens =
          (cost.tokens.inputTokens / 1e6) * model.perMillionInputTokens +
          (cost.tokens.outputTokens / 1e6) * model.perMillionOutputTokens;
        return {
          name: model.name,
          tokensPerUser: round(tokens, 4),
          totalPerUser: round(infraPerUser + tokens, 4),
          monthlyBill: round((infraPerUser + tokens) * users, 2),
        };
      }),
    };
  });
  return {
    fixed: fixed.map((entry) => ({ ...entry, usdMonth: round(entry.usdMonth, 2) })),
    fixedMonthUsd: round(fixedMonthUsd, 2),
    adminReadUnits: adminGrowth,
    rows,
    assumptions: [
      'every user active every month, each doing the scripted journey once (the cost figure), its model calls included',
      `${ADMIN_MONTH.admins} admin opening the users screen ${ADMIN_MONTH.firstPages} times and searching ${ADMIN_MONTH.searches} times a month; a search's read units at the mean of the measured searches`,
      `Cognito ${PRICES.cognito.tier}: ${PRICES.cognito.freeMau.toLocaleString('en-US')} MAU free per account, then $${PRICES.cognito.perMau} per MAU (the admin counts); the other free tiers ignored`,
      'fixed costs counted from infra/stacks; not included: CloudWatch Logs ingestion and storage (grows with requests), S3 and CloudFront storage, data transfer between services',
    ],
  };
}
