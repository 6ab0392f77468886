import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';
import { workflowSubstitutionKeys } from '../../functions/workflows/definitions';
import { permissionsFor } from '../../infra/route-permissions';
import { synthApp, type SynthesizedApp } from './synth-app';

type Resource = { Type: string; Properties: Record<string, any> };
const MODEL_ARN = 'arn:aws:bedrock:sa-east-1::foundation-model/anthropic.claude-3-5-sonnet-20240620-v1:0';
const STARTING_ROUTES = [
  'POST /api/diagnostics/{diagnosticId}/complete',
  'POST /api/analyses/{resultId}/generate',
];

const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

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

  it('deploys both ASL files with their Retry/Catch, logging, tracing and the substitutions', () => {
    const machines = resourcesOf(workflows, 'AWS::StepFunctions::StateMachine');
    expect(machines).toHaveLength(2);
    for (const [id, machine] of machines) {
      const definition = JSON.parse(machine.Properties.DefinitionString);
      const tasks = Object.entries(definition.States as Record<string, any>).filter(
        ([name, state]) => state.Type === 'Task' && name !== 'MarkError',
      );
      expect(tasks.length, id).toBeGreaterThan(0);
      for (const [, state] of tasks) {
        expect(state.Retry[0].ErrorEquals, id).toContain('ThrottlingException');
        expect(state.Retry[0], id).toMatchObject({ IntervalSeconds: 1, BackoffRate: 2, MaxAttempts: 3 });
        expect(state.Catch[0], id).toMatchObject({ ErrorEquals: ['States.ALL'], Next: 'MarkError' });
      }
      expect(Object.keys(machine.Properties.DefinitionSubstitutions).sort(), id).toEqual(
        [...workflowSubstitutionKeys].sort(),
      );
      expect(machine.Properties.LoggingConfiguration.Level, id).toBe('ALL');
      expect(machine.Properties.TracingConfiguration, id).toEqual({ Enabled: true });
    }
  });

  it('lets the state machines invoke only their two task functions', () => {
    for (const [id, machine] of resourcesOf(workflows, 'AWS::StepFunctions::StateMachine')) {
      const roleId = machine.Properties.RoleArn['Fn::GetAtt'][0];
      const invoke = statementsOfRole(workflows, roleId).filter((statement) =>
        asArray(statement.Action).includes('lambda:InvokeFunction'),
      );
      expect(invoke, id).toHaveLength(1);
      expect(asArray(invoke[0]!.Resource), id).toHaveLength(2);
      expect(JSON.stringify(invoke[0]!.Resource), id).not.toContain('*');
    }
  });

  it('scopes bedrock:InvokeModel to the configured model, on the model step only', () => {
    const functions = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').startsWith('Workflow task'),
    );
    expect(functions).toHaveLength(2);
    for (const [id, fn] of functions) {
      const statements = statementsOfRole(workflows, fn.Properties.Role['Fn::GetAtt'][0]);
      const bedrock = statements.filter((statement) =>
        asArray(statement.Action).some((action: string) => action.startsWith('bedrock:')),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        BEDROCK_MODEL_ID: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
      });
      if (String(fn.Properties.Description).includes('generates')) {
        expect(bedrock, id).toEqual([
          { Action: 'bedrock:InvokeModel', Effect: 'Allow', Resource: MODEL_ARN },
        ]);
      } else {
        expect(bedrock, id).toEqual([]);
      }
      for (const statement of statements) expect(JSON.stringify(statement.Resource), id).not.toMatch(/"\*"/);
    }
  });

  it('lets only the complete and generate routes start executions, of the analysis machines only', () => {
    expect(
      routes
        .filter((route) => permissionsFor(route).startsWorkflows)
        .map(routeKey)
        .sort(),
    ).toEqual([...STARTING_ROUTES].sort());
    const routeFunctions = resourcesOf(api, 'AWS::Lambda::Function').filter(([, fn]) =>
      routes.some((route) => String(fn.Properties.Description ?? '').startsWith(`${routeKey(route)} (`)),
    );
    for (const [id, fn] of routeFunctions) {
      const key = String(fn.Properties.Description).split(' (')[0]!;
      const starts = statementsOfRole(api, fn.Properties.Role['Fn::GetAtt'][0]).filter((statement) =>
        asArray(statement.Action).includes('states:StartExecution'),
      );
      const variables = fn.Properties.Environment.Variables;
      if (STARTING_ROUTES.includes(key)) {
        expect(starts, id).toHaveLength(1);
        expect(asArray(starts[0]!.Resource), id).toHaveLength(2);
        expect(variables.ANALYSIS_STATE_MACHINE_ARN, id).toBeDefined();
        expect(variables.MANAGEMENT_STATE_MACHINE_ARN, id).toBeDefined();
      } else {
        expect(starts, id).toEqual([]);
        expect(variables.ANALYSIS_STATE_MACHINE_ARN, id).toBeUndefined();
      }
    }
  });

  it('hands executions that timed out or were stopped to the watcher that marks them error', () => {
    const watchers = resourcesOf(workflows, 'AWS::Lambda::Function').filter(([, fn]) =>
      String(fn.Properties.Description ?? '').startsWith('Workflow watcher'),
    );
    expect(watchers).toHaveLength(1);
    const [watcherId] = watchers[0]!;
    const rules = resourcesOf(workflows, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const rule = rules[0]![1].Properties;
    expect(rule.EventPattern).toMatchObject({
      source: ['aws.states'],
      'detail-type': ['Step Functions Execution Status Change'],
      detail: { status: ['TIMED_OUT', 'ABORTED'] },
    });
    expect(rule.EventPattern.detail.stateMachineArn).toHaveLength(2);
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [watcherId, 'Arn'] });
  });
});
