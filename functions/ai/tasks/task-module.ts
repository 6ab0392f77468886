import type * as z from 'zod';
import type { Prompt } from '../prompts/answers-text';

/**
 * What a task's module holds: the output schema every adapter's result must pass (from
 * functions/contracts/) and the Portuguese prompt built from the task's input. A task's module is
 * loaded only by the function that runs the task (./catalogue.ts `load`).
 */
export interface TaskModule<Input> {
  schema: z.ZodType;
  /**
   * The schema of this input's output, when the input fixes more than `schema` can (the plan's exact
   * number of tasks per area): the same output type, stricter. Default `schema`.
   */
  schemaFor?: (input: Input) => z.ZodType;
  prompt: (input: Input) => Prompt;
  /** The forced tool's name (default `registrar_resultado`). */
  toolName?: string;
  /**
   * Every tool the task's requests carry, in a fixed order, its own among them: the tasks that share a
   * cached prefix (the dossier's sections) send the same tools and force their own.
   */
  toolset?: readonly { name: string; schema: z.ZodType }[];
}
