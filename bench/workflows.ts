import { DOSSIER_SECTION_PAUSE_MS } from '../functions/contracts/analysis-data/dossier/sections';
import { workflowDefinitions, type WorkflowName } from '../functions/platform/workflows/definitions';
import type { Invocation, WorkflowRun } from './support/probe';
import { round, sum } from './support/stats';

/**
 * Figure 6: wall time of each analysis workflow the scripted user started (aws-local-stepfunctions over
 * infra/workflows/*.asl.json, the local analyst as the model), next to its floor: the sum of its Wait
 * states, the time no implementation can go below. Also the state transitions Step Functions Standard
 * would bill for each execution.
 */

interface AslState {
  Type: string;
  Next?: string;
  End?: boolean;
  Seconds?: number;
}

const statesOf = (name: WorkflowName) =>
  workflowDefinitions[name] as unknown as { StartAt: string; States: Record<string, AslState> };

/**
 * The sum of the Wait states' Seconds of a workflow (none of ours waits on a path or timestamp); for
 * the dossier, the pause its tasks take after each section (a Wait counts whole seconds only).
 */
export function waitFloorMs(name: WorkflowName, sections = 0): number {
  if (name === 'dossier') return sections * DOSSIER_SECTION_PAUSE_MS;
  return sum(
    Object.values(statesOf(name).States)
      .filter((state) => state.Type === 'Wait')
      .map((state) => (state.Seconds ?? 0) * 1000),
  );
}

/** The states of the success path, from StartAt along Next to the end. */
export function successPath(name: WorkflowName): AslState[] {
  const { StartAt, States } = statesOf(name);
  const path: AslState[] = [];
  for (let current: string | undefined = StartAt; current && path.length < 100;) {
    const state: AslState = States[current]!;
    path.push(state);
    current = state.End || state.Type === 'Succeed' || state.Type === 'Fail' ? undefined : state.Next;
  }
  return path;
}

/**
 * State transitions of one execution as Step Functions Standard bills them: every state entered,
 * each retry of a Task counting again. Succeeded runs follow the success path.
 */
export function transitionsOf(run: WorkflowRun): number {
  // The watcher runs on the execution's end event, outside the state machine.
  const invoked = run.taskInvocations.filter((task) => task !== 'execution-ended');
  // The dossier's Map: Sections, Release, Done, and per section its Choice and Succeed besides the tasks.
  if (run.workflow === 'dossier') {
    const sections = invoked.filter((task) => task === 'dossier-start').length;
    return 3 + 2 * sections + invoked.length - 1;
  }
  const path = successPath(run.workflow);
  const tasksOnPath = path.filter((state) => state.Type === 'Task').length;
  return path.length + Math.max(0, invoked.length - tasksOnPath);
}

export interface WorkflowRow {
  workflow: WorkflowName;
  diagnosticId: string;
  status: string;
  wallMs: number;
  floorMs: number;
  overheadMs: number;
  transitions: number;
  tasks: Array<{ task: string; ms: number }>;
  /** Who started it (the scripted user, or the admin: a question deletion). */
  phase?: string;
}

export interface WorkflowsFigure {
  runs: WorkflowRow[];
  note: string;
}

export function workflowsFigure(runs: WorkflowRun[], invocations: Invocation[]): WorkflowsFigure {
  // Task invocations in the order they ran, matched to runs by their task names.
  const taskQueue = invocations.filter((invocation) => invocation.kind === 'task');
  return {
    runs: runs.map((run) => {
      const tasks = run.taskInvocations.map((task) => {
        const index = taskQueue.findIndex((invocation) => invocation.scope === `task:${task}`);
        const [invocation] = index >= 0 ? taskQueue.splice(index, 1) : [];
        return { task, ms: round(invocation?.durationMs ?? Number.NaN, 0) };
      });
      const floorMs = waitFloorMs(run.workflow, run.sections);
      return {
        workflow: run.workflow,
        diagnosticId: run.diagnosticId,
        status: run.status,
        wallMs: round(run.wallMs, 0),
        floorMs,
        overheadMs: round(run.wallMs - floorMs, 0),
        transitions: transitionsOf(run),
        tasks,
        phase: run.phase,
      };
    }),
    note: 'Analyses: started by POST …/complete while the scripted user kept answering the next diagnostic (as a person would), so the machine was busy; the floor is the Wait states only (Retry intervals apply only on failures). Dossier: started by POST /api/dossier/generate on an idle journey; its floor is the 500 ms pause after each of the six sections. Question deletion: started by the admin (DELETE …/questions/{id}) on a question a user had answered.',
  };
}
