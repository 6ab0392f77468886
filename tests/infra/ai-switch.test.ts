import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAreas, routeKey, routes, type RouteDefinition } from '../../functions/routes';
import { aiSwitchEnv } from '../../functions/platform/http/ai-switch';
import { metricNamespace } from '../../functions/contracts/operational-metrics';
import { workflowDefinitions, type WorkflowName } from '../../functions/platform/workflows/definitions';
import { aiSwitchParameterName } from '../../infra/ai-switch';
import { MODEL_WORKFLOWS, permissionsFor } from '../../infra/route-permissions';
import { PRICES } from '../../infra/prices';
import { BEDROCK_BUDGET_NOTIFICATIONS } from '../../infra/stacks/observability-stack';
import { MODEL_SPEND_DEFAULTS, readStageConfig } from '../../infra/stage-config';
import { synthApp, type SynthesizedApp } from './synth-app';

/**
 * Issue #46 (decision 0056): the AI switch reaches every AI entry point, and the model spend has an
 * alarm and a budget. The manifest's `ai` flag is held equal, by construction, to the routes whose
 * permissions call the model or start a workflow that does; every function that may call the model or
 * serves an `ai` route may read the switch's one parameter, and no other may.
 */

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

const SYNTH_TIMEOUT = 120_000;
const all = routes as readonly RouteDefinition[];
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const resourcesOf = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.findResources(type) as Record<string, Resource>);
/** The statements of the inline policies attached to a function's role. */
function statementsOf(template: Template, fn: Resource): Statement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
}
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => asArray(statement.Action));
const SWITCH_ARN = {
  'Fn::Join': ['', ['arn:aws:ssm:sa-east-1:', { Ref: 'AWS::AccountId' }, ':parameter/rumo/dev/ai-switch']],
};
const SWITCH_STATEMENT = { Action: 'ssm:GetParameter', Effect: 'Allow', Resource: SWITCH_ARN };
const switchStatements = (statements: Statement[]) =>
  statements.filter((statement) => JSON.stringify(statement.Resource).includes('ai-switch'));

describe('the manifest: `ai` is exactly the routes that call the model or start a model workflow', () => {
  it.each(all.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    const { invokesModel, startsWorkflows, aiSwitch } = permissionsFor(route);
    const costsModel = invokesModel || startsWorkflows.some((name) => MODEL_WORKFLOWS.includes(name));
    expect(route.ai === true).toBe(costsModel);
    expect(aiSwitch).toBe(costsModel);
  });

  it('the model workflows are every workflow but the question deletion', () => {
    expect([...MODEL_WORKFLOWS].sort()).toEqual(
      (Object.keys(workflowDefinitions) as WorkflowName[])
        .filter((name) => name !== 'question-deletion')
        .sort(),
    );
  });
});

