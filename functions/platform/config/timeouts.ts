/**
 * The time limits every layer derives from one number per AI task, its budget in the catalogue
 * (functions/ai/tasks/catalogue.ts, `timeoutSeconds`): the model call's deadline is the budget, the step's
 * function runs the budget plus its own work, and the Task state waits longer than the function can
 * run, so Step Functions never retries a step whose first call is still being paid (decision 0065).
 */

/** A route's Lambda, unless it calls the model (the cloud's default, infra/constructs/api-function.ts). */
export const ROUTE_TIMEOUT_SECONDS = 10;

/**
 * A route that calls the model in the request: API Gateway's HTTP API answers 503 at 30 s whatever
 * the Lambda does, so its Lambda gets the most under that.
 */
export const MODEL_ROUTE_TIMEOUT_SECONDS = 29;

/** What a model route does besides its model call (auth, reads, the write of the reply). */
export const MODEL_ROUTE_OVERHEAD_SECONDS = 4;

/** A request-time task's budget: the model route's time less its other work. */
export const REQUEST_TASK_SECONDS = MODEL_ROUTE_TIMEOUT_SECONDS - MODEL_ROUTE_OVERHEAD_SECONDS;

/** What a workflow step does around its model call: the cold start, the reads, the write of the result. */
export const STEP_OVERHEAD_SECONDS = 30;

/** How much longer a Task state waits than its function may run. */
export const STATE_MARGIN_SECONDS = 10;

/** Lambda's own ceiling: no step's function may ask for more. */
export const LAMBDA_MAX_TIMEOUT_SECONDS = 900;

/**
 * A slow local model's limit (`MODEL_TIMEOUT_SECONDS`, read by `npm start` only): every task's budget
 * is at least this, and the local gateway and workflow runner wait accordingly. Never set in the cloud.
 */
export const taskBudgetWith = (ownSeconds: number, modelTimeoutSeconds?: number): number =>
  Math.max(ownSeconds, modelTimeoutSeconds ?? 0);
