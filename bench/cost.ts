import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeKey, routes } from '../functions/routes';
import { repoRoot } from '../infra/paths';
import { LAMBDA_MEMORY_MB } from '../infra/lambda-defaults';
import type { BundlesFigure } from './bundles';
import type { ModelClass } from '../functions/ai/provider/model-call';
import { PRICES } from '../infra/prices';
import {
  billRequests,
  CHARS_PER_TOKEN,
  journeyCalls,
  JOURNEY_CALLS,
  OUTPUT_SIZES,
  TOOL_USE_SYSTEM_PROMPT_TOKENS,
  tokensOf,
  totalOf,
  type ModelPrice,
  type RequestBill,
} from './support/model-cost';
import { wireCalls, type WireCall } from './support/model-wire';
import type { Probe } from './support/probe';
import { round, sum } from './support/stats';
import type { WebFigure } from './web';
import type { WorkflowsFigure } from './workflows';

/**
 * Figure 5: what one active user costs a month, at AWS list prices (infra/prices.ts), from what the
 * scripted user actually did in this run: API requests, Lambda invocations and their durations, DynamoDB
 * capacity units, workflow state transitions, bytes served. The model's cost is priced separately (it
 * depends on the models chosen, and dominates): each model call's real request, as the Bedrock adapter
 * sends it, with a schema-fill estimate of its output, with and without prompt caching, per journey and
 * per user-month (bench/README.md, "Model cost").
 */

/** What "an active user-month" means here; every number of the model follows from these. */
export const ASSUMPTIONS = {
  userMonth:
    'one active user-month = everything the scripted user does in the bench once: trial sign-up, all four diagnostics answered and completed, the analyses, the dossier and an action plan generated, Genius asked twice, every screen read, then what a user meets later (a founder section analysed, an analysis generated again and the four dossier sections rewritten after it, website analyses made, regenerated and retried)',
  modelJourney:
    "a new user's first pass: each analysis once (founder, business, management overview and areas), the six dossier sections once, an action plan at the spec's defaults (Marketing, Vendas, Gestão × 3 tasks: three action-plan-area calls) and two Genius messages (the second with history): the first such calls of the scripted user",
  /** Each distinct function the user touches starts cold once a month (an early product: little traffic keeps few functions warm). */
  coldStartsPerFunction: 1,
  /** Full downloads of the app's assets a month (hashed assets are cached; a release or a new device fetches them again). */
  appDownloadsPerMonth: 2,
  /** Approximate characters per token of Portuguese prompts and JSON answers (estimate; no tokenizer offline). */
  charsPerToken: CHARS_PER_TOKEN,
  /** Added to the input of a request with a forced tool (Anthropic's tool-use system prompt). */
  toolUseSystemPromptTokens: TOOL_USE_SYSTEM_PROMPT_TOKENS,
  /** The schema-fill estimate of the outputs (characters; items per list; Genius's words). */
  outputSizes: OUTPUT_SIZES,
  /** The prompt cache's TTL: a journey's calls are taken to follow each other within it. */
  cacheTtlMinutes: 5,
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
  model: ModelCostFigure;
  caveats: string[];
  /** Targets missed (run.ts adds them to the run's findings). */
  findings: string[];
  /** Per-user cost at 1, 100 and 10,000 users (needs the scale figure for the admin reads). */
  atScale?: CostAtScale;
}

