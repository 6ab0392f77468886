import { runAnalysisTask, type AnalysisTaskEvent } from './analysis-tasks';
import { defineTask } from '../http/log';

/** Lambda: a model step of the analysis workflows (infra/workflows/*.asl.json). */
export const handler = defineTask('generate-analysis', (event: AnalysisTaskEvent) => runAnalysisTask(event));
