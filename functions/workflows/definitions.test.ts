/* eslint-disable @typescript-eslint/no-explicit-any -- ASL states are read as plain JSON */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'aws-local-stepfunctions';
import {
  analysisWorkflows,
  generateStates,
  markErrorState,
  placeholdersOf,
  substituteDefinition,
  workflowDefinitions,
  workflowSubstitutionKeys,
  type WorkflowName,
} from './definitions';

const names = Object.keys(workflowDefinitions) as WorkflowName[];
const fileText = (name: WorkflowName) =>
  readFileSync(new URL(`../../infra/workflows/${name}.asl.json`, import.meta.url), 'utf8');
const values = Object.fromEntries(
  workflowSubstitutionKeys.map((key) => [key, `arn:aws:lambda:sa-east-1:123456789012:function:${key}`]),
) as Record<(typeof workflowSubstitutionKeys)[number], string>;

describe.each(names)('the %s workflow', (name) => {
  const states = workflowDefinitions[name].States as Record<string, Record<string, any>>;

  it('uses only placeholders that CDK and the local runner substitute', () => {
    const used = placeholdersOf(fileText(name));
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(workflowSubstitutionKeys).toContain(key);
    expect(substituteDefinition(name, values)).not.toMatch(/\$\{/);
  });

  it('is a valid definition once substituted', () => {
    expect(() => new StateMachine(JSON.parse(substituteDefinition(name, values)))).not.toThrow();
  });

  it('retries throttling and timeouts with exponential backoff and catches everything into MarkError', () => {
    const tasks = Object.entries(states).filter(
      ([state, def]) => def.Type === 'Task' && state !== markErrorState,
    );
    expect(tasks.length).toBeGreaterThan(0);
    for (const [state, def] of tasks) {
      expect(generateStates).toContain(state);
      expect(def.Resource).toBe('arn:aws:states:::lambda:invoke');
      expect(def.Retry[0]).toMatchObject({ IntervalSeconds: 1, BackoffRate: 2, MaxAttempts: 3 });
      for (const error of [
        'ThrottlingException',
        'ModelTimeoutException',
        'ServiceUnavailableException',
        'Lambda.TooManyRequestsException',
      ]) {
        expect(def.Retry[0].ErrorEquals).toContain(error);
      }
      expect(def.Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: markErrorState },
      ]);
    }
    expect(states[markErrorState]).toMatchObject({ Type: 'Task', Next: 'Failed' });
  });
});

it('management waits 3 s between the overview and the areas', () => {
  const states = workflowDefinitions.management.States as Record<string, Record<string, any>>;
  expect(states.Overview?.Next).toBe('Pause');
  expect(states.Pause).toEqual({ Type: 'Wait', Seconds: 3, Next: 'Areas' });
  expect(states.Areas?.Parameters.Payload.task).toBe('management-areas');
});

it('analyses the founder, business and management diagnostics (investor has its own report)', () => {
  expect(Object.keys(analysisWorkflows).sort()).toEqual(['fundador', 'negocio', 'sistema-gestao']);
});
