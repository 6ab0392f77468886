import { ExecutionTimeoutError, StateMachine, type RunOptions } from 'aws-local-stepfunctions';
import { log, taskContext, withLogContext } from '../platform/http/log';
import {
  markAnalysisError,
  runAnalysisStep,
  type AnalysisStepEvent,
  type MarkErrorEvent,
} from '../analyses/steps/analysis-steps';
import { dossierStepHandler, type DossierStepEvent } from '../dossier/steps/dossier-steps';
import { runPlanStep, type PlanStepEvent } from '../action-plan/steps/action-plan-steps';
import { runWebsiteStep, type WebsiteStepEvent } from '../marketing/steps/website-steps';
import { readPageStep, type ReadPageEvent } from '../marketing/steps/website-page';
import { runInstagramStep, type InstagramStepEvent } from '../marketing/steps/instagram-steps';
import { onExecutionEnded } from '../triggers/execution-ended';
import {
  runQuestionDeletionStep,
  type QuestionDeletionStepEvent,
} from '../admin/steps/question-deletion-steps';
import {
  dossierTaskStates,
  generateStates,
  instagramTaskStates,
  type InstagramRunInput,
  questionDeletionStates,
  type QuestionDeletionRunInput,
  planTaskStates,
  markErrorState,
  websitePageState,
  websiteTaskStates,
  type WebsiteRunInput,
  substituteDefinition,
  workflowFor,
  type PlanRunInput,
  type WorkflowName,
  type WorkflowSubstitutions,
} from '../platform/workflows/definitions';
import {
  NoAnalysisWorkflowError,
  type StartAnalysisRequest,
  type StartDossierRequest,
  type WorkflowsPort,
  withCorrelationId,
} from '../platform/workflows/port';

