import { AsyncLocalStorage } from 'node:async_hooks';
import { modelPort } from '../../functions/ai/model-port';
import type { AiTaskInput, AiTaskName } from '../../functions/ai/tasks';
import { observeDataCalls, type DataCall } from '../../functions/platform/data/observe-calls';
import { observeRequests } from '../../functions/local/gateway';
import {
  markAnalysisError,
  runAnalysisStep,
  type AnalysisStepEvent,
  type MarkErrorEvent,
} from '../../functions/analyses/steps/analysis-steps';
import { dossierStepHandler, type DossierStepEvent } from '../../functions/dossier/steps/dossier-steps';
import { onExecutionEnded } from '../../functions/triggers/execution-ended';
import { runPlanStep, type PlanStepEvent } from '../../functions/action-plan/steps/action-plan-steps';
import {
  runQuestionDeletionStep,
  type QuestionDeletionStepEvent,
} from '../../functions/admin/steps/question-deletion-steps';
import { runWebsiteStep, type WebsiteStepEvent } from '../../functions/marketing/steps/website-steps';
import { readPageStep, type ReadPageEvent } from '../../functions/marketing/steps/website-page';
import { workflowFor, type WorkflowName } from '../../functions/platform/workflows/definitions';
import { NoAnalysisWorkflowError, setWorkflows } from '../../functions/platform/workflows/index';
import { createLocalWorkflows } from '../../functions/local/local-workflows';

/**
 * What the bench sees inside the local stack's process while the scripted user runs: every handler
 * invocation (an API route through the gateway, or a workflow step) with the DynamoDB requests it made
 * and its duration, every workflow execution, and what the model was asked and answered.
 * Must be imported after startLocalStack (the data layer reads its configuration at import).
 */

/** One Lambda invocation, as it would be in the cloud: an API route or a workflow step. */
export interface Invocation {
  /** `GET /api/me`, or `task:business-analysis`. */
  scope: string;
  kind: 'route' | 'task';
  calls: DataCall[];
  durationMs: number;
  /** Bytes of the response body (routes), for the transfer part of the cost figure. */
  responseBytes: number;
  /** Who was acting when it started (Probe.phase): the cost figure counts the user's only. */
  phase: string;
  /** When it started (performance.now()). */
  startedAt: number;
}

export interface WorkflowRun {
  workflow: WorkflowName;
  /** The analysed diagnostic; 'dossier' for the dossier workflow. */
  diagnosticId: string;
  /** Dossier runs: the sections requested. */
  sections?: number;
  wallMs: number;
  status: 'succeeded' | 'failed';
  error?: string;
  /** Task states executed, retries included (each one a Lambda invocation). */
  taskInvocations: string[];
  phase: string;
}

export interface ModelCall {
  task: AiTaskName;
  /**
   * The task's input as the step or route gave it (a copy): the cost figure sends it again through the
   * Bedrock adapter to a Converse stand-in, to measure the request a deployed function would send.
   */
  input: unknown;
  /** The local analyst's output, in characters (not what a model would write: see the cost figure). */
  localOutputChars: number;
  phase: string;
  /**
   * The workflow execution the call ran in (`run:<n>`), or the route invocation that made it
   * (`request:<n>`): calls of one execution follow each other within minutes, so they may share a
   * prompt cache.
   */
  burst: string;
  /**
   * When the step or route that made the call started, and when the call ended (performance.now()):
   * a call reads only the prompt cache written by calls that ended before its step started (steps
   * that run together, as a Map's, each write their own).
   */
  startedAt: number;
  endedAt: number;
}

interface Context {
  invocation?: Invocation;
  /** The workflow execution the context belongs to (its model calls' `burst`). */
  run?: string;
  /** The bench setting a scene itself (`probe.setup`): its data calls are nobody's. */
  setup?: true;
  /** A workflow's phase: its tasks belong to whoever started it. */
  phase?: string;
}

const storage = new AsyncLocalStorage<Context>();