describe('the stacks of the dev stage', () => {
  let synth: SynthesizedApp;
  let observability: Template;
  let api: Template;
  let workflows: Template;

  beforeAll(() => {
    synth = synthApp();
    observability = Template.fromStack(synth.observability);
    api = Template.fromStack(synth.api);
    workflows = Template.fromStack(synth.workflows);
  }, SYNTH_TIMEOUT);
  afterAll(() => synth?.dispose());

  it('create the switch, on, as a standard String parameter named after the stage', () => {
    expect(aiSwitchParameterName('dev')).toBe('/rumo/dev/ai-switch');
    const parameters = resourcesOf(observability, 'AWS::SSM::Parameter');
    expect(parameters.map(([, parameter]) => parameter.Properties)).toEqual([
      expect.objectContaining({ Name: '/rumo/dev/ai-switch', Type: 'String', Value: 'on', Tier: 'Standard' }),
    ]);
  });

  it('let every area with an `ai` route read that one parameter, named in its environment; no other area', () => {
    const areasWithAi = new Set(all.filter((route) => route.ai).map((route) => route.area));
    expect([...areasWithAi].sort()).toEqual([
      'action-plan',
      'analyses',
      'diagnostics',
      'dossier',
      'marketing',
    ]);
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    for (const area of routeAreas()) {
      const found = functions.filter(([, fn]) =>
        String(fn.Properties.Description ?? '').startsWith(`${area} area (`),
      );
      expect(found, area).toHaveLength(1);
      const [, fn] = found[0]!;
      const reads = areasWithAi.has(area);
      expect(fn.Properties.Environment.Variables[aiSwitchEnv.parameter], area).toBe(
        reads ? '/rumo/dev/ai-switch' : undefined,
      );
      expect(switchStatements(statementsOf(api, fn)), area).toEqual(reads ? [SWITCH_STATEMENT] : []);
    }
  });

  it('let every workflow task that may call the model read it too, and none that may not', () => {
    const functions = resourcesOf(workflows, 'AWS::Lambda::Function');
    const modelTasks = functions.filter(([, fn]) =>
      actionsOf(statementsOf(workflows, fn)).includes('bedrock:InvokeModel'),
    );
    expect(modelTasks.length).toBe(5);
    for (const [id, fn] of functions) {
      const calls = modelTasks.some(([taskId]) => taskId === id);
      expect(fn.Properties.Environment?.Variables?.[aiSwitchEnv.parameter], id).toBe(
        calls ? '/rumo/dev/ai-switch' : undefined,
      );
      expect(switchStatements(statementsOf(workflows, fn)), id).toEqual(calls ? [SWITCH_STATEMENT] : []);
    }
    // The machines those tasks serve are the model workflows: a route starting any other starts no model.
    const byMachine = resourcesOf(workflows, 'AWS::StepFunctions::StateMachine').map(([, machine]) =>
      JSON.stringify(machine.Properties.DefinitionSubstitutions ?? {}),
    );
    const modelMachines = byMachine.filter((substitutions) =>
      modelTasks.some(([taskId]) => substitutions.includes(`"${taskId}"`)),
    );
    expect(modelMachines).toHaveLength(MODEL_WORKFLOWS.length);
  });

  it('alarm on the estimated model spend per hour, priced per model class, to the alarm topic', () => {
    const topicId = Object.keys(observability.findResources('AWS::SNS::Topic'))[0]!;
    const alarms = resourcesOf(observability, 'AWS::CloudWatch::Alarm').filter(([id]) =>
      id.startsWith('ModelSpendAlarm'),
    );
    expect(alarms).toHaveLength(1);
    const [, alarm] = alarms[0]!;
    expect(alarm.Properties).toMatchObject({
      Threshold: MODEL_SPEND_DEFAULTS.alarmUsdPerHour,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topicId }],
    });
    const metrics = alarm.Properties.Metrics as {
      Id: string;
      Expression?: string;
      ReturnData?: boolean;
      MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown }; Period: number };
    }[];
    // An alarm's metric math takes at most 10 metrics: two model classes × four token kinds.
    const stats = metrics.filter((metric) => metric.MetricStat);
    expect(stats).toHaveLength(8);
    for (const { MetricStat } of stats) {
      expect(MetricStat!.Period).toBe(3600);
      expect(MetricStat!.Metric.Namespace).toBe(metricNamespace('dev'));
    }
    expect(new Set(stats.map((metric) => metric.MetricStat!.Metric.MetricName))).toEqual(
      new Set([
        'ModelInputTokens',
        'ModelOutputTokens',
        'ModelCacheReadInputTokens',
        'ModelCacheWriteInputTokens',
      ]),
    );
    const expression = metrics.find(
      (metric) => metric.ReturnData !== false && metric.Expression,
    )!.Expression!;
    // cdk.json's models at infra/prices.ts's list prices, each series filled with 0 where it has no data.
    expect(expression).toContain(`FILL(heavy_in, 0) * ${PRICES.bedrock.perMillionInputTokens} / 1000000`);
    expect(expression).toContain(`FILL(heavy_out, 0) * ${PRICES.bedrock.perMillionOutputTokens} / 1000000`);
    expect(expression).toContain(
      `FILL(light_out, 0) * ${PRICES.bedrockLight.perMillionOutputTokens} / 1000000`,
    );
    expect(expression).toContain(
      `FILL(light_cw, 0) * ${PRICES.bedrockLight.perMillionCacheWriteTokens} / 1000000`,
    );
    expect(expression.match(/FILL\(/g)).toHaveLength(8);
  });

  it('budget the account’s Bedrock cost per month, notifying the alarm topic, which Budgets may publish to', () => {
    const topicId = Object.keys(observability.findResources('AWS::SNS::Topic'))[0]!;
    const budgets = resourcesOf(observability, 'AWS::Budgets::Budget');
    expect(budgets).toHaveLength(1);
    const [, budget] = budgets[0]!;
    expect(budget.Properties.Budget).toEqual({
      BudgetName: 'rumo-dev-bedrock',
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: MODEL_SPEND_DEFAULTS.budgetUsdPerMonth, Unit: 'USD' },
      CostFilters: { Service: ['Amazon Bedrock'] },
    });
    expect(budget.Properties.NotificationsWithSubscribers).toEqual(
      BEDROCK_BUDGET_NOTIFICATIONS.map(({ notificationType, threshold }) => ({
        Notification: {
          NotificationType: notificationType,
          ComparisonOperator: 'GREATER_THAN',
          Threshold: threshold,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
      })),
    );
    const [topicPolicyId, topicPolicy] = resourcesOf(observability, 'AWS::SNS::TopicPolicy')[0]!;
    expect(budget.DependsOn).toEqual([topicPolicyId]);
    expect(JSON.stringify(topicPolicy.Properties.PolicyDocument)).toContain('budgets.amazonaws.com');
    const [, key] = resourcesOf(observability, 'AWS::KMS::Key')[0]!;
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('budgets.amazonaws.com');
  });
});

describe('the stage configuration of the spend alarm and budget', () => {
  const config = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node).modelSpend;

  it('takes the defaults, or amounts and services from context (numbers or `-c` strings)', () => {
    expect(config({})).toEqual({
      alarmUsdPerHour: 5,
      budgetUsdPerMonth: 300,
      budgetServices: ['Amazon Bedrock'],
    });
    expect(
      config({
        modelSpendAlarmUsdPerHour: '12.5',
        bedrockMonthlyBudgetUsd: 1000,
        bedrockBudgetServices: 'Amazon Bedrock, Claude Sonnet 4.6 (Amazon Bedrock Edition)',
      }),
    ).toEqual({
      alarmUsdPerHour: 12.5,
      budgetUsdPerMonth: 1000,
      budgetServices: ['Amazon Bedrock', 'Claude Sonnet 4.6 (Amazon Bedrock Edition)'],
    });
  });

  it('refuses an amount that is not positive', () => {
    expect(() => config({ modelSpendAlarmUsdPerHour: '0' })).toThrow(/modelSpendAlarmUsdPerHour/);
    expect(() => config({ bedrockMonthlyBudgetUsd: 'muito' })).toThrow(/bedrockMonthlyBudgetUsd/);
  });
});
