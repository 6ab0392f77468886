import type * as z from 'zod';
import type { CurrentAnalysisData } from '../contracts/analyses';
import { businessAnalysisSchema } from '../contracts/analysis-data/business-analysis';
import { dossierSectionSchemas } from '../contracts/analysis-data/dossier/section-schemas';
import type { DossierSectionKey } from '../contracts/analysis-data/dossier/sections';
import { generatedAreaTasksSchema, geniusReplySchema } from '../contracts/analysis-data/action-plan';
import { founderAnalysisSchema } from '../contracts/analysis-data/founder-analysis';
import { founderSectionSchema } from '../contracts/analysis-data/founder-section';
import {
  managementAreasSchema,
  managementOverviewSchema,
  type ManagementOverview,
} from '../contracts/analysis-data/management';
import {
  coreDiagnostics,
  type AnalysisWorkflowName,
  type CoreDiagnostics,
  type DiagnosticKind,
} from '../domain/core-diagnostics';
import type { Prompt } from './prompts/answers-text';
import type { CallMode, ModelClass } from './provider/model-call';
import { businessAnalysisPrompt } from './prompts/business-analysis';
import { founderAnalysisPrompt } from './prompts/founder-analysis';
import { founderSectionPrompt } from './prompts/founder-section';
import { managementAreasPrompt, managementOverviewPrompt } from './prompts/management';
import type { DossierSectionInput } from './dossier-input';
import { dossierSectionPrompts } from './prompts/dossier/section-prompts';
import type { AnalysisInput } from './task-input';
import type { GeniusInput, PlanAreaInput } from './plan-input';
import { actionPlanAreaPrompt } from './prompts/action-plan';
import { geniusPrompt } from './prompts/genius';
import { websiteAnalysisPrompt } from './prompts/website-analysis';
import type { WebsiteAnalysisInput } from './website-input';
import { websiteAnalysisTextSchema } from '../contracts/website-analysis';

/** What every AI task declares: the output schema and the prompt built from the task's input. */
interface TaskEntryOf<Input> {
  /** The output every adapter's result must pass (functions/contracts/analysis-data/). */
  schema: z.ZodType;
  /** The Portuguese prompt the Bedrock adapter sends. */
  prompt: (input: Input) => Prompt;
  /** Which configured model writes it: heavy (analyses, dossier) or light (cheaper, faster). */
  model: ModelClass;
  /**
   * The reply's output budget in tokens: the schema's filled size with a margin (functions/ai/budgets.test.ts
   * checks it against a filled output). A reply cut at it is asked again once with twice the budget.
   */
  maxTokens: number;
  /** Where it runs, which decides who retries (provider/model-call.ts, CallMode). */
  runs: CallMode;
  /** 'text': the model answers in plain text, stored as the schema's `reply` (Genius); else a forced tool. */
  reply?: 'text';
}

/** A task over one diagnostic's questionnaire and answers (AnalysisInput): the analyses. */
export interface AnalysisTaskEntry extends TaskEntryOf<AnalysisInput> {
  /** Analyses: the core diagnostic whose questionnaire and answers the task reads. */
  diagnostic?: DiagnosticKind;
  /**
   * What the task reads besides that diagnostic's answers (functions/analyses/analysis-input.ts loads
   * them): 'overview' = the analysis item's stored overview (the workflow's first step); 'section' =
   * one section's key (the section route sends it).
   */
  reads?: 'overview' | 'section';
  /**
   * Where its output goes: 'analysis' = the analysis item's data (status completed); 'overview' = the
   * item's overview, kept while the next step runs; 'section' = a section analysis item.
   */
  output: 'analysis' | 'overview' | 'section';
}

/**
 * A section of the strategic dossier: reads the stored analyses, the investor profile, the company name
 * and the sections generated so far (DossierSectionInput); its output is that section of the dossier.
 */
export interface DossierTaskEntry extends TaskEntryOf<DossierSectionInput> {
  dossierSection: DossierSectionKey;
  output: 'dossier-section';
}

/** One area's tasks of the action plan generated from the completed dossier (the action-plan workflow). */
export interface PlanTaskEntry extends TaskEntryOf<PlanAreaInput> {
  output: 'action-plan';
}

/** Genius's reply about one task, in the request (POST …/genius). */
export interface GeniusTaskEntry extends TaskEntryOf<GeniusInput> {
  output: 'genius-reply';
}

/** The website analysis written from a page's measured facts (run by the website workflow). */
export interface WebsiteTaskEntry extends TaskEntryOf<WebsiteAnalysisInput> {
  output: 'website-analysis';
}

/** One AI task: everything the model port and the task runners need to know about it. */
export type AiTaskEntry =
  AnalysisTaskEntry | DossierTaskEntry | PlanTaskEntry | GeniusTaskEntry | WebsiteTaskEntry;

/**
 * The registry of AI tasks. Adding a task is adding an entry here (see functions/ai/README.md, "How to
 * add an AI task"); the type system then asks for its local-analyst generator
 * (functions/ai/local-analyst/index.ts). The workflow that runs a task and the screen's polling
 * numbers are its diagnostic's facts (functions/domain/core-diagnostics.ts). The local analyst is not
 * referenced from here, so the cloud bundles that load the registry do not carry it.
 */
