import type { AiTaskName } from '../ai/tasks';
import { coreDiagnostics, diagnosticKinds, type AnalysisWorkflowName } from '../domain/core-diagnostics';
import analysisDefinition from '../../infra/workflows/analysis.asl.json' with { type: 'json' };
import managementDefinition from '../../infra/workflows/management.asl.json' with { type: 'json' };

/**
 * The analysis workflows: ASL files in infra/workflows/, deployed by CDK (definitionSubstitutions) and
 * run locally by aws-local-stepfunctions (the same substitutions, Task states overridden by the same
 * handlers). Names of the states are part of the contract with the local runner.
 */
export const workflowDefinitions = {
  analysis: analysisDefinition,
  management: managementDefinition,
} as const satisfies Record<AnalysisWorkflowName, unknown>;
export type WorkflowName = keyof typeof workflowDefinitions;

/** The `${…}` placeholders of the ASL files: CDK and the local runner substitute exactly these. */
export const workflowSubstitutionKeys = [
  'GenerateAnalysisFunctionArn',
  'MarkAnalysisErrorFunctionArn',
] as const;
export type WorkflowSubstitutions = Record<(typeof workflowSubstitutionKeys)[number], string>;

/** The Task states, by name: what the local runner overrides with the task handlers. */
export const generateStates = ['Generate', 'Overview', 'Areas'] as const;
export const markErrorState = 'MarkError';

/**
 * Execution statuses that end a run without its Catch (the execution's own timeout, a stop): an
 * EventBridge rule on them marks the analysis error (functions/tasks/execution-ended.ts).
 */
export const endedWithoutOutcome = ['TIMED_OUT', 'ABORTED'] as const;

/**
 * Which workflow analyses which diagnostic, by diagnostic id, and the task its execution input names
 * (the workflow's first task), from the core diagnostics' facts (the investor report is computed by its
 * own route).
 */
export const analysisWorkflows: Record<string, { workflow: WorkflowName; task: AiTaskName }> =
  Object.fromEntries(
    diagnosticKinds.flatMap((kind) => {
      const { slug, analysis } = coreDiagnostics[kind];
      return analysis ? [[slug, { workflow: analysis.workflow, task: analysis.tasks[0] }]] : [];
    }),
  );

export const workflowFor = (diagnosticId: string) => analysisWorkflows[diagnosticId] ?? null;

/** Every `${Name}` placeholder of a definition's text. */
export function placeholdersOf(definitionText: string): string[] {
  return [...new Set([...definitionText.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!))];
}

/** The definition with its placeholders replaced (what CDK's definitionSubstitutions does). */
export function substituteDefinition(name: WorkflowName, values: WorkflowSubstitutions): string {
  return JSON.stringify(workflowDefinitions[name]).replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, key: string) => {
    const value = (values as Record<string, string>)[key];
    if (value === undefined) throw new Error(`workflow ${name}: no substitution for ${whole}`);
    return value;
  });
}
