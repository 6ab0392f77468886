import { aiTaskNames, aiTasks, type AiTaskEntry, type AiTaskName } from '../../ai/tasks';
import { STATE_MARGIN_SECONDS, STEP_OVERHEAD_SECONDS, taskBudgetWith } from '../config/timeouts';
import type { WorkflowSubstitutions } from './definitions';

/** A step function, by the ASL placeholder its Task states name it with. */
export type StepFunction = keyof WorkflowSubstitutions;

/** Which step function runs a workflow task, by the task's output (request-time tasks run in routes). */
const stepOfOutput: Record<AiTaskEntry['output'], StepFunction | null> = {
  analysis: 'GenerateAnalysisFunctionArn',
  overview: 'GenerateAnalysisFunctionArn',
  section: null,
  'dossier-section': 'DossierTaskFunctionArn',
  'action-plan': 'PlanTaskFunctionArn',
  'genius-reply': null,
  'website-analysis': 'WebsiteTaskFunctionArn',
  'instagram-recommendations': 'InstagramTaskFunctionArn',
};

/**
 * What a step function does besides its model tasks, in seconds: `beforeModel` runs in the same
 * invocation ahead of the model call; `other` is its longest invocation without one; `fixed` is the
 * whole timeout of a function that calls no model.
 */
const otherWork: Record<StepFunction, { beforeModel?: number; other?: number; fixed?: number }> = {
  GenerateAnalysisFunctionArn: {},
  DossierTaskFunctionArn: {},
  PlanTaskFunctionArn: {},
  // PageSpeed's client gives up at 90 s (functions/marketing/performance/pagespeed-adapter.ts).
  WebsiteTaskFunctionArn: { other: 90 },
  // Up to two profile reads of 10 s each with 10 s of backoff (functions/marketing/instagram/graph-client.ts).
  InstagramTaskFunctionArn: { beforeModel: 30 },
  MarkAnalysisErrorFunctionArn: { fixed: 10 },
  // The SSRF-safe fetcher's page read.
  WebsitePageFunctionArn: { fixed: 30 },
  // One batch of answers deleted is a few seconds.
  QuestionDeletionTaskFunctionArn: { fixed: 90 },
};

/** The workflow tasks a step function runs (none for the functions that call no model). */
export function modelTasksOf(step: StepFunction): AiTaskName[] {
  return aiTaskNames.filter((task) => {
    const entry: AiTaskEntry = aiTasks[task];
    return entry.runs === 'workflow' && stepOfOutput[entry.output] === step;
  });
}

/**
 * A step function's Lambda timeout: its longest model task's budget (the catalogue's `timeoutSeconds`,
 * or a slow local model's `MODEL_TIMEOUT_SECONDS`) with the work around it, so the model call always
 * ends first (decision 0065). At most Lambda's 900 s in the cloud (tests/infra/workflows.test.ts).
 */
export function stepFunctionTimeoutSeconds(step: StepFunction, modelTimeoutSeconds?: number): number {
  const work = otherWork[step];
  if (work.fixed !== undefined) return work.fixed;
  const budgets = modelTasksOf(step).map((task) =>
    taskBudgetWith(aiTasks[task].timeoutSeconds, modelTimeoutSeconds),
  );
  return Math.max((work.beforeModel ?? 0) + Math.max(0, ...budgets), work.other ?? 0) + STEP_OVERHEAD_SECONDS;
}

/**
 * How many times longer the workflows may run with a slow local model's limit: the most any step
 * function is lengthened by it (config/workflows.ts, lengthenWorkflows).
 */
export function slowModelScale(modelTimeoutSeconds: number): number {
  const steps = Object.keys(otherWork) as StepFunction[];
  return Math.max(
    1,
    ...steps.map(
      (step) => stepFunctionTimeoutSeconds(step, modelTimeoutSeconds) / stepFunctionTimeoutSeconds(step),
    ),
  );
}

/** A Task state's TimeoutSeconds: longer than its function may run, so a running step is never retried. */
export function taskStateTimeoutSeconds(step: StepFunction, modelTimeoutSeconds?: number): number {
  return stepFunctionTimeoutSeconds(step, modelTimeoutSeconds) + STATE_MARGIN_SECONDS;
}
