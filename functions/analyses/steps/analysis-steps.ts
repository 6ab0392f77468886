import { modelPort } from '../../ai/model-port';
import { aiTasks, isAnalysisTaskName, type AnalysisTaskEntry, type AnalysisTaskName } from '../../ai/tasks';
import { getRunOverview, saveCompleted, saveOverview } from '../analyses';
import { loadAnalysisInput } from '../analysis-input';
import { countMetric } from '../../platform/http/metrics';

export { markAnalysisError, type MarkErrorEvent } from './mark-analysis-error';

/** What the workflow hands every task (the execution input). */
export interface AnalysisStepEvent {
  userId: string;
  resultId: string;
  diagnosticId: string;
  task: AnalysisTaskName;
}

const generatedLocally = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { generatedLocally?: unknown }).generatedLocally === true;

function checkEvent(event: AnalysisStepEvent): void {
  if (!event?.userId || !event.resultId || !event.diagnosticId) {
    throw new TypeError('analysis task: userId, resultId and diagnosticId are required');
  }
  if (!isAnalysisTaskName(event.task))
    throw new TypeError(`analysis task: unknown task ${String(event.task)}`);
}

/**
 * One model step of a workflow: loads the questionnaire and answers, generates, saves, as the task's
 * registry entry says (functions/ai/tasks/):
 * - `reads: 'overview'` (management-areas): generated with the run's overview, which becomes the
 *   analysis's overview when the run completes.
 * - `output: 'overview'` (management-overview): kept as the run's overview (status stays processing).
 * - otherwise the output is the analysis (completed); the completed item keeps the input's company
 *   name (for the PDF exports).
 * Errors propagate untouched (their AWS names are what the workflow's Retry matches).
 */
export async function runAnalysisStep(event: AnalysisStepEvent): Promise<{ status: string }> {
  checkEvent(event);
  const { userId, resultId, diagnosticId, task } = event;
  const entry: AnalysisTaskEntry = aiTasks[task];
  // One round trip of reads: the stored overview comes with the questionnaire and answers.
  const [input, overview] = await Promise.all([
    loadAnalysisInput(userId, diagnosticId),
    entry.reads === 'overview' ? getRunOverview(userId, resultId) : undefined,
  ]);
  if (overview !== undefined) input.overview = overview;
  const data = await modelPort().generate(task, input);
  if (entry.output === 'overview') {
    await saveOverview(userId, resultId, data);
    return { status: 'processing' };
  }
  await saveCompleted(userId, resultId, data, generatedLocally(data), input.companyName, overview);
  countMetric('analysesCompleted');
  return { status: 'completed' };
}
