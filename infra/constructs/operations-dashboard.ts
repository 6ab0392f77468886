import { Duration } from 'aws-cdk-lib';
import {
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
import { PRICES } from '../prices';
import {
  aiTaskMetricNames,
  metricDimensions,
  type OperationalMetric,
} from '../../functions/contracts/operational-metrics';
import type { Area } from '../../functions/routes';
import type { WorkflowName } from '../../functions/platform/workflows/definitions';
import { businessMetric } from '../business-metrics';
import type { ApiFunction } from './api-function';

export interface OperationsDashboardProps {
  stage: string;
  bedrockModelId: string;
  api: HttpApi;
  areaFunctions: ReadonlyMap<Area, ApiFunction>;
  workflows: Record<WorkflowName, IStateMachine>;
  table: ITableV2;
}

/** A model's on-demand price per million tokens, from infra/prices.ts (the same numbers the bench uses). */
export interface ModelPrice {
  model: string;
  perMillionInputTokens: number;
  perMillionOutputTokens: number;
  /** False when the configured model is not in infra/prices.ts and the default model's price is used. */
  exact: boolean;
}

export function modelPrice(modelId: string): ModelPrice {
  const known = [PRICES.bedrock, ...PRICES.bedrockModels].find((entry) => entry.model === modelId);
  const price = known ?? PRICES.bedrock;
  return {
    model: price.model,
    perMillionInputTokens: price.perMillionInputTokens,
    perMillionOutputTokens: price.perMillionOutputTokens,
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
  readonly price: ModelPrice;

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

    // Tokens: one metric per AI task (the AiTask dimension), summed per day for the cost.
    const tokens = (key: 'inputTokens' | 'outputTokens') =>
      aiTaskMetricNames.map((task) =>
        businessMetric(stage, key, {
          dimensionsMap: { [metricDimensions.aiTask]: task },
          period: ONE_DAY,
          label: task,
        }),
      );
    const input = tokens('inputTokens');
    const output = tokens('outputTokens');
    this.price = modelPrice(props.bedrockModelId);
    const ids = (prefix: string, metrics: IMetric[]) =>
      Object.fromEntries(metrics.map((metric, index) => [`${prefix}${index}`, metric]));
    const sum = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}`).join(' + ');
    const cost = new MathExpression({
      expression: `(${sum('tin', input.length)}) * ${this.price.perMillionInputTokens} / 1000000 + (${sum('tout', output.length)}) * ${this.price.perMillionOutputTokens} / 1000000`,
      usingMetrics: { ...ids('tin', input), ...ids('tout', output) },
      period: ONE_DAY,
      label: `estimated model cost, USD per day (${this.price.model}${this.price.exact ? '' : `'s price: ${props.bedrockModelId} is not in infra/prices.ts`})`,
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
          graph('Estimated model cost per day (USD)', [cost]),
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
  }
}
