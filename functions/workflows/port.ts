/**
 * The workflows port: starts the analysis workflow of a result. Two adapters, chosen by
 * WORKFLOWS_ADAPTER: Step Functions (StartExecution) in the cloud, aws-local-stepfunctions offline.
 * Starting does not wait for the analysis: progress is the analysis item, which the SPA polls.
 */
export interface StartAnalysisRequest {
  userId: string;
  resultId: string;
  diagnosticId: string;
}

export interface WorkflowsPort {
  readonly adapter: 'stepfunctions' | 'local';
  /** Starts the workflow; throws when the diagnostic has no analysis workflow or the start fails. */
  startAnalysis(request: StartAnalysisRequest): Promise<void>;
}

export class NoAnalysisWorkflowError extends Error {
  override name = 'NoAnalysisWorkflowError';
}