export interface Probe {
  /**
   * Who is acting now, recorded on every invocation, workflow run and model call that starts meanwhile:
   * 'user' (the scripted user's month, which the cost figure prices), 'admin', 'impersonating'…
   */
  phase: string;
  invocations: Invocation[];
  workflowRuns: WorkflowRun[];
  modelCalls: ModelCall[];
  /** Data calls made outside any invocation (should stay empty). */
  unattributed: DataCall[];
  /** Resolves when every workflow started so far has ended. */
  workflowsIdle(): Promise<void>;
  /** Runs the bench's own writes that set a scene no route can (seed data): not counted anywhere. */
  setup<T>(run: () => Promise<T>): Promise<T>;
  /** Stops recording: the gateway and data client are back to their plain selves. */
  stop(): void;
}

/** Installs the data-call counter, the gateway's request observer, timed workflows and a model tap. */
export function startProbe(): Probe {
  const invocations: Invocation[] = [];
  const workflowRuns: WorkflowRun[] = [];
  const modelCalls: ModelCall[] = [];
  const unattributed: DataCall[] = [];
  const pending = new Set<Promise<void>>();
  let recording = true;
  let executions = 0;
  let requests = 0;
  const state = { phase: 'user' };

  const invoke = async <T>(scope: string, kind: Invocation['kind'], run: () => Promise<T>): Promise<T> => {
    if (!recording) return run();
    const invocation: Invocation = {
      scope,
      kind,
      calls: [],
      durationMs: 0,
      responseBytes: 0,
      phase: storage.getStore()?.phase ?? state.phase,
      startedAt: performance.now(),
    };
    const started = invocation.startedAt;
    try {
      const execution = storage.getStore()?.run;
      const result = await storage.run({ invocation, ...(execution ? { run: execution } : {}) }, run);
      const body = (result as { body?: unknown } | null)?.body;
      if (typeof body === 'string') invocation.responseBytes = Buffer.byteLength(body);
      return result;
    } finally {
      invocation.durationMs = performance.now() - started;
      invocations.push(invocation);
    }
  };

  const stopData = observeDataCalls((call) => {
    const context = storage.getStore();
    if (context?.invocation) context.invocation.calls.push(call);
    else if (!context?.setup) unattributed.push(call);
  });
  observeRequests((routeKey, run) => invoke(routeKey, 'route', run));

  // The workflows port the handlers use: the same local runner (aws-local-stepfunctions over the ASL
  // files), with each task invocation timed, run outside the request that started it.
  const taskLog = new AsyncLocalStorage<string[]>();
  const task =
    <E>(name: (event: E) => string, handler: (event: E) => Promise<unknown>) =>
    (event: E) => {
      taskLog.getStore()?.push(name(event));
      return invoke(`task:${name(event)}`, 'task', () => handler(event));
    };
  const local = createLocalWorkflows({
    handlers: {
      generate: task((event: AnalysisStepEvent) => event.task, runAnalysisStep),
      markError: task((_: MarkErrorEvent) => 'mark-analysis-error', markAnalysisError),
      dossier: task((event: DossierStepEvent) => `dossier-${event.action}`, dossierStepHandler()),
      plan: task((event: PlanStepEvent) => `plan-${event.action}`, runPlanStep),
      website: task((event: WebsiteStepEvent) => `website-${event.action}`, runWebsiteStep),
      websitePage: task((_: ReadPageEvent) => 'website-page', readPageStep),
      questionDeletion: task(
        (event: QuestionDeletionStepEvent) => `question-${event.action}`,
        runQuestionDeletionStep,
      ),
      executionEnded: task(() => 'execution-ended', onExecutionEnded),
    },
  });
  /** Runs an execution outside the request that started it, timed, its task invocations recorded. */
  const timed = (
    facts: Pick<WorkflowRun, 'workflow' | 'diagnosticId' | 'sections'>,
    execute: () => Promise<{ status: 'succeeded' | 'failed'; error?: string }>,
  ) => {
    const tasks: string[] = [];
    const started = performance.now();
    const phase = state.phase;
    executions += 1;
    // A fresh context: the execution outlives the request that started it and is not part of it.
    const done = storage
      .run({ phase, run: `run:${executions}` }, () => taskLog.run(tasks, execute))
      .then((outcome) => {
        workflowRuns.push({
          ...facts,
          wallMs: performance.now() - started,
          status: outcome.status,
          ...(outcome.error ? { error: outcome.error } : {}),
          taskInvocations: tasks,
          phase,
        });
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  setWorkflows({
    adapter: 'local',
    health: local.health,
    async startAnalysis(request) {
      const route = workflowFor(request.diagnosticId);
      if (!route) throw new NoAnalysisWorkflowError(request.diagnosticId);
      timed({ workflow: route.workflow, diagnosticId: request.diagnosticId }, () =>
        local.runAnalysis(request),
      );
    },
    async startDossier(request) {
      timed({ workflow: 'dossier', diagnosticId: 'dossier', sections: request.sections.length }, () =>
        local.runDossier(request),
      );
    },
    async startPlan(request) {
      timed({ workflow: 'action-plan', diagnosticId: 'action-plan' }, () => local.runPlan(request));
    },
    async startWebsite(request) {
      timed({ workflow: 'website', diagnosticId: 'website' }, () => local.runWebsite(request));
    },
    async startInstagram(request) {
      timed({ workflow: 'instagram', diagnosticId: 'instagram' }, () => local.runInstagram(request));
    },
    async startQuestionDeletion(request) {
      timed({ workflow: 'question-deletion', diagnosticId: request.diagnosticId }, () =>
        local.runQuestionDeletion(request),
      );
    },
  });

  // The model tap: each call's task and input (sent again through the Bedrock adapter by the cost
  // figure, after the run, so the journey's timings are not disturbed) and the local output's size.
  const port = modelPort();
  const generate = port.generate.bind(port);
  (port as { generate: typeof generate }).generate = async <T extends AiTaskName>(
    taskName: T,
    input: AiTaskInput<T>,
  ) => {
    const context = storage.getStore();
    // Recorded when asked (the order the calls were made in) and copied: nothing the step does
    // afterwards can change what was asked.
    const call: ModelCall = {
      task: taskName,
      input: structuredClone(input),
      localOutputChars: 0,
      phase: context?.invocation?.phase ?? state.phase,
      burst: context?.run ?? `request:${(requests += 1)}`,
      startedAt: context?.invocation?.startedAt ?? performance.now(),
      endedAt: Number.POSITIVE_INFINITY,
    };
    modelCalls.push(call);
    const output = await generate(taskName, input);
    call.localOutputChars = JSON.stringify(output).length;
    // A model's reply takes seconds, the local analyst's a moment: the end of the step stands for it.
    call.endedAt = performance.now();
    return output;
  };

  return {
    get phase() {
      return state.phase;
    },
    set phase(value: string) {
      state.phase = value;
    },
    invocations,
    workflowRuns,
    modelCalls,
    unattributed,
    async workflowsIdle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    setup: (run) => storage.run({ setup: true }, run),
    stop() {
      recording = false;
      stopData();
      observeRequests(undefined);
      (port as { generate: typeof generate }).generate = generate;
    },
  };
}

/**
 * The sequential round trips of one invocation, each with the requests sent in it: requests sent
 * together (Promise.all) overlap in time and share a round trip of latency; a request sent after
 * another's answer starts a new one.
 */
export function roundTripWaves(calls: readonly DataCall[]): DataCall[][] {
  const waves: DataCall[][] = [];
  let busyUntil = -Infinity;
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    if (call.startedAt >= busyUntil || waves.length === 0) waves.push([]);
    waves[waves.length - 1]!.push(call);
    busyUntil = Math.max(busyUntil, call.endedAt);
  }
  return waves;
}

export const roundTrips = (calls: readonly DataCall[]): number => roundTripWaves(calls).length;

/** `Query ∥ Query → UpdateItem`: the round trips of one invocation, for the report. */
export function describeWaves(calls: readonly DataCall[]): string {
  return roundTripWaves(calls)
    .map((wave) =>
      wave
        .map((call) => call.command.replace(/Command$/, '') + (call.index ? `(${call.index})` : ''))
        .join(' ∥ '),
    )
    .join(' → ');
}
