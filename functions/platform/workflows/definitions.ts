import { analysisTasksOf, type AiTaskName } from '../../ai/tasks';
import type { DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import {
  coreDiagnostics,
  diagnosticKindOf,
  diagnosticKinds,
  OTHER_DIAGNOSTICS,
  otherDiagnostics,
} from '../../domain/core-diagnostics';
import analysisDefinition from '../../../infra/workflows/analysis.asl.json' with { type: 'json' };
import managementDefinition from '../../../infra/workflows/management.asl.json' with { type: 'json' };
import dossierDefinition from '../../../infra/workflows/dossier.asl.json' with { type: 'json' };
import actionPlanDefinition from '../../../infra/workflows/action-plan.asl.json' with { type: 'json' };
import websiteDefinition from '../../../infra/workflows/website.asl.json' with { type: 'json' };
import questionDeletionDefinition from '../../../infra/workflows/question-deletion.asl.json' with { type: 'json' };
import instagramDefinition from '../../../infra/workflows/instagram.asl.json' with { type: 'json' };
import { workflowTimeoutOf, type WorkflowName as ConfiguredWorkflowName } from '../config/workflows';
import { taskStateTimeoutSeconds, type StepFunction } from './step-timeouts';

/**
 * The workflows: ASL files in infra/workflows/, deployed by CDK (definitionSubstitutions) and run
 * locally by aws-local-stepfunctions (the same substitutions, Task states overridden by the same
 * handlers). Names of the states are part of the contract with the local runner. `analysis` and
 * `management` generate analyses; `dossier` generates the strategic dossier's sections.
 */
export const workflowDefinitions = {
  analysis: analysisDefinition,
  management: managementDefinition,
  dossier: dossierDefinition,
  'action-plan': actionPlanDefinition,
  website: websiteDefinition,
  'question-deletion': questionDeletionDefinition,
  instagram: instagramDefinition,
} as const satisfies Record<ConfiguredWorkflowName, unknown>;
export type WorkflowName = keyof typeof workflowDefinitions;

/** The `${…}` placeholders of the ASL files: CDK and the local runner substitute exactly these. */
export const workflowSubstitutionKeys = [
  'GenerateAnalysisFunctionArn',
  'MarkAnalysisErrorFunctionArn',
  'DossierTaskFunctionArn',
  'PlanTaskFunctionArn',
  'WebsiteTaskFunctionArn',
  'WebsitePageFunctionArn',
  'QuestionDeletionTaskFunctionArn',
  'InstagramTaskFunctionArn',
] as const;
export type WorkflowSubstitutions = Record<(typeof workflowSubstitutionKeys)[number], string>;

/** The Task states, by name: what the local runner overrides with the task handlers. */
export const generateStates = ['Generate', 'Overview', 'Areas'] as const;
export const markErrorState = 'MarkError';
/** The dossier workflow's Task states: all run the dossier task handler (the action is in the payload). */
export const dossierTaskStates = ['StartSection', 'GenerateSection', 'MarkSectionFailed', 'Release'] as const;
/**
 * The action plan workflow's Task states (the first area alone, then GenerateArea inside its Map): all
 * run the plan task handler.
 */
export const planTaskStates = ['GenerateFirstArea', 'GenerateArea', 'WritePlan', 'MarkPlanError'] as const;
/** The website workflow's Task states run by the website task handler (the action is in the payload). */
export const websiteTaskStates = [
  'Begin',
  'WriteAnalysis',
  'MeasureMobile',
  'MeasureDesktop',
  'MobileUnavailable',
  'DesktopUnavailable',
  'MarkFailed',
] as const;
/** The website workflow's page step: the fetcher, a function with no permission beyond returning its result. */
export const websitePageState = 'ReadPage';

/**
 * The Instagram workflow's Task states: all run the Instagram task handler (the action is in the
 * payload). Their names differ from the website's: the local runner finds a state's handler by name.
 */
export const instagramTaskStates = ['BeginInstagram', 'AnalyzeInstagram', 'MarkInstagramFailed'] as const;

/** The question deletion workflow's Task states: all run its task handler (the action is in the payload). */
export const questionDeletionStates = ['DeleteAnswers', 'DeleteQuestion', 'MarkDeletionFailed'] as const;

/** The execution input of the question deletion workflow (progress: the question's `deletion`). */
export interface QuestionDeletionRunInput {
  diagnosticId: string;
  questionId: string;
  /** The run: every step is conditioned on it (functions/admin/question-deletion-records.ts). */
  runId: string;
}

/** The execution input of the website workflow. */
export interface WebsiteRunInput {
  userId: string;
  analysisId: string;
  /** The run: every write of the workflow is conditioned on it (functions/marketing/website-analysis-records.ts). */
  runId: string;
  websiteUrl: string;
}

/** The execution input of the Instagram workflow (the names as checked at creation; null = none). */
export interface InstagramRunInput {
  userId: string;
  analysisId: string;
  /** The run: every write of the workflow is conditioned on it (functions/marketing/instagram-analysis-records.ts). */
  runId: string;
  profileUsername: string;
  competitorUsername: string | null;
  benchmarkUsername: string | null;
}

/** The execution input of the action plan workflow. */
export interface PlanRunInput {
  userId: string;
  /** The plan the generation writes (PLANGEN holds the request). */
  planId: string;
  /** The request's areas, in its order: the workflow's Map runs one model step per area. */
  areas: string[];
}

/** The execution input of the dossier workflow. */
export interface DossierRunInput {
  userId: string;
  /** The run's id: the generation lock holds it (functions/dossier/dossier.ts). */
  runId: string;
  /** The sections to generate, in the fixed order. */
  sections: DossierSectionKey[];
}

/**
 * Execution statuses that end a run without its Catch (the execution's own timeout, a stop): an
 * EventBridge rule on them marks the analysis error (functions/triggers/execution-ended.ts).
 */
export const endedWithoutOutcome = ['TIMED_OUT', 'ABORTED'] as const;
/** The workflows whose interrupted executions the rule on endedWithoutOutcome watches. */
export const outcomeWorkflows = [
  'analysis',
  'management',
  'action-plan',
  'website',
  'instagram',
] as const satisfies readonly WorkflowName[];
/**
 * Every status that ends a dossier run: the rule releases its lock on any of them (the workflow's own
 * last step does on success; a failed or interrupted run never reaches it).
 */
export const executionEndedStatuses = ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED'] as const;

/**
 * Which workflow analyses which diagnostic, by diagnostic id, and the task its execution input names
 * (the workflow's first task, from the AI catalogue), from the core diagnostics' facts (the investor
 * report is computed by its own route).
 */
export const analysisWorkflows: Record<string, { workflow: WorkflowName; task: AiTaskName }> =
  Object.fromEntries(
    diagnosticKinds.flatMap((kind) => {
      const { slug, analysis } = coreDiagnostics[kind];
      const first = analysisTasksOf(kind)[0];
      return analysis && first ? [[slug, { workflow: analysis.workflow, task: first }]] : [];
    }),
  );

/** Every other diagnostic's: the analysis workflow with the generic task (the catalogue's 'other'). */
export const otherAnalysisWorkflow: { workflow: WorkflowName; task: AiTaskName } = {
  workflow: otherDiagnostics.analysis.workflow,
  task: analysisTasksOf(OTHER_DIAGNOSTICS)[0]!,
};

/**
 * The workflow that analyses a diagnostic: a core one's (null for the investor report), else the
 * generic analysis. Whether the diagnostic exists and is published is its callers' check (they read it).
 */
export const workflowFor = (diagnosticId: string) =>
  diagnosticKindOf(diagnosticId) ? (analysisWorkflows[diagnosticId] ?? null) : otherAnalysisWorkflow;

/** How a definition is built: a slow local model's limit lengthens the Task states' timeouts (`npm start`). */
export interface DefinitionOptions {
  modelTimeoutSeconds?: number;
}

type AslState = Record<string, unknown> & {
  Type?: string;
  Parameters?: { FunctionName?: string };
  ItemProcessor?: { States: Record<string, AslState> };
  Iterator?: { States: Record<string, AslState> };
  Branches?: { States: Record<string, AslState> }[];
};

/** The states with every Task's TimeoutSeconds derived from the step function it invokes (step-timeouts.ts). */
function withTaskTimeouts(
  states: Record<string, AslState>,
  options: DefinitionOptions,
): Record<string, AslState> {
  return Object.fromEntries(
    Object.entries(states).map(([name, state]) => {
      const nested = (inner: { States: Record<string, AslState> } | undefined) =>
        inner && { ...inner, States: withTaskTimeouts(inner.States, options) };
      const placeholder = /^\$\{(\w+)\}$/.exec(state.Parameters?.FunctionName ?? '')?.[1];
      return [
        name,
        {
          ...state,
          ...(state.Type === 'Task' && placeholder
            ? {
                TimeoutSeconds: taskStateTimeoutSeconds(
                  placeholder as StepFunction,
                  options.modelTimeoutSeconds,
                ),
              }
            : {}),
          ...(state.ItemProcessor ? { ItemProcessor: nested(state.ItemProcessor) } : {}),
          ...(state.Iterator ? { Iterator: nested(state.Iterator) } : {}),
          ...(state.Branches ? { Branches: state.Branches.map((branch) => nested(branch)!) } : {}),
        },
      ];
    }),
  );
}

/**
 * A definition as it runs, in the cloud (CDK) and locally: its ASL file with the execution's
 * `TimeoutSeconds` from its row of the config's table and each Task state's from the step function it
 * invokes (the ASL files carry none of their own).
 */
export function definitionOf(name: WorkflowName, options: DefinitionOptions = {}): Record<string, unknown> {
  const definition = workflowDefinitions[name] as { States: Record<string, AslState> };
  return {
    ...definition,
    States: withTaskTimeouts(definition.States, options),
    TimeoutSeconds: workflowTimeoutOf(name),
  };
}

/** Every `${Name}` placeholder of a definition's text. */
export function placeholdersOf(definitionText: string): string[] {
  return [...new Set([...definitionText.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!))];
}

/** The substitutions one definition uses (CDK passes only these to its state machine). */
export function substitutionsOf(
  name: WorkflowName,
  values: WorkflowSubstitutions,
): Partial<WorkflowSubstitutions> {
  const used = placeholdersOf(JSON.stringify(workflowDefinitions[name]));
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => used.includes(key)),
  ) as Partial<WorkflowSubstitutions>;
}

/** The definition with its placeholders replaced (what CDK's definitionSubstitutions does). */
export function substituteDefinition(
  name: WorkflowName,
  values: WorkflowSubstitutions,
  options: DefinitionOptions = {},
): string {
  return JSON.stringify(definitionOf(name, options)).replace(
    /\$\{([A-Za-z0-9_]+)\}/g,
    (whole, key: string) => {
      const value = (values as Record<string, string>)[key];
      if (value === undefined) throw new Error(`workflow ${name}: no substitution for ${whole}`);
      return value;
    },
  );
}
