import { StateMachine, type RunOptions } from 'aws-local-stepfunctions';
import { log } from '../http/log';
import {
  markAnalysisError,
  runAnalysisTask,
  type AnalysisTaskEvent,
  type MarkErrorEvent,
} from '../tasks/analysis-tasks';
import {
  generateStates,
  markErrorState,
  substituteDefinition,
  workflowFor,
  type WorkflowName,
  type WorkflowSubstitutions,
} from './definitions';
import { NoAnalysisWorkflowError, type StartAnalysisRequest, type WorkflowsPort } from './port';

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
};

type Handlers = {
  generate: (event: AnalysisTaskEvent) => Promise<unknown>;
  markError: (event: MarkErrorEvent) => Promise<unknown>;
};

export interface LocalWorkflowsOptions {
  /** Task handlers (default: the same functions the Lambdas run). */
  handlers?: Partial<Handlers>;
  /** Milliseconds per retrier (by state name), e.g. { Generate: 0 } in tests. */
  retryIntervalOverrides?: Record<string, number | number[]>;
  /** Milliseconds per Wait state, e.g. { Pause: 10 } in tests. */
  waitTimeOverrides?: Record<string, number>;
}

export interface LocalWorkflows extends WorkflowsPort {
  /** Runs the workflow and resolves with its outcome (tests); startAnalysis does not wait. */
  runAnalysis(request: StartAnalysisRequest): Promise<{ status: 'succeeded' | 'failed'; error?: string }>;
  /** Resolves when every execution started so far has ended. */
  idle(): Promise<void>;
}

const built = new Map<WorkflowName, StateMachine>();

/** Each machine is built once per process: construction validates the definition (135-350 ms). */
function machine(name: WorkflowName): StateMachine {
  let found = built.get(name);
  if (!found) {
    found = new StateMachine(JSON.parse(substituteDefinition(name, localSubstitutions)) as never);
    built.set(name, found);
  }
  return found;
}

/** The local runner hands `{FunctionName, Payload}` to an overridden lambda:invoke and wants `{Payload}` back. */
const lambdaInvoke =
  <E>(handler: (event: E) => Promise<unknown>) =>
  async (input: unknown) => ({ Payload: (await handler((input as { Payload: E }).Payload)) ?? null });

/** aws-local-stepfunctions: the ASL of infra/workflows runs in this process, in the background. */
export function createLocalWorkflows(options: LocalWorkflowsOptions = {}): LocalWorkflows {
  const handlers: Handlers = {
    generate: options.handlers?.generate ?? runAnalysisTask,
    markError: options.handlers?.markError ?? markAnalysisError,
  };
  const taskResourceLocalHandlers: Record<string, (input: never) => Promise<never>> = {
    [markErrorState]: lambdaInvoke(handlers.markError) as never,
  };
  for (const state of generateStates)
    taskResourceLocalHandlers[state] = lambdaInvoke(handlers.generate) as never;
  const runOptions: RunOptions = {
    overrides: {
      taskResourceLocalHandlers: taskResourceLocalHandlers as never,
      ...(options.retryIntervalOverrides ? { retryIntervalOverrides: options.retryIntervalOverrides } : {}),
      ...(options.waitTimeOverrides ? { waitTimeOverrides: options.waitTimeOverrides } : {}),
    },
  };
  const running = new Set<Promise<unknown>>();

  const runAnalysis: LocalWorkflows['runAnalysis'] = async (request) => {
    const route = workflowFor(request.diagnosticId);
    if (!route) throw new NoAnalysisWorkflowError(request.diagnosticId);
    const execution = machine(route.workflow).run({ ...request, task: route.task }, runOptions);
    try {
      await execution.result;
      return { status: 'succeeded' };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  };

  return {
    adapter: 'local',
    health: () => ({ status: 'ok', detail: 'aws-local-stepfunctions, in this process' }),
    runAnalysis,
    async startAnalysis(request) {
      if (!workflowFor(request.diagnosticId)) throw new NoAnalysisWorkflowError(request.diagnosticId);
      const run = runAnalysis(request)
        .then((outcome) => {
          if (outcome.status === 'failed')
            log('warn', 'local workflow failed', { ...request, error: outcome.error });
        })
        .catch((error: unknown) =>
          log('error', 'local workflow crashed', { ...request, error: String(error) }),
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
