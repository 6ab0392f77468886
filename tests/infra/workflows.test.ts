import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';
import {
  definitionOf,
  placeholdersOf,
  workflowDefinitions,
  type WorkflowName,
} from '../../functions/platform/workflows/definitions';
import {
  modelTasksOf,
  slowModelScale,
  stepFunctionTimeoutSeconds,
  type StepFunction,
} from '../../functions/platform/workflows/step-timeouts';
import { aiTaskNames, aiTasks } from '../../functions/ai/tasks';
import { LAMBDA_MAX_TIMEOUT_SECONDS, STEP_OVERHEAD_SECONDS } from '../../functions/platform/config/timeouts';
import {
  lengthenWorkflows,
  staleRunMs,
  workflowTimeoutSeconds,
} from '../../functions/platform/config/workflows';
import { workflowEnding } from '../../infra/stage-config';
import { permissionsFor } from '../../infra/route-permissions';
import { globalProfilesStatements, normalized, type Statement } from './bedrock-statements';
import { synthApp, type SynthesizedApp } from './synth-app';

type Resource = { Type: string; Properties: Record<string, any> };
/** cdk.json's models: both global cross-Region inference profiles (decision 0035). */
const HEAVY_MODEL = 'global.anthropic.claude-sonnet-4-6';
const LIGHT_MODEL = 'global.anthropic.claude-haiku-4-5-20251001-v1:0';
/** The routes that start executions, and of which machines. */
const STARTING_ROUTES: Record<string, string[]> = {
  'POST /api/diagnostics/{diagnosticId}/complete': ['analysis', 'management'],
  'POST /api/analyses/{resultId}/generate': ['analysis', 'management'],
  'POST /api/dossier/generate': ['dossier'],
  'POST /api/dossier/sections/{sectionKey}/generate': ['dossier'],
  'POST /api/dossier/refresh': ['dossier'],
  'POST /api/action-plans/generate': ['action-plan'],
  'POST /api/website-analyses': ['website'],
  'POST /api/website-analyses/{analysisId}/retry': ['website'],
  'POST /api/website-analyses/{analysisId}/regenerate': ['website'],
  'POST /api/instagram-analyses': ['instagram'],
  'POST /api/instagram-analyses/{analysisId}/retry': ['instagram'],
  'POST /api/instagram-analyses/{analysisId}/regenerate': ['instagram'],
  'DELETE /api/admin/diagnostics/{diagnosticId}/questions/{questionId}': ['question-deletion'],
};
/** The state machines by construct id prefix. */
const MACHINES = {
  AnalysisWorkflow: 'analysis',
  ManagementWorkflow: 'management',
  DossierWorkflow: 'dossier',
  PlanWorkflow: 'action-plan',
  WebsiteWorkflow: 'website',
  QuestionDeletionWorkflow: 'question-deletion',
  InstagramWorkflow: 'instagram',
} as const;
const machineOf = (id: string) => Object.entries(MACHINES).find(([prefix]) => id.startsWith(prefix))![1];

const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every Task state of a definition, those inside Map and Parallel states included. */
function taskStates(states: Record<string, any>): [string, any][] {
  return Object.entries(states).flatMap(([name, state]) => {
    const inner = [state.ItemProcessor, state.Iterator, ...(state.Branches ?? [])].filter(Boolean);
    const nested = inner.flatMap((machine: { States: Record<string, any> }) => taskStates(machine.States));
    return state.Type === 'Task' ? [[name, state] as [string, any], ...nested] : nested;
  });
}

function statementsOfRole(template: Template, roleId: string): { Action: any; Resource: any }[] {
  return resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}

