/**
 * How long each workflow may run: its state machine's `TimeoutSeconds` (set at synth and in the local
 * runner from this table, functions/platform/workflows/definitions.ts), and so the age past which a
 * record it left "processing" or a lock it still holds belongs to a run that is over. Each is its
 * steps' time with their retries for a run a user waits on; a longer one ends TIMED_OUT, and the
 * execution-ended handler closes its records (their units given back).
 */
export const workflowTimeoutSeconds = {
  /** One model step (a Lambda of 4 minutes at most) and its throttling retries. */
  analysis: 8 * 60,
  /** Two model steps and the pause between them. */
  management: 12 * 60,
  /** Six sections one after the other. */
  dossier: 20 * 60,
  /** The areas five at a time, then the plan's write. */
  'action-plan': 15 * 60,
  /** The page, performance and the model's reading of them. */
  website: 8 * 60,
  /** Three profiles read and one model step. */
  instagram: 5 * 60,
  /** Batches of answers deleted (an admin's, not a user's, wait). */
  'question-deletion': 30 * 60,
} as const;
export type WorkflowName = keyof typeof workflowTimeoutSeconds;

let slowModelScale = 1;

/**
 * `npm start` with a slow local model (MODEL_TIMEOUT_SECONDS): every workflow may run `scale` times its
 * time, its executions' TimeoutSeconds and the age past which its runs are stale alike. Never in the cloud.
 */
export function lengthenWorkflows(scale: number): void {
  slowModelScale = Math.max(1, scale);
}

/** How long `workflow` may run in this process: its row of the table, lengthened for a slow local model. */
export const workflowTimeoutOf = (workflow: WorkflowName): number =>
  Math.ceil(workflowTimeoutSeconds[workflow] * slowModelScale);

/** Covers a last step still writing when the execution times out, and the execution-ended event's delivery. */
export const STALE_RUN_MARGIN_MS = 2 * 60 * 1000;

/**
 * The sweeper's schedule (functions/triggers/sweep-stale-runs.ts), in the cloud and in `npm start`: a
 * record left open is closed at most this long after it went stale.
 */
export const SWEEP_EVERY_MINUTES = 5;

/** A run of `workflow` older than this has ended, whatever its records say. */
export const staleRunMs = (workflow: WorkflowName): number =>
  workflowTimeoutOf(workflow) * 1000 + STALE_RUN_MARGIN_MS;

/** The ISO time before which a run's start or last write means the run of `workflow` is over. */
export const staleRunBefore = (workflow: WorkflowName, at = Date.now()): string =>
  new Date(at - staleRunMs(workflow)).toISOString();