// aws-local-stepfunctions 3 uses Promise.withResolvers (Node 22); without it every Task fails with a
// TypeError that the States.ALL Catch would swallow.
const promiseStatics = Promise as unknown as { withResolvers?: unknown };
if (typeof promiseStatics.withResolvers !== 'function') {
  promiseStatics.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

/** Stand-in ARNs: the local runner never calls Lambda, the Task states run the handlers in-process. */
const localSubstitutions: WorkflowSubstitutions = {
  GenerateAnalysisFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-generate-analysis',
  MarkAnalysisErrorFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-mark-analysis-error',
  DossierTaskFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-dossier-task',
  PlanTaskFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-plan-task',
  WebsiteTaskFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-website-task',
  WebsitePageFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-website-page',
  QuestionDeletionTaskFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-question-deletion',
  InstagramTaskFunctionArn: 'arn:aws:lambda:sa-east-1:000000000000:function:local-instagram-task',
};

type Handlers = {
  generate: (event: AnalysisStepEvent) => Promise<unknown>;
  markError: (event: MarkErrorEvent) => Promise<unknown>;
  dossier: (event: DossierStepEvent) => Promise<unknown>;
  plan: (event: PlanStepEvent) => Promise<unknown>;
  website: (event: WebsiteStepEvent) => Promise<unknown>;
  websitePage: (event: ReadPageEvent) => Promise<unknown>;
  questionDeletion: (event: QuestionDeletionStepEvent) => Promise<unknown>;
  instagram: (event: InstagramStepEvent) => Promise<unknown>;
  /** What the cloud's execution-status rule invokes when an execution ends. */
  executionEnded: (event: Parameters<typeof onExecutionEnded>[0]) => Promise<unknown>;
};

/** `timedOut`: the execution ran past its TimeoutSeconds (what the cloud reports as TIMED_OUT). */
type Outcome = { status: 'succeeded' | 'failed'; error?: string; timedOut?: boolean };
const executionStatus = (outcome: Outcome) =>
  outcome.status === 'succeeded' ? 'SUCCEEDED' : outcome.timedOut ? 'TIMED_OUT' : 'FAILED';

export interface LocalWorkflowsOptions {
  /** Task handlers (default: the same functions the Lambdas run). */
  handlers?: Partial<Handlers>;
  /** Milliseconds per retrier (by state name), e.g. { Generate: 0 } in tests. */
  retryIntervalOverrides?: Record<string, number | number[]>;
  /** Milliseconds per Wait state, e.g. { Pause: 10 } in tests. */
  waitTimeOverrides?: Record<string, number>;
  /** The executions' TimeoutSeconds (default: the definitions', WORKFLOW_TIMEOUT_SECONDS), e.g. 1 in tests. */
  timeoutSeconds?: number;
  /** A slow local model's limit (`MODEL_TIMEOUT_SECONDS`): the Task states wait for the steps it lengthens. */
  modelTimeoutSeconds?: number;
}

export interface LocalWorkflows extends WorkflowsPort {
  /** Runs the workflow and resolves with its outcome (tests); startAnalysis does not wait. */
  runAnalysis(request: StartAnalysisRequest): Promise<Outcome>;
  /** Runs the dossier workflow and resolves with its outcome (tests, bench); startDossier does not wait. */
  runDossier(request: StartDossierRequest): Promise<Outcome>;
  /** Runs the action plan workflow and resolves with its outcome; startPlan does not wait. */
  runPlan(request: PlanRunInput): Promise<Outcome>;
  /** Runs a website analysis and resolves with its outcome; startWebsite does not wait. */
  runWebsite(request: WebsiteRunInput): Promise<Outcome>;
  /** Runs a question deletion and resolves with its outcome; startQuestionDeletion does not wait. */
  runQuestionDeletion(request: QuestionDeletionRunInput): Promise<Outcome>;
  /** Runs an Instagram analysis and resolves with its outcome; startInstagram does not wait. */
  runInstagram(request: InstagramRunInput): Promise<Outcome>;
  /** Resolves when every execution started so far has ended. */
  idle(): Promise<void>;
}

const built = new Map<string, StateMachine>();

/** Each machine is built once per process: construction validates the definition (135-350 ms). */
function machine(name: WorkflowName, timeoutSeconds?: number, modelTimeoutSeconds?: number): StateMachine {
  const key = `${name}:${timeoutSeconds ?? ''}:${modelTimeoutSeconds ?? ''}`;
  let found = built.get(key);
  if (!found) {
    const definition = JSON.parse(
      substituteDefinition(name, localSubstitutions, {
        ...(modelTimeoutSeconds !== undefined ? { modelTimeoutSeconds } : {}),
      }),
    ) as Record<string, unknown>;
    if (timeoutSeconds !== undefined) definition.TimeoutSeconds = timeoutSeconds;
    found = new StateMachine(definition as never);
    built.set(key, found);
  }
  return found;
}

/** The local runner hands `{FunctionName, Payload}` to an overridden lambda:invoke and wants `{Payload}` back. */
const lambdaInvoke =
  <E>(task: string, handler: (event: E) => Promise<unknown>) =>
  async (input: unknown) => {
    const payload = (input as { Payload: E }).Payload;
    // The task's own log context (as defineStep gives it in Lambda), not the starting request's.
    return withLogContext(taskContext(task, payload), async () => ({
      Payload: (await handler(payload)) ?? null,
    }));
  };

/** aws-local-stepfunctions: the ASL of infra/workflows runs in this process, in the background. */
export function createLocalWorkflows(options: LocalWorkflowsOptions = {}): LocalWorkflows {
  const handlers: Handlers = {
    generate: options.handlers?.generate ?? runAnalysisStep,
    markError: options.handlers?.markError ?? markAnalysisError,
    dossier: options.handlers?.dossier ?? dossierStepHandler(),
    plan: options.handlers?.plan ?? runPlanStep,
    website: options.handlers?.website ?? runWebsiteStep,
    websitePage: options.handlers?.websitePage ?? readPageStep,
    questionDeletion: options.handlers?.questionDeletion ?? runQuestionDeletionStep,
    instagram: options.handlers?.instagram ?? runInstagramStep,
    executionEnded: options.handlers?.executionEnded ?? onExecutionEnded,
  };
  const taskResourceLocalHandlers: Record<string, (input: never) => Promise<never>> = {
    [markErrorState]: lambdaInvoke('mark-analysis-error', handlers.markError) as never,
  };
  for (const state of generateStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('generate-analysis', handlers.generate) as never;
  for (const state of dossierTaskStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('dossier', handlers.dossier) as never;
  for (const state of planTaskStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('plan', handlers.plan) as never;
  for (const state of websiteTaskStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('website', handlers.website) as never;
  taskResourceLocalHandlers[websitePageState] = lambdaInvoke('website-page', handlers.websitePage) as never;
  for (const state of questionDeletionStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('question-deletion', handlers.questionDeletion) as never;
  for (const state of instagramTaskStates)
    taskResourceLocalHandlers[state] = lambdaInvoke('instagram', handlers.instagram) as never;
  const runOptions: RunOptions = {
    overrides: {
      taskResourceLocalHandlers: taskResourceLocalHandlers as never,
      ...(options.retryIntervalOverrides ? { retryIntervalOverrides: options.retryIntervalOverrides } : {}),
      ...(options.waitTimeOverrides ? { waitTimeOverrides: options.waitTimeOverrides } : {}),
    },
  };
  const running = new Set<Promise<unknown>>();

  /**
   * Runs one execution; when it ends, hands its status and input to the execution-ended handler, as the
   * cloud's EventBridge rule does. aws-local-stepfunctions honours the definition's TimeoutSeconds
   * (definitionOf): past it the run stops with ExecutionTimeoutError, reported as TIMED_OUT.
   */
  const run = async (name: WorkflowName, request: Record<string, unknown>): Promise<Outcome> => {
    const input = withCorrelationId(request);
    let outcome: Outcome;
    try {
      await machine(name, options.timeoutSeconds, options.modelTimeoutSeconds).run(input as never, runOptions)
        .result;
      outcome = { status: 'succeeded' };
    } catch (error) {
      outcome = {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        ...(error instanceof ExecutionTimeoutError ? { timedOut: true } : {}),
      };
    }
    await withLogContext({ task: 'execution-ended', correlationId: input.correlationId }, () =>
      handlers.executionEnded({
        'detail-type': 'Step Functions Execution Status Change',
        detail: {
          status: executionStatus(outcome),
          input: JSON.stringify(input),
        },
      }),
    );
    return outcome;
  };

  const runAnalysis: LocalWorkflows['runAnalysis'] = async (request) => {
    const route = workflowFor(request.diagnosticId);
    if (!route) throw new NoAnalysisWorkflowError(request.diagnosticId);
    return run(route.workflow, { ...request, task: route.task });
  };
  const runDossier: LocalWorkflows['runDossier'] = (request) => run('dossier', { ...request });
  const runPlan: LocalWorkflows['runPlan'] = (request) => run('action-plan', { ...request });
  const runWebsite: LocalWorkflows['runWebsite'] = (request) => run('website', { ...request });
  const runQuestionDeletion: LocalWorkflows['runQuestionDeletion'] = (request) =>
    run('question-deletion', { ...request });
  const runInstagram: LocalWorkflows['runInstagram'] = (request) => run('instagram', { ...request });

  /** Runs in the background: the request that started it does not wait. */
  const inBackground = (what: string, request: object, execution: Promise<Outcome>) => {
    const tracked: Promise<void> = execution
      .then((outcome) => {
        if (outcome.status === 'failed')
          log('warn', `local ${what} workflow failed`, { ...request, error: outcome.error });
      })
      .catch((error: unknown) =>
        log('error', `local ${what} workflow crashed`, { ...request, error: String(error) }),
      )
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };

  return {
    adapter: 'local',
    health: () => ({ status: 'ok', detail: 'aws-local-stepfunctions, in this process' }),
    runAnalysis,
    runDossier,
    runPlan,
    runWebsite,
    runQuestionDeletion,
    runInstagram,
    async startAnalysis(request) {
      if (!workflowFor(request.diagnosticId)) throw new NoAnalysisWorkflowError(request.diagnosticId);
      inBackground('analysis', request, runAnalysis(request));
    },
    async startDossier(request) {
      inBackground('dossier', request, runDossier(request));
    },
    async startPlan(request) {
      inBackground('action plan', request, runPlan(request));
    },
    async startWebsite(request) {
      inBackground('website', request, runWebsite(request));
    },
    async startInstagram(request) {
      inBackground('instagram', request, runInstagram(request));
    },
    async startQuestionDeletion(request) {
      inBackground('question deletion', request, runQuestionDeletion(request));
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
