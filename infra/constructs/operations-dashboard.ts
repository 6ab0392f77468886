import { Duration } from 'aws-cdk-lib';
import {
  type CfnDashboard,
  Dashboard,
  GraphWidget,
  type IMetric,
  LogQueryVisualizationType,
  LogQueryWidget,
  MathExpression,
  Metric,
  type MetricOptions,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { PRICES, type TokenPrices } from '../prices';
import { aiTaskNames, aiTasks } from '../../functions/ai/tasks';
import type { ModelClass as AiModelTier } from '../../functions/ai/provider/model-call';
import { metricDimensions, type OperationalMetric } from '../../functions/contracts/operational-metrics';
import type { Area } from '../../functions/routes';
import type { WorkflowName } from '../../functions/platform/workflows/definitions';
import { businessMetric } from '../business-metrics';
import { modelSpend } from '../model-spend';
import type { ApiFunction } from './api-function';

export interface OperationsDashboardProps {
  stage: string;
  /** The heavy and the light model (functions/ai/tasks/ says which task runs on which). */
  bedrockModelId: string;
  bedrockLightModelId: string;
  api: HttpApi;
  areaFunctions: ReadonlyMap<Area, ApiFunction>;
  workflows: Record<WorkflowName, IStateMachine>;
  table: ITableV2;
}

/** A model's on-demand prices, from infra/prices.ts (the same numbers the bench uses). */
export interface ModelPrice extends TokenPrices {
  /** False when the configured model is not in infra/prices.ts and the fallback's price is used. */
  exact: boolean;
}

/** The price of a model id, or the fallback's (by default the heavy default model's) when unknown. */
export function modelPrice(modelId: string, fallback: TokenPrices = PRICES.bedrock): ModelPrice {
  const entries: TokenPrices[] = [PRICES.bedrock, PRICES.bedrockLight, ...PRICES.bedrockModels];
  const known = entries.find((entry) => entry.model === modelId);
  const {
    model,
    perMillionInputTokens,
    perMillionOutputTokens,
    perMillionCacheWriteTokens,
    perMillionCacheReadTokens,
  } = known ?? fallback;
  return {
    model,
    perMillionInputTokens,
    perMillionOutputTokens,
    perMillionCacheWriteTokens,
    perMillionCacheReadTokens,
    exact: known !== undefined,
  };
}

const FIVE_MINUTES = Duration.minutes(5);
const ONE_DAY = Duration.days(1);
const WIDTH = 24;

/**
 * The stage's CloudWatch dashboard (`rumo-<stage>-operations`): traffic and latency (p50/p95) per area,
 * errors, cold starts, workflow outcomes, tokens and the estimated model cost per day, sign-ups and
 * payments. It lives in the API stack because that stack already references every resource it charts
 * (its own API and area functions, the state machines' ARNs, the table's name): no new cross-stack
 * export. The business metrics come from the catalogue (functions/contracts/operational-metrics.ts).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;
  /** The price each model's tokens are charted at (an unknown light model at the light default's). */
  readonly prices: Record<AiModelTier, ModelPrice>;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { stage, api, areaFunctions, workflows, table } = props;
    const business = (key: OperationalMetric, period = FIVE_MINUTES, label?: string) =>
      businessMetric(stage, key, { period, ...(label ? { label } : {}) });
    const areas = [...areaFunctions.entries()];
    /** One series per area: the statistic of its function's metric over five minutes, named by the area. */
    const perArea = (statistic: string, metric: (fn: ApiFunction['fn'], options: MetricOptions) => IMetric) =>
      areas.map(([area, fn]) => metric(fn.fn, { period: FIVE_MINUTES, statistic, label: area }));
    const perWorkflow = (metric: (machine: IStateMachine, name: string) => IMetric) =>
      Object.entries(workflows).map(([name, machine]) => metric(machine, name));
    const graph = (title: string, left: IMetric[], width = 8) =>
      new GraphWidget({ title, left, width, height: 6 });

    // Tokens: one metric per AI task (the AiTask dimension), summed per day for the cost, each task's
    // at the price of the model it runs on.
    type TokenMetric = 'inputTokens' | 'outputTokens' | 'cacheReadTokens' | 'cacheWriteTokens';
    const tokens = (key: TokenMetric, tasks: readonly string[] = aiTaskNames) =>
      tasks.map((task) =>
        businessMetric(stage, key, {
          dimensionsMap: { [metricDimensions.aiTask]: task },
          period: ONE_DAY,
          label: task,
        }),
      );
    const input = tokens('inputTokens');
    const output = tokens('outputTokens');
    const cacheRead = tokens('cacheReadTokens');
    const cacheWrite = tokens('cacheWriteTokens');
    this.prices = {
      heavy: modelPrice(props.bedrockModelId),
      light: modelPrice(props.bedrockLightModelId, PRICES.bedrockLight),
    };
    const configured: Record<AiModelTier, string> = {
      heavy: props.bedrockModelId,
      light: props.bedrockLightModelId,
    };
    const ids = (prefix: string, metrics: IMetric[]) =>
      Object.fromEntries(metrics.map((metric, index) => [`${prefix}${index}`, metric]));
    const sum = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}`).join(' + ');
    const tierCost = (tier: AiModelTier) => {
      const tasks = aiTaskNames.filter((task) => aiTasks[task].model === tier);
      const price = this.prices[tier];
      // Converse's inputTokens leave the cached prefix out: its reads and writes are priced on their own.
      const parts = [
        ['in', 'inputTokens', price.perMillionInputTokens],
        ['out', 'outputTokens', price.perMillionOutputTokens],
        ['cr', 'cacheReadTokens', price.perMillionCacheReadTokens],
        ['cw', 'cacheWriteTokens', price.perMillionCacheWriteTokens],
      ] as const;
      const note = price.exact ? '' : `'s price: ${configured[tier]} is not in infra/prices.ts`;
      return new MathExpression({
        expression: parts
          .map(([id, , perMillion]) => `(${sum(`${tier[0]}${id}`, tasks.length)}) * ${perMillion} / 1000000`)
          .join(' + '),
        usingMetrics: Object.assign(
          {},
          ...parts.map(([id, key]) => ids(`${tier[0]}${id}`, tokens(key, tasks))),
        ) as Record<string, IMetric>,
        period: ONE_DAY,
        label: `${tier} model, estimated model cost, USD per day (${price.model}${note})`,
      });
    };
    const heavyCost = tierCost('heavy');
    const lightCost = tierCost('light');
    const cost = new MathExpression({
      expression: 'heavy + light',
      usingMetrics: { heavy: heavyCost, light: lightCost },
      period: ONE_DAY,
      label: 'both models, estimated model cost, USD per day',
    });

    const throttles = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `rumo-${stage}-operations`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new TextWidget({
            markdown: `# Rumo ${stage}\nWhat each alarm means and what to check first: docs/operations.md in the repository. Business metrics: namespace \`Rumo/${stage}\` (functions/contracts/operational-metrics.ts).`,
            width: WIDTH,
            height: 2,
          }),
        ],
        // Traffic
        [
          graph('API requests', [api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' })]),
          graph('API errors (4xx, 5xx)', [
            api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
            api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          ]),
          graph('API latency p50 / p95 (ms)', [
            api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }),
            api.metricLatency({ period: FIVE_MINUTES, statistic: 'p95', label: 'p95' }),
          ]),
        ],
        // Per area
        [
          graph(
            'Invocations per area',
            perArea('Sum', (fn, options) => fn.metricInvocations(options)),
          ),
          graph(
            'Duration p50 per area (ms)',
            perArea('p50', (fn, options) => fn.metricDuration(options)),
          ),
          graph(
            'Duration p95 per area (ms)',
            perArea('p95', (fn, options) => fn.metricDuration(options)),
          ),
        ],
        // Errors
        [
          graph(
            'Lambda errors per area',
            perArea('Sum', (fn, options) => fn.metricErrors(options)),
          ),
          graph(
            'Lambda throttles per area',
            perArea('Sum', (fn, options) => fn.metricThrottles(options)),
          ),
          graph('DynamoDB throttled reads / writes', [
            throttles('ReadThrottleEvents'),
            throttles('WriteThrottleEvents'),
          ]),
        ],
        // Cold starts: Lambda's own REPORT lines (Init Duration), read by Logs Insights; no agent.
        [
          new LogQueryWidget({
            title: 'Cold starts per area (Lambda REPORT lines with an Init Duration)',
            logGroupNames: areas.map(([, fn]) => fn.logGroup.logGroupName),
            view: LogQueryVisualizationType.TABLE,
            queryLines: [
              'filter @type = "REPORT" and ispresent(@initDuration)',
              'stats count(*) as coldStarts, avg(@initDuration) as avgInitMs, pct(@initDuration, 95) as p95InitMs by @log',
              'sort coldStarts desc',
            ],
            width: WIDTH,
            height: 6,
          }),
        ],
        // Workflows
        [
          graph(
            'Workflow executions started',
            perWorkflow((machine, name) =>
              machine.metricStarted({ period: FIVE_MINUTES, statistic: 'Sum', label: name }),
            ),
          ),
          graph(
            'Workflow executions succeeded',
            perWorkflow((machine, name) =>
              machine.metricSucceeded({ period: FIVE_MINUTES, statistic: 'Sum', label: name }),
            ),
          ),
          graph('Workflow executions failed / timed out', [
            ...perWorkflow((machine, name) =>
              machine.metricFailed({ period: FIVE_MINUTES, statistic: 'Sum', label: `${name} failed` }),
            ),
            ...perWorkflow((machine, name) =>
              machine.metricTimedOut({ period: FIVE_MINUTES, statistic: 'Sum', label: `${name} timed out` }),
            ),
          ]),
        ],
        [
          graph('Analyses', [
            business('analysesStarted'),
            business('analysesCompleted'),
            business('analysesFailed'),
          ]),
          graph('Dossier sections', [
            business('dossierSectionsStarted'),
            business('dossierSectionsCompleted'),
            business('dossierSectionsFailed'),
          ]),
          graph('Action-plan generations', [
            business('planGenerationsStarted'),
            business('planGenerationsCompleted'),
            business('planGenerationsFailed'),
          ]),
        ],
        // Model
        [
          graph('Input tokens per AI task, per day', input),
          graph('Output tokens per AI task, per day', output),
          graph('Estimated model cost per day (USD), per model', [cost, heavyCost, lightCost]),
        ],
        [
          graph('Prompt cache: tokens read per AI task, per day', cacheRead, 12),
          graph('Prompt cache: tokens written per AI task, per day', cacheWrite, 12),
        ],
        // What the model spend alarm watches (observability stack; decision 0056).
        [
          graph(
            'Estimated model spend per hour (USD): the model spend alarm’s metric',
            [modelSpend(stage, this.prices)],
            WIDTH,
          ),
        ],
        // Product
        [
          graph('Sign-ups, trials and payments per day', [
            business('signUps', ONE_DAY),
            business('trialStarts', ONE_DAY),
            business('payments', ONE_DAY),
          ]),
          graph('Genius messages and website analyses', [
            business('geniusMessages'),
            business('websiteAnalyses'),
          ]),
          graph('Bedrock throttles, SSRF and webhook refusals', [
            business('bedrockThrottles'),
            business('ssrfRefusals'),
            businessMetric(stage, 'webhookRejections', {
              dimensionsMap: { [metricDimensions.rejection]: 'signature' },
              label: 'webhook: bad signature',
            }),
            businessMetric(stage, 'webhookRejections', {
              dimensionsMap: { [metricDimensions.rejection]: 'payload' },
              label: 'webhook: unreadable payload',
            }),
          ]),
        ],
      ],
    });
    // The stage's tags (infra/build-app.ts) reach the dashboard: AWS::CloudWatch::Dashboard takes `Tags`
    // (CloudFormation template reference, aws-resource-cloudwatch-dashboard; CDK's CfnDashboardProps
    // since 2.257, May 2026), but cfn-lint 1.51's bundled schema predates it and reports E3002
    // ("'Tags' was unexpected"). Silenced on this resource only: the check holds everywhere else.
    (this.dashboard.node.defaultChild as CfnDashboard).addMetadata('cfn-lint', {
      config: { ignore_checks: ['E3002'] },
    });
  }
}