export async function costFigure(input: {
  probe: Probe;
  workflows: WorkflowsFigure;
  bundles?: BundlesFigure;
  web?: WebFigure;
  storedBytes: number;
  storedItems: number;
}): Promise<CostFigure> {
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
  const model = modelCost(await wireCalls(probe.modelCalls));
  return {
    prices: PRICES,
    assumptions: ASSUMPTIONS,
    lines: lines.map((entry) => ({ ...entry, usd: round(entry.usd, 6) })),
    totalUsd: round(totalUsd, 6),
    per1000UsersUsd: round(totalUsd * 1000, 2),
    model,
    findings: modelFindings(model),
    caveats: [
      'Lambda durations are the handlers measured in-process on this machine (x86, Node 20) against DynamoDB Local: arm64 in the cloud against DynamoDB differs; the order of magnitude holds.',
      `Storage: ${input.storedItems} items of the user, ${round(input.storedBytes / 1024, 1)} KB with ${ASSUMPTIONS.itemOverheadBytes} bytes of overhead each (approximate item sizes).`,
      `Model cost: the prompts of the dossier, the plan and Genius quote the replay's estimated outputs (${model.outputChars.estimate.toLocaleString('en-US')} characters over the user-month's calls), not the local analyst's (${model.outputChars.localAnalyst.toLocaleString('en-US')}).`,
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

/** The two model configurations priced: the catalogue's classes, and every task at the heavy model. */
export const MODEL_CONFIGURATIONS = {
  default: {
    label: `default models (heavy ${PRICES.bedrock.model}, light ${PRICES.bedrockLight.model})`,
    priceOf: (modelClass: ModelClass): ModelPrice =>
      modelClass === 'heavy' ? PRICES.bedrock : PRICES.bedrockLight,
  },
  sonnetOnly: {
    label: `Sonnet-class only (every task at ${PRICES.bedrock.model})`,
    priceOf: (_modelClass: ModelClass): ModelPrice => PRICES.bedrock,
  },
} as const;
export type ModelConfiguration = keyof typeof MODEL_CONFIGURATIONS;

/** The journey's target: the model cost of one journey with the default models (issues #33, #47). */
export const JOURNEY_TARGET_USD = 0.25;

/** Tokens and USD, rounded for the results. */
export type ModelBill = RequestBill;

/** A line of the journey's token ledger: a task's calls and requests, their tokens and their price. */
export interface LedgerLine extends ModelBill {
  task: string;
  calls: number;
  requests: number;
}

export interface ModelCostFigure {
  journeyDefinition: string;
  /** The journey's calls per task (JOURNEY_CALLS), and what the recording lacked of them. */
  journeyCalls: Record<string, number>;
  missing: string[];
  targetUsd: number;
  /** The journey with the default models, caching as the requests carry it, within the target. */
  meetsTarget: boolean;
  /** Model calls (and wire requests) of the journey and of the user-month. */
  calls: { journey: number; journeyRequests: number; userMonth: number; userMonthRequests: number };
  totals: Array<{
    configuration: ModelConfiguration;
    label: string;
    caching: boolean;
    journey: ModelBill;
    userMonth: ModelBill;
  }>;
  /** The journey call by call, with caching (the default models', and the Sonnet-only USD). */
  journeyByCall: Array<{
    task: string;
    modelId: string;
    requests: number;
    /** The whole prompt (tool-use system prompt included), in tokens. */
    promptTokens: number;
    /** Of it, up to the last cachePoint (0 without one). */
    cacheablePrefixTokens: number;
    inputTokens: number;
    cacheWriteTokens: number;
    cacheReadTokens: number;
    outputTokens: number;
    usd: number;
    usdSonnetOnly: number;
  }>;
  /**
   * The journey's token ledger per task (default models, with caching, list prices): tokens in at the
   * full input price, written to and read from the cache, out; and the journey's total.
   */
  journeyLedger: {
    byTask: LedgerLine[];
    total: LedgerLine;
  };
  /** The user-month per task, default models with caching. */
  userMonthByTask: Array<{
    task: string;
    calls: number;
    promptTokens: number;
    outputTokens: number;
    usd: number;
  }>;
  /** Output characters: the schema-fill estimate priced here, and what the local analyst wrote. */
  outputChars: { estimate: number; localAnalyst: number };
}

const roundBill = (bill: RequestBill): ModelBill => ({
  inputTokens: Math.round(bill.inputTokens),
  cacheWriteTokens: Math.round(bill.cacheWriteTokens),
  cacheReadTokens: Math.round(bill.cacheReadTokens),
  outputTokens: Math.round(bill.outputTokens),
  usd: round(bill.usd, 4),
});

/**
 * Bills calls in order, each request at its configuration's price, the cache shared within a burst:
 * one bill per call (its requests summed).
 */
function billCalls(
  calls: ReadonlyArray<{ call: WireCall; burst: string }>,
  configuration: ModelConfiguration,
  caching: boolean,
): RequestBill[] {
  const { priceOf } = MODEL_CONFIGURATIONS[configuration];
  const flat = calls.flatMap(({ call, burst }, index) =>
    call.requests.map((request, at) => ({
      index,
      request,
      outputChars: request.outputChars,
      price: priceOf(request.modelClass),
      burst,
      // A call's follow-up requests (a repair, a larger budget) come after its first one's reply.
      ...(call.startedAt !== undefined ? { startedAt: at === 0 ? call.startedAt : call.endedAt } : {}),
      ...(call.endedAt !== undefined ? { endedAt: call.endedAt } : {}),
    })),
  );
  const bills = billRequests(flat, caching);
  return calls.map((_, index) => totalOf(bills.filter((__, at) => flat[at]!.index === index)));
}

/**
 * The model's cost from the calls' wire requests: the journey (its calls share one prompt cache: taken
 * to follow each other within the cache's 5 minutes) and the user-month (every call of the scripted
 * user: the journey's as in the journey, each other workflow execution or request with its own cache),
 * for both configurations, with and without caching.
 */
export function modelCost(calls: readonly WireCall[]): ModelCostFigure {
  const journey = journeyCalls(calls);
  const inJourney = new Set(journey.calls);
  const journeyOrder = journey.calls.map((call) => ({ call, burst: 'journey' }));
  const monthOrder = calls.map((call) => ({ call, burst: inJourney.has(call) ? 'journey' : call.burst }));
  const configurations = Object.keys(MODEL_CONFIGURATIONS) as ModelConfiguration[];
  const totals = configurations.flatMap((configuration) =>
    [true, false].map((caching) => ({
      configuration,
      label: MODEL_CONFIGURATIONS[configuration].label,
      caching,
      journey: roundBill(totalOf(billCalls(journeyOrder, configuration, caching))),
      userMonth: roundBill(totalOf(billCalls(monthOrder, configuration, caching))),
    })),
  );
  const journeyDefault = billCalls(journeyOrder, 'default', true);
  const journeySonnet = billCalls(journeyOrder, 'sonnetOnly', true);
  const promptTokens = (call: WireCall) =>
    sum(
      call.requests.map(
        (request) => (request.toolUse ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0) + tokensOf(request.inputChars),
      ),
    );
  const monthDefault = billCalls(monthOrder, 'default', true);
  const tasks = [...new Set(calls.map((call) => call.task))];
  const journeyUsd = totals.find((total) => total.configuration === 'default' && total.caching)!.journey.usd;
  const outputChars = (call: WireCall) => sum(call.requests.map((request) => request.outputChars));
  const ledgerLine = (task: string, indexes: number[]): LedgerLine => ({
    task,
    calls: indexes.length,
    requests: sum(indexes.map((index) => journey.calls[index]!.requests.length)),
    ...roundBill(totalOf(indexes.map((index) => journeyDefault[index]!))),
  });
  const journeyTasks = [...new Set(journey.calls.map((call) => call.task))];
  const journeyLedger = {
    byTask: journeyTasks.map((task) =>
      ledgerLine(
        task,
        journey.calls.flatMap((call, index) => (call.task === task ? [index] : [])),
      ),
    ),
    total: ledgerLine(
      'journey',
      journey.calls.map((_, index) => index),
    ),
  };
  return {
    journeyDefinition: ASSUMPTIONS.modelJourney,
    journeyCalls: { ...JOURNEY_CALLS },
    missing: journey.missing,
    targetUsd: JOURNEY_TARGET_USD,
    meetsTarget: journey.missing.length === 0 && journeyUsd <= JOURNEY_TARGET_USD,
    calls: {
      journey: journey.calls.length,
      journeyRequests: sum(journey.calls.map((call) => call.requests.length)),
      userMonth: calls.length,
      userMonthRequests: sum(calls.map((call) => call.requests.length)),
    },
    totals,
    journeyByCall: journey.calls.map((call, index) => {
      const bill = roundBill(journeyDefault[index]!);
      const last = call.requests.at(-1);
      return {
        task: call.task,
        modelId: call.requests[0]?.modelId ?? '',
        requests: call.requests.length,
        promptTokens: Math.round(promptTokens(call)),
        cacheablePrefixTokens: Math.round(
          last && last.prefixChars > 0
            ? (last.toolUse ? TOOL_USE_SYSTEM_PROMPT_TOKENS : 0) + tokensOf(last.prefixChars)
            : 0,
        ),
        ...bill,
        usdSonnetOnly: round(journeySonnet[index]!.usd, 4),
      };
    }),
    journeyLedger,
    userMonthByTask: tasks.map((task) => {
      const indexes = calls.flatMap((call, index) => (call.task === task ? [index] : []));
      return {
        task,
        calls: indexes.length,
        promptTokens: Math.round(sum(indexes.map((index) => promptTokens(calls[index]!)))),
        outputTokens: Math.round(sum(indexes.map((index) => monthDefault[index]!.outputTokens))),
        usd: round(sum(indexes.map((index) => monthDefault[index]!.usd)), 4),
      };
    }),
    outputChars: {
      estimate: sum(calls.map(outputChars)),
      localAnalyst: sum(calls.map((call) => call.localOutputChars)),
    },
  };
}

/** The model cost's findings: the journey over its target, or a journey the recording lacks. */
function modelFindings(model: ModelCostFigure): string[] {
  const findings: string[] = [];
  if (model.missing.length)
    findings.push(`cost: the scripted user's calls lack part of a journey: ${model.missing.join(', ')}`);
  const journey = model.totals.find((total) => total.configuration === 'default' && total.caching)!.journey;
  if (journey.usd > model.targetUsd)
    findings.push(
      `cost: one journey costs $${journey.usd.toFixed(4)} in model calls with the default models (target ≤ $${model.targetUsd.toFixed(2)}; caching as the requests carry it)`,
    );
  return findings;
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
  /** Per model configuration (the cost figure's user-month, caching as the requests carry it). */
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
 * at 1,000 and 10,000 users, linear between and beyond), and the model's cost of the user-month for each
 * model configuration (default models; Sonnet only), caching as the requests carry it.
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
      models: cost.model.totals
        .filter((total) => total.caching)
        .map((total) => {
          const tokens = total.userMonth.usd;
          return {
            name: total.configuration === 'default' ? 'default models' : 'Sonnet only',
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
      'every user active every month, each doing what the scripted user does once (the cost figure), its model calls included: the default models (heavy and light per task) or every task at the Sonnet-class model, prompt caching as the requests carry it',
      `${ADMIN_MONTH.admins} admin opening the users screen ${ADMIN_MONTH.firstPages} times and searching ${ADMIN_MONTH.searches} times a month; a search's read units at the mean of the measured searches`,
      `Cognito ${PRICES.cognito.tier}: ${PRICES.cognito.freeMau.toLocaleString('en-US')} MAU free per account, then $${PRICES.cognito.perMau} per MAU (the admin counts); the other free tiers ignored`,
      'fixed costs counted from infra/stacks; not included: CloudWatch Logs ingestion and storage (grows with requests), S3 and CloudFront storage, data transfer between services',
    ],
  };
}
