import type { AnalysisInput, AnalysisTask, ModelPort } from './port';
import { InvalidModelOutputError } from './errors';
import { analyseLocally } from './local-analyst';
import { taskSchemas } from './schemas';

/** The local adapter of the model port: the local analyst, its output validated by the task's schema. */
export function localModelPort(): ModelPort {
  return {
    name: 'local',
    generate(task: AnalysisTask, input: AnalysisInput): Promise<unknown> {
      const output = analyseLocally(task, input);
      const result = taskSchemas[task].safeParse(output);
      if (!result.success) {
        return Promise.reject(
          new InvalidModelOutputError(
            task,
            result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
          ),
        );
      }
      return Promise.resolve(result.data);
    },
  };
}
