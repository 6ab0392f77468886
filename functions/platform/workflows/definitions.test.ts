/* eslint-disable @typescript-eslint/no-explicit-any -- ASL states are read as plain JSON */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'aws-local-stepfunctions';
import { DOSSIER_GENERATION_RETRY } from '../../contracts/analysis-data/dossier/sections';
import { RETRYABLE_MESSAGE_ERROR, retryableErrorNames } from './failure-message';
import { workflowTimeoutSeconds } from '../config/workflows';
import {
  analysisWorkflows,
  workflowFor,
  definitionOf,
  dossierTaskStates,
  planTaskStates,
  websitePageState,
  websiteTaskStates,
  instagramTaskStates,
  generateStates,
  markErrorState,
  placeholdersOf,
  substituteDefinition,
  questionDeletionStates,
  workflowDefinitions,
  workflowSubstitutionKeys,
  type WorkflowName,
} from './definitions';

const names = Object.keys(workflowDefinitions) as WorkflowName[];
const fileText = (name: WorkflowName) =>
  readFileSync(new URL(`../../../infra/workflows/${name}.asl.json`, import.meta.url), 'utf8');
const values = Object.fromEntries(
  workflowSubstitutionKeys.map((key) => [key, `arn:aws:lambda:sa-east-1:123456789012:function:${key}`]),
) as Record<(typeof workflowSubstitutionKeys)[number], string>;