export const aiTasks = {
  'business-analysis': {
    schema: businessAnalysisSchema,
    prompt: businessAnalysisPrompt,
    diagnostic: 'business',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'analysis',
  },
  'founder-analysis': {
    schema: founderAnalysisSchema,
    prompt: founderAnalysisPrompt,
    diagnostic: 'founder',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'analysis',
  },
  'founder-section': {
    schema: founderSectionSchema,
    prompt: founderSectionPrompt,
    diagnostic: 'founder',
    reads: 'section',
    model: 'light',
    maxTokens: 2048,
    runs: 'request',
    output: 'section',
  },
  'management-overview': {
    schema: managementOverviewSchema,
    prompt: managementOverviewPrompt,
    diagnostic: 'management',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'overview',
  },
  'management-areas': {
    schema: managementAreasSchema,
    prompt: managementAreasPrompt,
    diagnostic: 'management',
    reads: 'overview',
    model: 'heavy',
    maxTokens: 12288,
    runs: 'workflow',
    output: 'analysis',
  },
  'dossier-resumo-executivo': {
    schema: dossierSectionSchemas.resumo_executivo,
    prompt: dossierSectionPrompts.resumo_executivo,
    dossierSection: 'resumo_executivo',
    model: 'heavy',
    maxTokens: 6144,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'dossier-perfil-fundador': {
    schema: dossierSectionSchemas.perfil_fundador,
    prompt: dossierSectionPrompts.perfil_fundador,
    dossierSection: 'perfil_fundador',
    model: 'heavy',
    maxTokens: 6144,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'dossier-raio-x-negocio': {
    schema: dossierSectionSchemas.raio_x_negocio,
    prompt: dossierSectionPrompts.raio_x_negocio,
    dossierSection: 'raio_x_negocio',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'dossier-analise-mercado': {
    schema: dossierSectionSchemas.analise_mercado,
    prompt: dossierSectionPrompts.analise_mercado,
    dossierSection: 'analise_mercado',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'dossier-perfil-investidor': {
    schema: dossierSectionSchemas.perfil_investidor,
    prompt: dossierSectionPrompts.perfil_investidor,
    dossierSection: 'perfil_investidor',
    model: 'heavy',
    maxTokens: 6144,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'dossier-plano-estrategico': {
    schema: dossierSectionSchemas.plano_estrategico,
    prompt: dossierSectionPrompts.plano_estrategico,
    dossierSection: 'plano_estrategico',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    output: 'dossier-section',
  },
  'action-plan-area': {
    schema: generatedAreaTasksSchema,
    prompt: actionPlanAreaPrompt,
    model: 'heavy',
    // Up to 10 tasks of ~350 tokens each, with a margin.
    maxTokens: 8192,
    runs: 'workflow',
    output: 'action-plan',
  },
  'genius-reply': {
    schema: geniusReplySchema,
    prompt: geniusPrompt,
    model: 'light',
    // About 600 words, written within the route's 29 s; a reply cut there is continued once.
    maxTokens: 1200,
    runs: 'request',
    reply: 'text',
    output: 'genius-reply',
  },
  'website-analysis': {
    schema: websiteAnalysisTextSchema,
    prompt: websiteAnalysisPrompt,
    // The page step and the performance share the spec's minute: the light model writes it quickly.
    model: 'light',
    maxTokens: 6144,
    runs: 'workflow',
    output: 'website-analysis',
  },
} as const satisfies Record<string, AiTaskEntry>;

export type AiTasks = typeof aiTasks;
export type AiTaskName = keyof AiTasks;
export const aiTaskNames = Object.keys(aiTasks) as AiTaskName[];

/** A task's validated output: what `modelPort().generate(task, input)` resolves to. */
export type AiTaskOutput<T extends AiTaskName> = z.output<AiTasks[T]['schema']>;
/** A task's input: what its prompt (and its local generator) reads. */
export type AiTaskInput<T extends AiTaskName> = Parameters<AiTasks[T]['prompt']>[0];

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
export function taskPrompt<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Prompt {
  // The entry's prompt takes exactly AiTaskInput<T>; TypeScript cannot narrow the union of entries by T.
  const prompt = aiTasks[task].prompt as (input: AiTaskInput<T>) => Prompt;
  return prompt(input);
}

/** The tasks the core diagnostics' workflows run must all be entries (a compile-time check). */
type WorkflowTaskName = NonNullable<CoreDiagnostics[DiagnosticKind]['analysis']>['tasks'][number];
type UnregisteredWorkflowTask = Exclude<WorkflowTaskName, AiTaskName>;
const _everyWorkflowTaskIsRegistered: [UnregisteredWorkflowTask] extends [never] ? true : never = true;

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
  const diagnostic = 'diagnostic' in entry ? entry.diagnostic : undefined;
  const analysis = diagnostic ? coreDiagnostics[diagnostic].analysis : null;
  return analysis && (analysis.tasks as readonly string[]).includes(task) ? analysis.workflow : null;
}

/** Checks a candidate output against its task's schema: the typed output, or the problems found. */
export function checkTaskOutput<T extends AiTaskName>(
  task: T,
  candidate: unknown,
): { ok: true; data: AiTaskOutput<T> } | { ok: false; problems: string[] } {
  const schema: z.ZodType = aiTasks[task].schema;
  const result = schema.safeParse(candidate);
  // The schema is the task's own, so its output is the task's output type.
  if (result.success) return { ok: true, data: result.data as AiTaskOutput<T> };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
  };
}
