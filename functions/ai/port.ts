import type { AiTaskInput, AiTaskName, AiTaskOutput } from './tasks';

/**
 * The model port: every generated text of the product goes through `generate(task, input)`. Two
 * adapters implement it: Bedrock (Converse API), the default, and
 * the local analyst (deterministic, rule-based, from the user's answers) offline. Each task's output is
 * validated by its registry entry's zod schema (functions/ai/tasks.ts), so it is typed by it.
 */
export interface ModelPort {
  readonly name: 'bedrock' | 'local';
  /** The input is the task's own (AiTaskInput: AnalysisInput for the analyses, DossierSectionInput for the dossier). */
  generate<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Promise<AiTaskOutput<T>>;
}
