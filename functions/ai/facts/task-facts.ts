/**
 * A task's computed facts: `lines` renders them for its prompt (short pt-BR lines, each starting with
 * '- '; put them under FACTS_HEADING with factsBlock), `apply` writes them over a validated output of
 * the task, so every adapter shows the same numbers (the output's texts are kept; it stays valid).
 */
export interface TaskFacts<Input, Output> {
  lines(input: Input): string[];
  apply(input: Input, output: Output): Output;
}
