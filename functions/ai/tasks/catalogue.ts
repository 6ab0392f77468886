import type { DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import type { AnalysedDiagnostics } from '../../domain/core-diagnostics';
import type { DossierSectionInput } from '../dossier-input';
import type { GeniusInput, PlanAreaInput } from '../plan-input';
import type { CallMode, ModelClass } from '../provider/model-call';
import { REQUEST_TASK_SECONDS } from '../../platform/config/timeouts';
import type { AnalysisInput } from '../task-input';
import type { WebsiteAnalysisInput } from '../website-input';
import type { InstagramRecommendationsInput } from './instagram-recommendations';
import type { dossierTasks } from './dossier-sections';
import type { TaskModule } from './task-module';

/** What every AI task declares besides its module: the model, the budget, where it runs, how to load it. */
interface TaskEntryOf<Input> {
  /**
   * Which configured model writes it: heavy (the founder and business analyses: interpretation) or
   * light (cheaper, faster: what explains computed facts or restates written analyses; decision 0040).
   */
  model: ModelClass;
  /**
   * The reply's output budget in tokens: the schema's filled size with a margin (functions/ai/budgets.test.ts
   * checks it against a filled output). A reply cut at it is asked again once with twice the budget.
   */
  maxTokens: number;
  /** Where it runs, which decides who retries (provider/model-call.ts, CallMode). */
  runs: CallMode;
  /**
   * The most one generation may take, its follow-up calls (larger budget, repair) included: the model
   * call's deadline. The step's function timeout and its Task state's TimeoutSeconds are derived from
   * it (functions/platform/workflows/step-timeouts.ts); a request's is the route's (REQUEST_TASK_SECONDS).
   */
  timeoutSeconds: number;
  /** 'text': the model answers in plain text, stored as the schema's `reply` (Genius); else a forced tool. */
  reply?: 'text';
  /**
   * The task's module (its schema and prompt), loaded by the function that runs the task: built with
   * ESM splitting, each function's cold start evaluates only the modules of the tasks it runs.
   */
  load: () => Promise<TaskModule<Input>>;
}

/** A task over one diagnostic's questionnaire and answers (AnalysisInput): the analyses. */
export interface AnalysisTaskEntry extends TaskEntryOf<AnalysisInput> {
  /**
   * The core diagnostic whose questionnaire and answers the task reads, or 'other': every published
   * diagnostic that is not a core one. The diagnostic's workflow runs its tasks in this catalogue's
   * order (the section tasks, `reads: 'section'`, are called by their route); the first one is what
   * the workflow's execution input names.
   */
  diagnostic: AnalysedDiagnostics;
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

/** The recommendations of an Instagram analysis, from the computed profiles (the Instagram workflow). */
export interface InstagramTaskEntry extends TaskEntryOf<InstagramRecommendationsInput> {
  output: 'instagram-recommendations';
}

/** One AI task: everything the model port and the task runners need to know about it. */
export type AiTaskEntry =
  | AnalysisTaskEntry
  | DossierTaskEntry
  | PlanTaskEntry
  | GeniusTaskEntry
  | WebsiteTaskEntry
  | InstagramTaskEntry;

type DossierTasks = typeof dossierTasks;

const dossierSection = <S extends DossierSectionKey>(section: S, maxTokens: number) =>
  ({
    dossierSection: section,
    output: 'dossier-section',
    // One cached context for the six sections, on one model: the light one (decision 0040).
    model: 'light',
    maxTokens,
    runs: 'workflow',
    // Some 8,000 tokens of the light model, with room for a repair.
    timeoutSeconds: 150,
    load: (): Promise<DossierTasks[S]> =>
      import('./dossier-sections').then((module) => module.dossierTasks[section]),
  }) as const;

/**
 * The catalogue of AI tasks: one entry per task, its module in ./<task>.ts. Every list of tasks (the
 * workflows' steps, the dossier's sections, the metrics' dimension, the tests) is derived from it; to
 * add a task, see functions/ai/README.md, "How to add an AI task". The local analyst is not referenced
 * from here, so no deployed bundle carries it.
 */
export const aiTasks = {
  'business-analysis': {
    diagnostic: 'business',
    output: 'analysis',
    model: 'heavy',
    maxTokens: 8192,
    runs: 'workflow',
    // The heavy model writes some 40 tokens a second: a full budget in about 200 s.
    timeoutSeconds: 240,
    load: async () => (await import('./business-analysis')).task,
  },
  'founder-analysis': {
    diagnostic: 'founder',
    output: 'analysis',
    // The DISC shares, profile and ties are computed in code: the light model explains them (decision 0068).
    model: 'light',
    maxTokens: 8192,
    runs: 'workflow',
    timeoutSeconds: 240,
    load: async () => (await import('./founder-analysis')).task,
  },
  'founder-section': {
    diagnostic: 'founder',
    reads: 'section',
    output: 'section',
    model: 'light',
    maxTokens: 2048,
    runs: 'request',
    timeoutSeconds: REQUEST_TASK_SECONDS,
    load: async () => (await import('./founder-section')).task,
  },
  'management-overview': {
    diagnostic: 'management',
    output: 'overview',
    // The levels are computed in code (facts/): the light model explains them (decision 0040).
    model: 'light',
    maxTokens: 8192,
    runs: 'workflow',
    timeoutSeconds: 150,
    load: async () => (await import('./management-overview')).task,
  },
  'management-areas': {
    diagnostic: 'management',
    reads: 'overview',
    output: 'analysis',
    model: 'light',
    maxTokens: 12288,
    runs: 'workflow',
    timeoutSeconds: 180,
    load: async () => (await import('./management-areas')).task,
  },
  'generic-analysis': {
    diagnostic: 'other',
    output: 'analysis',
    // Any questionnaire, read whole and interpreted: the heavy model, as the business analysis.
    model: 'heavy',
    // A summary and four lists of one-sentence items, with room for longer questionnaires.
    maxTokens: 4096,
    runs: 'workflow',
    timeoutSeconds: 150,
    load: async () => (await import('./generic-analysis')).task,
  },
  'dossier-resumo-executivo': dossierSection('resumo_executivo', 6144),
  'dossier-perfil-fundador': dossierSection('perfil_fundador', 6144),
  'dossier-raio-x-negocio': dossierSection('raio_x_negocio', 8192),
  'dossier-analise-mercado': dossierSection('analise_mercado', 8192),
  'dossier-perfil-investidor': dossierSection('perfil_investidor', 6144),
  'dossier-plano-estrategico': dossierSection('plano_estrategico', 8192),
  'action-plan-area': {
    output: 'action-plan',
    // The plan restates the dossier as 5W2H tasks: the light model (decision 0040).
    model: 'light',
    // Up to 10 tasks of ~350 tokens each, with a margin.
    maxTokens: 8192,
    runs: 'workflow',
    timeoutSeconds: 150,
    load: async () => (await import('./action-plan-area')).task,
  },
  'genius-reply': {
    output: 'genius-reply',
    model: 'light',
    // About 600 words, written within the route's 29 s; a reply cut there is continued once.
    maxTokens: 1200,
    runs: 'request',
    timeoutSeconds: REQUEST_TASK_SECONDS,
    reply: 'text',
    load: async () => (await import('./genius-reply')).task,
  },
  'website-analysis': {
    output: 'website-analysis',
    // The page step and the performance share the spec's minute: the light model writes it quickly.
    model: 'light',
    maxTokens: 6144,
    runs: 'workflow',
    timeoutSeconds: 120,
    load: async () => (await import('./website-analysis')).task,
  },
  'instagram-recommendations': {
    output: 'instagram-recommendations',
    // A few sentences explaining computed numbers: the light model (decision 0040).
    model: 'light',
    maxTokens: 1024,
    runs: 'workflow',
    timeoutSeconds: 60,
    load: async () => (await import('./instagram-recommendations')).task,
  },
} as const satisfies Record<string, AiTaskEntry>;