describe('the analysis workflows (cdk synth)', () => {
  let synth: SynthesizedApp;
  let workflows: Template;
  let api: Template;
  beforeAll(() => {
    synth = synthApp();
    workflows = Template.fromStack(synth.workflows);
    api = Template.fromStack(synth.api);
  }, 120_000);
  afterAll(() => synth?.dispose());

  it('leaves cdk-nag clean', () => {
    expect(synth.violations).toEqual([]);
  });

  it('deploys the seven ASL files with their Retry/Catch, logging, tracing and the substitutions', () => {
    const machines = resourcesOf(workflows, 'AWS::StepFunctions::StateMachine');
    expect(machines.map(([id]) => machineOf(id)).sort()).toEqual([
      'action-plan',
      'analysis',
      'dossier',
      'instagram',
      'management',
      'question-deletion',
      'website',
    ]);
    for (const [id, machine] of machines) {
      const definition = JSON.parse(machine.Properties.DefinitionString);
      const name = machineOf(id);
      expect(Object.keys(machine.Properties.DefinitionSubstitutions).sort(), id).toEqual(
        placeholdersOf(JSON.stringify(workflowDefinitions[name])).sort(),
      );
      expect(machine.Properties.LoggingConfiguration.Level, id).toBe('ALL');
      expect(machine.Properties.TracingConfiguration, id).toEqual({ Enabled: true });
      if (name === 'dossier') {
        const generate = definition.States.Sections.ItemProcessor.States.GenerateSection;
        expect(generate.Retry[0].ErrorEquals, id).toContain('RetryableModelError');
        expect(generate.Catch[0], id).toMatchObject({
          ErrorEquals: ['States.ALL'],
          Next: 'MarkSectionFailed',
        });
        continue;
      }
      if (name === 'action-plan') {
        const areas = definition.States.PlanAreas;
        expect(areas.ItemProcessor.States.GenerateArea.Retry[0].ErrorEquals, id).toContain(
          'RetryableModelError',
        );
        expect(areas.MaxConcurrency, id).toBe(5);
        for (const state of [definition.States.GenerateFirstArea, areas, definition.States.WritePlan]) {
          expect(state.Catch[0], id).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkPlanError' });
        }
        continue;
      }
      if (name === 'question-deletion') {
        for (const state of ['DeleteAnswers', 'DeleteQuestion']) {
          expect(definition.States[state].Retry[0].ErrorEquals, id).toContain('ThrottlingException');
          expect(definition.States[state].Catch[0], id).toMatchObject({ Next: 'MarkDeletionFailed' });
        }
        continue;
      }
      if (name === 'instagram') {
        expect(definition.States.AnalyzeInstagram.Retry[0].ErrorEquals, id).toContain('RetryableModelError');
        for (const state of ['BeginInstagram', 'AnalyzeInstagram'])
          expect(definition.States[state].Catch[0], id).toMatchObject({ Next: 'MarkInstagramFailed' });
        continue;
      }
      if (name === 'website') {
        const [page] = definition.States.Measure.Branches;
        expect(page.States.WriteAnalysis.Retry[0].ErrorEquals, id).toContain('RetryableModelError');
        expect(definition.States.Measure.Catch[0], id).toMatchObject({ Next: 'MarkFailed' });
        continue;
      }
      const tasks = Object.entries(definition.States as Record<string, any>).filter(
        ([state, def]) => def.Type === 'Task' && state !== 'MarkError',
      );
      expect(tasks.length, id).toBeGreaterThan(0);
      for (const [, state] of tasks) {
        expect(state.Retry[0].ErrorEquals, id).toContain('ThrottlingException');
        expect(state.Retry[0], id).toMatchObject({ IntervalSeconds: 1, BackoffRate: 2, MaxAttempts: 3 });
        expect(state.Catch[0], id).toMatchObject({
          ErrorEquals: ['States.ALL'],
          Next: 'MarkError',
        });
      }
    }
  });

  it('lets each state machine invoke only the task functions its definition names', () => {
    for (const [id, machine] of resourcesOf(workflows, 'AWS::StepFunctions::StateMachine')) {
      const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
      const invoke = statementsOfRole(workflows, roleId).filter((statement) =>
        asArray(statement.Action).includes('lambda:InvokeFunction'),
      );
      expect(invoke, id).toHaveLength(1);
      expect(asArray(invoke[0]!.Resource), id).toHaveLength(
        ['dossier', 'action-plan', 'question-deletion', 'instagram'].includes(machineOf(id)) ? 1 : 2,
      );
      expect(JSON.stringify(invoke[0]!.Resource), id).not.toContain('*');
    }
  });

  it('scopes bedrock:InvokeModel to the configured models, on the model steps only', () => {
    const functions = resourcesOf(workflows, 'AWS::Lambda::Function').filter(
      ([, fn]) =>
        String(fn.Properties.Description ?? '').startsWith('Workflow task') &&
        !String(fn.Properties.Description).includes('SSRF-safe fetcher'),
    );
    expect(functions).toHaveLength(7);
    for (const [id, fn] of functions) {
      const statements = statementsOfRole(workflows, fn.Properties.Role['Fn::GetAtt'][0]);
      const bedrock = statements.filter((statement) =>
        asArray(statement.Action).some((action: string) => action.startsWith('bedrock:')),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        BEDROCK_MODEL_ID: HEAVY_MODEL,
        BEDROCK_LIGHT_MODEL_ID: LIGHT_MODEL,
      });
      // The model steps: the analyses' generate task, the dossier's task (its generate action), the
      // plan's and the website analysis's. Both global profiles, the shape AWS documents: the profiles
      // in sa-east-1, each model in sa-east-1 and Region-less, only through its profile.
      if (/generates|dossier|website analysis|Instagram analysis/.test(String(fn.Properties.Description))) {
        expect(normalized(bedrock as Statement[]), id).toEqual(
          normalized(globalProfilesStatements([HEAVY_MODEL, LIGHT_MODEL])),
        );
      } else {
        expect(bedrock, id).toEqual([]);
      }
      // Resource "*" only for active tracing's X-Ray actions, the one form X-Ray accepts.
      for (const statement of statements) {
        const xray = asArray(statement.Action).every((action: string) => action.startsWith('xray:'));
        if (!xray) expect(JSON.stringify(statement.Resource), id).not.toMatch(/"\*"/);
      }
    }
  });

  it('alarms at the first Instagram failure only the operator can fix; the token secret only when configured', () => {
    const filters = resourcesOf(workflows, 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(1);
    const [, filter] = filters[0]!;
    expect(filter.Properties.FilterPattern).toBe('{ $.operatorAlert IS TRUE }');
    const { MetricName, MetricNamespace } = filter.Properties.MetricTransformations[0];
    const alarms = resourcesOf(workflows, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) =>
        alarm.Properties.MetricName === MetricName && alarm.Properties.Namespace === MetricNamespace,
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]![1].Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ 'Fn::ImportValue': expect.stringMatching(/AlarmTopic/) }],
    });
    const [task] = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').includes('Instagram analysis'),
    );
    const secrets = statementsOfRole(workflows, task![1].Properties.Role['Fn::GetAtt'][0]).filter(
      (statement) => asArray(statement.Action).includes('secretsmanager:GetSecretValue'),
    );
    // cdk.json names no Instagram secret: the task gets no secret permission and no token variable.
    expect(secrets).toEqual([]);
    expect(task![1].Properties.Environment.Variables.INSTAGRAM_TOKEN_SECRET_NAME).toBeUndefined();
  });

  it('gives the fetcher of users’ pages no permission beyond its own logs', () => {
    const [fetcher, ...others] = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').includes('SSRF-safe fetcher'),
    );
    expect(others).toEqual([]);
    const [id, fn] = fetcher!;
    expect(fn.Properties.VpcConfig, id).toBeUndefined();
    expect(Object.keys(fn.Properties.Environment.Variables).sort(), id).toEqual(['NODE_OPTIONS', 'STAGE']);
    const actions = statementsOfRole(workflows, fn.Properties.Role['Fn::GetAtt'][0]).flatMap((statement) =>
      asArray(statement.Action),
    );
    expect(actions.length, id).toBeGreaterThan(0);
    for (const action of actions) expect(action, id).toMatch(/^(logs|xray):/);
  });

  it('lets only the complete and generate routes start executions, each area only its own machines', () => {
    const starting = routes.filter((route) => permissionsFor(route).startsWorkflows.length > 0);
    expect(
      Object.fromEntries(starting.map((route) => [routeKey(route), permissionsFor(route).startsWorkflows])),
    ).toEqual(STARTING_ROUTES);
    const machineArns = Object.fromEntries(
      resourcesOf(workflows, 'AWS::StepFunctions::StateMachine').map(([id]) => [machineOf(id), id]),
    );
    const areaFunctions = resourcesOf(api, 'AWS::Lambda::Function').filter(([, fn]) =>
      / area \(/.test(String(fn.Properties.Description ?? '')),
    );
    expect(areaFunctions.length).toBeGreaterThan(0);
    for (const [id, fn] of areaFunctions) {
      const area = String(fn.Properties.Description).split(' area (')[0]!;
      const expected = [
        ...new Set(
          routes
            .filter((route) => route.area === area)
            .flatMap((route) => STARTING_ROUTES[routeKey(route)] ?? []),
        ),
      ];
      const starts = statementsOfRole(api, fn.Properties.Role['Fn::GetAtt'][0]).filter((statement) =>
        asArray(statement.Action).includes('states:StartExecution'),
      );
      const variables = fn.Properties.Environment.Variables;
      if (expected.length === 0) {
        expect(starts, id).toEqual([]);
        if (area !== 'health') expect(variables.DOSSIER_STATE_MACHINE_ARN, id).toBeUndefined();
        continue;
      }
      expect(starts, id).toHaveLength(1);
      const resources = JSON.stringify(asArray(starts[0]!.Resource));
      expect(asArray(starts[0]!.Resource), id).toHaveLength(expected.length);
      for (const name of expected) expect(resources, id).toContain(machineArns[name]!.slice(0, 20));
      expect(variables.DOSSIER_STATE_MACHINE_ARN !== undefined, id).toBe(expected.includes('dossier'));
      expect(variables.ANALYSIS_STATE_MACHINE_ARN !== undefined, id).toBe(expected.includes('analysis'));
    }
  });

  it('hands analysis executions that timed out or were stopped, and dossier executions that ended, to the watcher', () => {
    const watchers = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').startsWith('Workflow watcher'),
    );
    expect(watchers).toHaveLength(1);
    const [watcherId] = watchers[0]!;
    const rules = Object.fromEntries(
      resourcesOf(workflows, 'AWS::Events::Rule').map(([id, rule]) => [
        id.replace(/[A-F0-9]{8}$/, ''),
        rule.Properties,
      ]),
    );
    expect(Object.keys(rules).sort()).toEqual([
      'AnalysisExecutionEndedRule',
      'DossierExecutionEndedRule',
      'SweepStaleRunsSchedule',
    ]);
    const expected = {
      AnalysisExecutionEndedRule: { status: ['TIMED_OUT', 'ABORTED'], machines: 5 },
      DossierExecutionEndedRule: { status: ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED'], machines: 1 },
    };
    for (const [id, { status, machines }] of Object.entries(expected)) {
      const rule = rules[id]!;
      expect(rule.EventPattern, id).toMatchObject({
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: { status },
      });
      expect(rule.EventPattern.detail.stateMachineArn, id).toHaveLength(machines);
      expect(rule.Targets, id).toHaveLength(1);
      expect(rule.Targets[0].Arn, id).toEqual({ 'Fn::GetAtt': [watcherId, 'Arn'] });
    }
  });
  it('ends every execution within its configured timeout (the ASL files carry none of their own)', () => {
    for (const [id, machine] of resourcesOf(workflows, 'AWS::StepFunctions::StateMachine')) {
      expect(JSON.parse(machine.Properties.DefinitionString).TimeoutSeconds, id).toBe(
        workflowTimeoutSeconds[machineOf(id)],
      );
      expect(
        (workflowDefinitions[machineOf(id)] as Record<string, unknown>).TimeoutSeconds,
        id,
      ).toBeUndefined();
    }
  });

  it("derives every step's timeouts from its tasks' budgets: the model call < its function < its Task state", () => {
    const functions = Object.fromEntries(resourcesOf(workflows, 'AWS::Lambda::Function'));
    const covered = new Set<string>();
    let checked = 0;
    for (const [id, machine] of resourcesOf(workflows, 'AWS::StepFunctions::StateMachine')) {
      const substitutions = machine.Properties.DefinitionSubstitutions as Record<string, any>;
      for (const [state, task] of taskStates(JSON.parse(machine.Properties.DefinitionString).States)) {
        const where = `${id} ${state}`;
        const placeholder = /^\$\{(\w+)\}$/.exec(task.Parameters.FunctionName)![1]! as StepFunction;
        const functionId = substitutions[placeholder]['Fn::GetAtt'][0];
        const timeout = functions[functionId]!.Properties.Timeout as number;
        expect(timeout, where).toBe(stepFunctionTimeoutSeconds(placeholder));
        expect(timeout, where).toBeLessThanOrEqual(LAMBDA_MAX_TIMEOUT_SECONDS);
        // The state outlasts its function: States.Timeout (in the Retry) never fires on a step still paying its call.
        expect(task.TimeoutSeconds, where).toBeGreaterThan(timeout);
        // The function outlasts each model task's budget with room for its reads and writes.
        for (const modelTask of modelTasksOf(placeholder)) {
          expect(timeout - aiTasks[modelTask].timeoutSeconds, `${where} ${modelTask}`).toBeGreaterThanOrEqual(
            STEP_OVERHEAD_SECONDS,
          );
          covered.add(modelTask);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // Every workflow task of the catalogue runs in some step.
    expect([...covered].sort()).toEqual(
      aiTaskNames.filter((task) => aiTasks[task].runs === 'workflow').sort(),
    );
  });

  it('keeps no Task timeout in the ASL files: they come from the catalogue', () => {
    for (const [name, definition] of Object.entries(workflowDefinitions)) {
      const states = (definition as { States: Record<string, any> }).States;
      for (const [state, task] of taskStates(states))
        expect(task.TimeoutSeconds, `${name} ${state}`).toBeUndefined();
    }
  });

  it("lengthens the Task states with a slow local model's MODEL_TIMEOUT_SECONDS (npm start)", () => {
    const generate = (name: WorkflowName, options = {}) =>
      taskStates((definitionOf(name, options) as { States: Record<string, any> }).States).find(
        ([state]) => state === 'GenerateSection',
      )![1].TimeoutSeconds as number;
    expect(generate('dossier', { modelTimeoutSeconds: 600 })).toBe(600 + STEP_OVERHEAD_SECONDS + 10);
    expect(generate('dossier')).toBeLessThan(600);
  });

  it('lengthens the executions and their staleness as much as the slowest step, for a slow local model', () => {
    const scale = slowModelScale(600);
    // At least as much as the dossier's step is lengthened (180 s → 630 s).
    expect(scale).toBeGreaterThanOrEqual(
      stepFunctionTimeoutSeconds('DossierTaskFunctionArn', 600) /
        stepFunctionTimeoutSeconds('DossierTaskFunctionArn'),
    );
    const before = definitionOf('dossier').TimeoutSeconds as number;
    const stale = staleRunMs('dossier');
    lengthenWorkflows(scale);
    try {
      expect(definitionOf('dossier').TimeoutSeconds).toBe(Math.ceil(before * scale));
      expect(staleRunMs('dossier')).toBe(Math.ceil(before * scale) * 1000 + (stale - before * 1000));
    } finally {
      lengthenWorkflows(1);
    }
    expect(definitionOf('dossier').TimeoutSeconds).toBe(before);
  });

  it('sends every event rule target and every asynchronous invocation that fails its retries to an alarmed, encrypted dead-letter queue', () => {
    const queueIds = new Set<string>();
    const rules = resourcesOf(workflows, 'AWS::Events::Rule');
    expect(rules.length).toBeGreaterThan(0);
    for (const [id, rule] of rules) {
      for (const target of rule.Properties.Targets) {
        expect(target.DeadLetterConfig?.Arn?.['Fn::GetAtt']?.[1], id).toBe('Arn');
        expect(target.RetryPolicy, id).toEqual({
          MaximumRetryAttempts: workflowEnding.eventRetryAttempts,
          MaximumEventAgeInSeconds: workflowEnding.eventMaxAgeHours * 3600,
        });
        queueIds.add(target.DeadLetterConfig.Arn['Fn::GetAtt'][0]);
        // The function EventBridge invokes (asynchronously) sends what it failed on to a queue too.
        const functionId = target.Arn['Fn::GetAtt'][0];
        const configs = resourcesOf(workflows, 'AWS::Lambda::EventInvokeConfig').filter(
          ([, config]) => config.Properties.FunctionName.Ref === functionId,
        );
        expect(configs, `${id} ${functionId}`).toHaveLength(1);
        const destination = configs[0]![1].Properties.DestinationConfig.OnFailure.Destination;
        expect(destination['Fn::GetAtt'][1], id).toBe('Arn');
        queueIds.add(destination['Fn::GetAtt'][0]);
      }
    }
    const queues = Object.fromEntries(resourcesOf(workflows, 'AWS::SQS::Queue'));
    expect(queueIds.size).toBeGreaterThan(0);
    for (const queueId of queueIds) {
      expect(queues[queueId]!.Properties.SqsManagedSseEnabled, queueId).toBe(true);
      const alarms = resourcesOf(workflows, 'AWS::CloudWatch::Alarm').filter(
        ([, alarm]) =>
          alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(alarm.Properties.Dimensions).includes(`"${queueId}"`),
      );
      expect(alarms, queueId).toHaveLength(1);
      expect(alarms[0]![1].Properties, queueId).toMatchObject({
        Namespace: 'AWS/SQS',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        AlarmActions: [{ 'Fn::ImportValue': expect.stringMatching(/AlarmTopic/) }],
      });
    }
  });

  it('runs the sweeper on its schedule, with a Scan of the table, no index and no model', () => {
    const [sweeper, ...others] = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').startsWith('Workflow sweeper'),
    );
    expect(others).toEqual([]);
    const [id, fn] = sweeper!;
    const schedule = resourcesOf(workflows, 'AWS::Events::Rule').find(([ruleId]) =>
      ruleId.startsWith('SweepStaleRunsSchedule'),
    )![1];
    expect(schedule.Properties.ScheduleExpression).toBe(`rate(${workflowEnding.sweepEveryMinutes} minutes)`);
    expect(schedule.Properties.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
    const statements = statementsOfRole(workflows, fn.Properties.Role['Fn::GetAtt'][0]);
    const scans = statements.filter((statement) => asArray(statement.Action).includes('dynamodb:Scan'));
    expect(scans).toHaveLength(1);
    const dynamodb = statements.filter((statement) =>
      asArray(statement.Action).some((action: string) => action.startsWith('dynamodb:')),
    );
    expect(JSON.stringify(dynamodb.map((statement) => statement.Resource))).not.toContain('index');
    const actions = statements.flatMap((statement) => asArray(statement.Action));
    expect(actions.filter((action: string) => action.startsWith('bedrock:'))).toEqual([]);
  });
});