describe.each(names)('the %s workflow', (name) => {
  it('uses only placeholders that CDK and the local runner substitute', () => {
    const used = placeholdersOf(fileText(name));
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(workflowSubstitutionKeys).toContain(key);
    expect(substituteDefinition(name, values)).not.toMatch(/\$\{/);
  });

  it('is a valid definition once substituted', () => {
    expect(() => new StateMachine(JSON.parse(substituteDefinition(name, values)))).not.toThrow();
  });

  it('ends within its configured timeout, which its ASL file does not repeat', () => {
    expect(JSON.parse(fileText(name)).TimeoutSeconds).toBeUndefined();
    expect(definitionOf(name).TimeoutSeconds).toBe(workflowTimeoutSeconds[name]);
    expect(JSON.parse(substituteDefinition(name, values)).TimeoutSeconds).toBe(workflowTimeoutSeconds[name]);
  });
});

/** The dossier, action-plan, website, question-deletion and instagram workflows have shapes of their own, tested below. */
const ownShape: readonly WorkflowName[] = [
  'dossier',
  'action-plan',
  'website',
  'question-deletion',
  'instagram',
];

describe.each(names.filter((name) => !ownShape.includes(name)))('the %s analysis workflow', (name) => {
  const states = workflowDefinitions[name].States as Record<string, Record<string, any>>;

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

it('analyses any other diagnostic with the generic task on the analysis workflow; the investor report has none', () => {
  expect(workflowFor('negocio')).toEqual({ workflow: 'analysis', task: 'business-analysis' });
  expect(workflowFor('sistema-gestao')).toEqual({ workflow: 'management', task: 'management-overview' });
  expect(workflowFor('investidor')).toBeNull();
  for (const slug of ['gestao-financeira', 'marketing-digital', 'constructor', 'toString']) {
    expect(workflowFor(slug), slug).toEqual({ workflow: 'analysis', task: 'generic-analysis' });
  }
});

describe('the dossier workflow', () => {
  const states = workflowDefinitions.dossier.States as Record<string, Record<string, any>>;
  const map = states.Sections!;
  const inner = map.ItemProcessor.States as Record<string, Record<string, any>>;

  it('runs the requested sections one at a time, then releases the lock', () => {
    expect(map).toMatchObject({ Type: 'Map', ItemsPath: '$.sections', MaxConcurrency: 1, Next: 'Release' });
    expect(map.ItemProcessor.StartAt).toBe('StartSection');
    expect(states.Release).toMatchObject({ Type: 'Task', Next: 'Done' });
    expect(states.Release!.Parameters.Payload).toMatchObject({ action: 'release', 'runId.$': '$.runId' });
  });

  it('skips a completed section, else generates it, and sends any failure to MarkSectionFailed', () => {
    expect(inner.StartSection).toMatchObject({ Next: 'SkipCompleted' });
    expect(inner.SkipCompleted!.Choices).toEqual([
      { Variable: '$.start.skip', BooleanEquals: true, Next: 'SectionDone' },
    ]);
    expect(inner.SkipCompleted!.Default).toBe('GenerateSection');
    for (const state of ['StartSection', 'GenerateSection']) {
      expect(inner[state]!.Catch, state).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkSectionFailed' },
      ]);
    }
    expect(inner.MarkSectionFailed).toMatchObject({ Type: 'Task', Next: 'SectionDone' });
    const taskStates = [
      ...Object.entries(inner)
        .filter(([, def]) => def.Type === 'Task')
        .map(([state]) => state),
      'Release',
    ];
    expect(taskStates.sort()).toEqual([...dossierTaskStates].sort());
  });

  it('retries generation 3 times from 1 s doubling (spec 9) on exactly the retryable errors, "rate limit"/"try again" included', () => {
    const [retry] = inner.GenerateSection!.Retry;
    expect(retry).toMatchObject({
      IntervalSeconds: DOSSIER_GENERATION_RETRY.baseDelayMs / 1000,
      BackoffRate: DOSSIER_GENERATION_RETRY.backoffRate,
      MaxAttempts: DOSSIER_GENERATION_RETRY.maxRetries,
    });
    expect(retry.ErrorEquals).toContain(RETRYABLE_MESSAGE_ERROR);
    for (const error of retryableErrorNames) expect(retry.ErrorEquals).toContain(error);
  });
});

describe('the action plan workflow', () => {
  const states = workflowDefinitions['action-plan'].States as Record<string, Record<string, any>>;
  const map = states.PlanAreas!;
  const inner = map.ItemProcessor.States as Record<string, Record<string, any>>;

  it('generates the first area alone (it writes the shared cache), then the others in a Map, up to 5 at a time, then writes the plan; the payload keeps no results', () => {
    expect(workflowDefinitions['action-plan'].StartAt).toBe('GenerateFirstArea');
    expect(states.GenerateFirstArea).toMatchObject({ Type: 'Task', ResultPath: null, Next: 'PlanAreas' });
    expect(states.GenerateFirstArea!.Parameters.Payload).toMatchObject({
      action: 'generate-area',
      areaIndex: 0,
    });
    // The Map passes over the area written first.
    expect(map.ItemProcessor.StartAt).toBe('WrittenFirst');
    expect(inner.WrittenFirst).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.areaIndex', NumericEquals: 0, Next: 'FirstAreaDone' }],
      Default: 'GenerateArea',
    });
    expect(inner.FirstAreaDone).toEqual({ Type: 'Succeed' });
    expect(map).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.areas',
      MaxConcurrency: 5,
      ResultPath: null,
      Next: 'WritePlan',
    });
    expect(map.ItemSelector).toEqual({
      'userId.$': '$.userId',
      'planId.$': '$.planId',
      'areaIndex.$': '$$.Map.Item.Index',
    });
    expect(inner.GenerateArea!.Parameters.Payload).toMatchObject({
      action: 'generate-area',
      'areaIndex.$': '$.areaIndex',
    });
    expect(inner.GenerateArea).toMatchObject({ ResultPath: null, End: true });
    expect(states.WritePlan).toMatchObject({ Type: 'Task', ResultPath: null, Next: 'Done' });
    expect(states.WritePlan!.Parameters.Payload).toMatchObject({ action: 'write' });
  });

  it('retries each area and the write as the analyses do; any failure goes to MarkPlanError', () => {
    for (const step of [states.GenerateFirstArea!, inner.GenerateArea!, states.WritePlan!]) {
      expect(step.Retry[0]).toMatchObject({ IntervalSeconds: 1, BackoffRate: 2, MaxAttempts: 3 });
      for (const error of retryableErrorNames) expect(step.Retry[0].ErrorEquals).toContain(error);
    }
    for (const state of [states.GenerateFirstArea!, map, states.WritePlan!]) {
      expect(state.Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkPlanError' },
      ]);
    }
    expect(states.MarkPlanError).toMatchObject({ Type: 'Task', Next: 'Failed' });
    const taskStates = [...Object.entries(states), ...Object.entries(inner)]
      .filter(([, def]) => def.Type === 'Task')
      .map(([state]) => state);
    expect(taskStates.sort()).toEqual([...planTaskStates].sort());
  });
});

