/**
 * A task's computed facts: `lines` renders them for its prompt (short pt-BR lines, each starting with
 * '- '; put them under FACTS_HEADING with factsBlock), `apply` writes them on a validated output of the
 * model (`Model`, the forced tool's schema, which does not ask for them) and gives the output as stored
 * (`Stored`: the model's texts kept, the computed fields filled), so every adapter shows the same numbers.
 */
export interface TaskFacts<Input, Model, Stored = Model> {
  lines(input: Input): string[];
  apply(input: Input, output: Model): Stored;
}
