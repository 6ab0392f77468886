import { runAnalysisTask, type AnalysisTaskEvent } from './analysis-steps';
import { defineTask } from '../../platform/http/log';

/** Lambda: a model step of the analysis workflows (infra/workflows/*.asl.json). */
export const handler = defineTask('generate-analysis', (event: AnalysisTaskEvent) => runAnalysisTask(event));
