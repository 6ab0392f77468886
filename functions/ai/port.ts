import type { ModelClass } from './provider/model-call';
import type { ModelProbe } from './provider/probe';
import type { AiTaskInput, AiTaskName, AiTaskOutput } from './tasks';

export type { ModelProbe } from './provider/probe';

/**
 * The model port: every generated text of the product goes through `generate(task, input)`. Its
 * adapters: Bedrock (Converse API), the default; an OpenAI-compatible endpoint; and, offline, the
 * local analyst (deterministic, rule-based, from the user's answers). Each task's output is validated
 * by its registry entry's zod schema (functions/ai/tasks/), so it is typed by it.
 */
export interface ModelPort {
  readonly name: 'bedrock' | 'openai' | 'local';
  /** The model id of each class (a real provider's; the health report names them). */
  readonly models?: Record<ModelClass, string>;
  /** The input is the task's own (AiTaskInput: AnalysisInput for the analyses, DossierSectionInput for the dossier). */
  generate<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Promise<AiTaskOutput<T>>;
  /**
   * A real provider's: one minimal structured call to the model of a class, independent of every task
   * (the start-up call of `npm start`, `npm run smoke:model`). Never throws.
   */
  probe?(modelClass?: ModelClass): Promise<ModelProbe>;
}
