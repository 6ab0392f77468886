import type {
  AiTaskInput,
  AiTaskModelOutput,
  AiTaskName,
  AiTaskOutput,
  TaskWithComputedFields,
} from '../tasks';
import type { TaskFacts } from './task-facts';

export type { TaskFacts } from './task-facts';
export { FACTS_HEADING, factsBlock } from './format';

/** A task's facts, typed by the task's input, the model's output and the stored output. */
export type FactsOfTask<T extends AiTaskName> = TaskFacts<
  AiTaskInput<T>,
  AiTaskModelOutput<T>,
  AiTaskOutput<T>
>;

/**
 * The facts of each task that has some, loaded lazily (as the tasks' modules are: a function loads only
 * the facts of the tasks it runs). A task's prompt module may import its facts module directly
 * (./founder, ./management, ./business, ./dossier): the entry named here.
 */
export const taskFacts: { [T in AiTaskName]?: () => Promise<FactsOfTask<T>> } & {
  // A task whose stored output adds computed fields cannot lack the facts that fill them.
  [T in TaskWithComputedFields]: () => Promise<FactsOfTask<T>>;
} = {
  'founder-analysis': async () => (await import('./founder')).founderAnalysisFacts,
  'management-overview': async () => (await import('./management')).managementOverviewFacts,
  'management-areas': async () => (await import('./management')).managementAreasFacts,
  'business-analysis': async () => (await import('./business')).businessAnalysisFacts,
  'dossier-resumo-executivo': async () => (await import('./dossier')).dossierContextFacts(),
  'dossier-perfil-fundador': async () => (await import('./dossier')).dossierContextFacts(),
  'dossier-raio-x-negocio': async () => (await import('./dossier')).raioXNegocioFacts,
  'dossier-analise-mercado': async () => (await import('./dossier')).dossierContextFacts(),
  'dossier-perfil-investidor': async () => (await import('./dossier')).perfilInvestidorFacts,
  'dossier-plano-estrategico': async () => (await import('./dossier')).dossierContextFacts(),
};

/** A task's facts, or undefined for a task without computed facts. */
export function loadTaskFacts<T extends AiTaskName>(task: T): Promise<FactsOfTask<T> | undefined> {
  // Each entry loads its own task's facts; TypeScript cannot narrow the mapped type by T.
  const load = taskFacts[task] as (() => Promise<FactsOfTask<T>>) | undefined;
  return load ? load() : Promise.resolve(undefined);
}

/** A task's fact lines for its prompt ([] when it has none). */
export async function taskFactLines<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Promise<string[]> {
  return (await loadTaskFacts(task))?.lines(input) ?? [];
}

/**
 * A validated model output with the task's computed facts written on it: the output as stored
 * (unchanged for a task without facts, whose stored output is the model's).
 */
export async function applyTaskFacts<T extends AiTaskName>(
  task: T,
  input: AiTaskInput<T>,
  output: AiTaskModelOutput<T>,
): Promise<AiTaskOutput<T>> {
  const facts = await loadTaskFacts(task);
  // Without facts, the task's stored output is the model's (taskFacts requires the others' facts).
  return facts ? facts.apply(input, output) : (output as AiTaskOutput<T>);
}
