import { randomUUID } from 'node:crypto';
import { currentLogContext } from '../http/log';
import type {
  DossierRunInput,
  InstagramRunInput,
  PlanRunInput,
  QuestionDeletionRunInput,
  WebsiteRunInput,
} from './definitions';
/**
 * The workflows port: starts the analysis workflow of a result and the dossier workflow of a user. Two adapters: Step Functions
 * (StartExecution), the default, and aws-local-stepfunctions, which the local stack installs.
 * Starting does not wait for the analysis: progress is the analysis item, which the SPA polls.
 */
export interface StartAnalysisRequest {
  userId: string;
  resultId: string;
  diagnosticId: string;
}

/** The dossier workflow's execution input (DossierRunInput). */
export type StartDossierRequest = DossierRunInput;

export interface WorkflowsPort {
  readonly adapter: 'stepfunctions' | 'local';
  /** What GET /api/health reports: whether the adapter can start workflows. */
  health(): { status: 'ok' | 'not-configured'; detail: string };
  /** Starts the workflow; throws when the diagnostic has no analysis workflow or the start fails. */
  startAnalysis(request: StartAnalysisRequest): Promise<void>;
  /** Starts the dossier workflow; progress is the dossier's section items. */
  startDossier(request: StartDossierRequest): Promise<void>;
  /** Starts the action plan workflow; progress is the user's PLANGEN item. */
  startPlan(request: PlanRunInput): Promise<void>;
  /** Starts a website analysis run; progress is the analysis item. */
  startWebsite(request: WebsiteRunInput): Promise<void>;
  /** Starts an Instagram analysis run; progress is the analysis item. */
  startInstagram(request: InstagramRunInput): Promise<void>;
  /** Starts deleting a question; progress is the question's `deletion` attribute. */
  startQuestionDeletion(request: QuestionDeletionRunInput): Promise<void>;
}

export class NoAnalysisWorkflowError extends Error {
  override name = 'NoAnalysisWorkflowError';
}

/**
 * The execution input with its correlation id (issue #19): the API request id of the request that starts
 * it (from the log context), or a fresh `wf-<uuid>` outside a request. Every Task state passes the
 * execution input to its task (`"executionInput.$": "$$.Execution.Input"`), whose log lines carry it
 * (`defineStep` in functions/platform/http/log.ts).
 */
export function withCorrelationId<T extends object>(input: T): T & { correlationId: string } {
  const given = (input as { correlationId?: unknown }).correlationId;
  const correlationId =
    typeof given === 'string' && given !== ''
      ? given
      : (currentLogContext()?.correlationId ?? `wf-${randomUUID()}`);
  return { ...input, correlationId };
}
