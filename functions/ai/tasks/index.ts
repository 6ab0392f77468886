import type * as z from 'zod';
import type { CurrentAnalysisData } from '../../contracts/analyses';
import type { DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import type { BusinessAnalysis } from '../../contracts/analysis-data/business-analysis';
import type { PerfilInvestidor } from '../../contracts/analysis-data/dossier/perfil-investidor';
import type { RaioXNegocio } from '../../contracts/analysis-data/dossier/raio-x-negocio';
import type { FounderAnalysis } from '../../contracts/analysis-data/founder-analysis';
import type { ManagementAreas, ManagementOverview } from '../../contracts/analysis-data/management';
import {
  generatedAnalysisOf,
  type AnalysedDiagnostics,
  type AnalysisWorkflowName,
} from '../../domain/core-diagnostics';
import type { Prompt } from '../prompts/answers-text';
import { aiTasks, type AiTaskEntry, type AnalysisTaskEntry, type DossierTaskEntry } from './catalogue';
import type { TaskModule } from './task-module';

export { aiTasks };
export type {
  AiTaskEntry,
  AnalysisTaskEntry,
  DossierTaskEntry,
  GeniusTaskEntry,
  PlanTaskEntry,
  WebsiteTaskEntry,
  InstagramTaskEntry,
} from './catalogue';

/*
 * The AI tasks: the catalogue (./tasks/catalogue.ts: each task's model, budget, where it runs, what it
 * reads and writes) and each task's module (./tasks/<task>.ts: its schema and prompt, loaded lazily).
 * Everything here is derived from the catalogue.
 */

export type AiTasks = typeof aiTasks;
export type AiTaskName = keyof AiTasks;
export const aiTaskNames = Object.keys(aiTasks) as AiTaskName[];

/** A task's module: its schema and prompt (./tasks/<task>.ts). */
export type AiTaskModule<T extends AiTaskName> = Awaited<ReturnType<AiTasks[T]['load']>>;
/** What the model writes for a task: its schema's output (the forced tool carries the schema). */
export type AiTaskModelOutput<T extends AiTaskName> = z.output<AiTaskModule<T>['schema']>;

/**
 * The tasks whose stored output adds the fields code computes (functions/ai/facts/: levels, DISC
 * shares, the investor's budgets) to the model's: they are not asked of the model (decision 0067).
 */
interface StoredOutputs {
  'business-analysis': BusinessAnalysis;
  'founder-analysis': FounderAnalysis;
  'management-overview': ManagementOverview;
  'management-areas': ManagementAreas;
  'dossier-raio-x-negocio': RaioXNegocio;
  'dossier-perfil-investidor': PerfilInvestidor;
}

/** The tasks whose stored output adds computed fields: each must have facts (functions/ai/facts/index.ts). */
export type TaskWithComputedFields = keyof StoredOutputs;

/**
 * A task's output as stored: what `modelPort().generate(task, input)` resolves to, the model's output
 * with the task's computed facts written on it (functions/ai/facts/index.ts, applyTaskFacts).
 */
export type AiTaskOutput<T extends AiTaskName> = T extends keyof StoredOutputs
  ? StoredOutputs[T]
  : AiTaskModelOutput<T>;
/** A task's input: what its prompt (and its local generator) reads. */
export type AiTaskInput<T extends AiTaskName> = Parameters<AiTaskModule<T>['prompt']>[0];

/** Loads a task's module (its schema and prompt): only the function that runs the task does. */
export function loadTask<T extends AiTaskName>(task: T): Promise<AiTaskModule<T>> {
  // Each entry's load resolves to its own module; TypeScript cannot narrow the union of entries by T.
  return (aiTasks[task].load as () => Promise<AiTaskModule<T>>)();
}

/** The tasks over one diagnostic's answers (run by the analysis workflows and the section route). */
export type AnalysisTaskName = {
  [T in AiTaskName]: AiTasks[T] extends AnalysisTaskEntry ? T : never;
}[AiTaskName];
/** The dossier section tasks. */
export type DossierTaskName = {
  [T in AiTaskName]: AiTasks[T] extends DossierTaskEntry ? T : never;
}[AiTaskName];

export const isAiTaskName = (name: unknown): name is AiTaskName =>
  typeof name === 'string' && Object.hasOwn(aiTasks, name);

const analysisOutputs: readonly string[] = [
  'analysis',
  'overview',
  'section',
] satisfies AnalysisTaskEntry['output'][];

export const isAnalysisTaskName = (name: unknown): name is AnalysisTaskName =>
  isAiTaskName(name) && analysisOutputs.includes(aiTasks[name].output);

/** The dossier task of each section, in the sections' order. */
export const dossierTaskOf = Object.fromEntries(
  Object.entries(aiTasks).flatMap(([task, entry]) =>
    'dossierSection' in entry ? [[entry.dossierSection, task]] : [],
  ),
) as Record<DossierSectionKey, DossierTaskName>;

/** The prompt of a task for its input. */
export async function taskPrompt<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Promise<Prompt> {
  const module = await loadTask(task);
  // The module's prompt takes exactly AiTaskInput<T>.
  return (module.prompt as (input: AiTaskInput<T>) => Prompt)(input);
}

/**
 * The tasks a diagnostic's analysis workflow runs, in order (the catalogue's): its tasks but the ones
 * a route calls (`reads: 'section'`). The first is the one the workflow's execution input names.
 * 'other': the tasks of every diagnostic that is not a core one (the generic analysis).
 */
export function analysisTasksOf(kind: AnalysedDiagnostics): AnalysisTaskName[] {
  return aiTaskNames.filter((task): task is AnalysisTaskName => {
    const entry: AiTaskEntry = aiTasks[task];
    return 'diagnostic' in entry && entry.diagnostic === kind && entry.reads !== 'section';
  });
}

/** Tasks whose output is stored as the analysis's data / overview must match the response's types. */
type TaskWithOutput<Output> = {
  [T in AiTaskName]: AiTasks[T]['output'] extends Output ? T : never;
}[AiTaskName];
const _analysisOutputsAreAnalysisData: AiTaskOutput<TaskWithOutput<'analysis'>> extends CurrentAnalysisData
  ? true
  : never = true;
const _overviewOutputsAreOverviews: AiTaskOutput<TaskWithOutput<'overview'>> extends ManagementOverview
  ? true
  : never = true;

/**
 * The analysis workflow that runs a task (its diagnostic's), or null for a task called directly
 * (founder-section) and for the dossier sections (their workflow is the dossier's).
 */
export function workflowOfTask(task: AiTaskName): AnalysisWorkflowName | null {
  const entry: AiTaskEntry = aiTasks[task];
  if (!('diagnostic' in entry)) return null;
  const analysis = generatedAnalysisOf(entry.diagnostic);
  return analysis && analysisTasksOf(entry.diagnostic).includes(task as AnalysisTaskName)
    ? analysis.workflow
    : null;
}

/**
 * The schema a task's output must pass for this input: the module's `schemaFor(input)` when it has one
 * (the plan's exact count), else its `schema`. The forced tool carries this one.
 */
export function outputSchema<T extends AiTaskName>(
  module: AiTaskModule<T>,
  input?: AiTaskInput<T>,
): z.ZodType {
  // Every module is a TaskModule of its input; the union of the catalogue's modules hides schemaFor.
  const { schemaFor } = module as Pick<TaskModule<AiTaskInput<T>>, 'schemaFor'>;
  return schemaFor && input !== undefined ? schemaFor(input) : module.schema;
}

/**
 * Checks a candidate output against a task's schema (for `input`, when given: outputSchema): the typed
 * output, or the problems found.
 */
export function checkModuleOutput<T extends AiTaskName>(
  module: AiTaskModule<T>,
  candidate: unknown,
  input?: AiTaskInput<T>,
): { ok: true; data: AiTaskModelOutput<T> } | { ok: false; problems: string[] } {
  const schema = outputSchema(module, input);
  const result = schema.safeParse(candidate);
  // The schema is the task's own, so its output is the task's output type.
  if (result.success) return { ok: true, data: result.data as AiTaskModelOutput<T> };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
  };
}

/** checkModuleOutput with the task's module loaded. */
export async function checkTaskOutput<T extends AiTaskName>(
  task: T,
  candidate: unknown,
  input?: AiTaskInput<T>,
) {
  return checkModuleOutput(await loadTask(task), candidate, input);
}
