import { markAnalysisError, type MarkErrorEvent } from './analysis-tasks';

/** Lambda: the Catch step of the analysis workflows (status error with the message). */
export const handler = (event: MarkErrorEvent) => markAnalysisError(event);