describe('the website workflow', () => {
  const states = workflowDefinitions.website.States as Record<string, Record<string, any>>;
  const branches = states.Measure!.Branches as { StartAt: string; States: Record<string, any> }[];
  const all: Record<string, any> = Object.assign({}, states, ...branches.map((branch) => branch.States));

  it('checks the target first, then reads the page and measures both strategies in parallel', () => {
    expect(workflowDefinitions.website.StartAt).toBe('Begin');
    expect(states.IsCurrent).toMatchObject({ Type: 'Choice', Default: 'Measure' });
    expect(branches.map((branch) => branch.StartAt)).toEqual(['ReadPage', 'MeasureMobile', 'MeasureDesktop']);
    expect(states.Measure!.Catch).toEqual([
      { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkFailed' },
    ]);
  });

  it('runs every Task on the two website functions; only ReadPage on the fetcher', () => {
    const tasks = Object.entries(all).filter(([, def]) => def.Type === 'Task');
    expect(tasks.map(([state]) => state).sort()).toEqual([...websiteTaskStates, websitePageState].sort());
    for (const [state, def] of tasks) {
      expect(def.Parameters.FunctionName).toBe(
        state === websitePageState ? '${WebsitePageFunctionArn}' : '${WebsiteTaskFunctionArn}',
      );
    }
  });

  it('retries the model step on throttling, and a failed measurement only marks its block unavailable', () => {
    for (const error of retryableErrorNames) expect(all.WriteAnalysis.Retry[0].ErrorEquals).toContain(error);
    expect(all.MeasureMobile.Catch[0]).toMatchObject({
      ErrorEquals: ['States.ALL'],
      Next: 'MobileUnavailable',
    });
    expect(all.MeasureDesktop.Catch[0]).toMatchObject({
      ErrorEquals: ['States.ALL'],
      Next: 'DesktopUnavailable',
    });
    expect(all.MobileUnavailable.Parameters.Payload).toMatchObject({
      action: 'performance-failed',
      strategy: 'mobile',
    });
    expect(states.MarkFailed).toMatchObject({ Type: 'Task', Next: 'Failed' });
  });
});

describe('the question-deletion workflow', () => {
  const states = workflowDefinitions['question-deletion'].States as Record<string, Record<string, any>>;

  it('deletes answers in a loop until none are left, then the question; any failure marks it failed', () => {
    expect(workflowDefinitions['question-deletion'].StartAt).toBe('DeleteAnswers');
    expect(states.MoreAnswers!.Choices[0]).toMatchObject({
      Variable: '$.step.remaining',
      Next: 'DeleteAnswers',
    });
    expect(states.MoreAnswers!.Default).toBe('DeleteQuestion');
    expect(states.AnswersLeft!.Choices[0].Next).toBe('DeleteAnswers');
    for (const state of questionDeletionStates) {
      expect(states[state]!.Parameters.Payload['runId.$'], state).toBe('$.runId');
    }
    for (const state of ['DeleteAnswers', 'DeleteQuestion']) {
      expect(states[state]!.Retry[0]).toMatchObject({ IntervalSeconds: 1, BackoffRate: 2 });
      expect(states[state]!.Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkDeletionFailed' },
      ]);
    }
    expect(states.MarkDeletionFailed).toMatchObject({ Type: 'Task', Next: 'Failed' });
  });
});

describe('the instagram workflow', () => {
  const states = workflowDefinitions.instagram.States as Record<string, Record<string, any>>;

  it('marks the run processing, then analyses it; a replaced run stops; any failure marks it failed', () => {
    expect(workflowDefinitions.instagram.StartAt).toBe('BeginInstagram');
    expect(states.IsCurrentRun).toMatchObject({ Type: 'Choice', Default: 'AnalyzeInstagram' });
    expect(states.IsCurrentRun!.Choices[0]).toMatchObject({ Variable: '$.begin.current', Next: 'Done' });
    const tasks = Object.entries(states).filter(([, def]) => def.Type === 'Task');
    expect(tasks.map(([state]) => state).sort()).toEqual([...instagramTaskStates].sort());
    for (const [state, def] of tasks) {
      expect(def.Parameters.FunctionName, state).toBe('${InstagramTaskFunctionArn}');
      expect(def.Parameters.Payload['runId.$'], state).toBe('$.runId');
    }
    for (const state of ['BeginInstagram', 'AnalyzeInstagram']) {
      expect(states[state]!.Catch, state).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'MarkInstagramFailed' },
      ]);
    }
    expect(states.MarkInstagramFailed).toMatchObject({ Type: 'Task', Next: 'Failed' });
  });

  it('retries the model step on throttling; its state names are its own (the local runner maps by name)', () => {
    for (const error of retryableErrorNames)
      expect(states.AnalyzeInstagram!.Retry[0].ErrorEquals).toContain(error);
    for (const state of instagramTaskStates) {
      expect(websiteTaskStates as readonly string[]).not.toContain(state);
      expect(generateStates as readonly string[]).not.toContain(state);
    }
  });
});
