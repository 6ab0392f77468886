import { runAnalysisTask, type AnalysisTaskEvent } from './analysis-tasks';

/** Lambda: a model step of the analysis workflows (infra/workflows/*.asl.json). */
export const handler = (event: AnalysisTaskEvent) => runAnalysisTask(event);
