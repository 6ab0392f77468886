import { InvalidModelOutputError } from './errors';
import { applyTaskFacts } from './facts';
import { analyseLocally } from './local-analyst';
import type { ModelPort } from './port';
import { checkTaskOutput } from './tasks';

/**
 * The local adapter of the model port: the local analyst, its output validated by the task's schema,
 * then the facts computed in code written over it, as for the real adapters (provider/generate-task.ts).
 */
export function localModelPort(): ModelPort {
  return {
    name: 'local',
    async generate(task, input) {
      const checked = await checkTaskOutput(task, analyseLocally(task, input), input);
      if (!checked.ok) throw new InvalidModelOutputError(task, checked.problems);
      return applyTaskFacts(task, input, checked.data);
    },
  };
}
