/**
 * How long a workflow may run: every state machine's `TimeoutSeconds` (set at synth and in the local
 * runner from this one value, functions/platform/workflows/definitions.ts), and the age past which a
 * record still "processing" or a lock still held belongs to a run that is over. The margin covers a
 * last step still writing when the execution times out and the execution-ended event's delivery.
 */
export const WORKFLOW_TIMEOUT_SECONDS = 30 * 60;
export const STALE_RUN_MARGIN_MS = 5 * 60 * 1000;
/** A run older than this has ended, whatever its records say (35 minutes). */
export const STALE_RUN_MS = WORKFLOW_TIMEOUT_SECONDS * 1000 + STALE_RUN_MARGIN_MS;

/** The ISO time before which a run's start or last write means the run is over. */
export const staleRunBefore = (at = Date.now()): string => new Date(at - STALE_RUN_MS).toISOString();
