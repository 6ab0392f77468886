import { AsyncLocalStorage } from 'node:async_hooks';
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * The one logging module (issue #19): structured JSON lines through Powertools Logger, one per event.
 *
 * Every line carries the context of the invocation it belongs to (`LogContext`, kept in an
 * AsyncLocalStorage so the local gateway, which runs many requests in one process, never mixes them):
 * API requests get it from `defineArea`/`defineHandler`, workflow steps from `defineStep`.
 * Never pass request bodies, e-mails or passwords: ids only. `LOG_LEVEL=silent` silences everything
 * (read at each call: the tests switch it).
 *
 * Output: one compact JSON line (CloudWatch); `LOG_FORMAT=pretty` prints the same fields as one readable
 * line (`npm start` sets it when stdout is a terminal).
 */

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface LogContext {
  /** The API's request id (API Gateway's `requestContext.requestId`). */
  requestId?: string;
  /** The Lambda invocation's id. */
  awsRequestId?: string;
  /** Ties a request to the workflow executions it starts: the API request id, carried in their input. */
  correlationId?: string;
  /** The route key (`GET /api/me`) of an API request. */
  route?: string;
  /** The area function serving it. */
  area?: string;
  /** A workflow step's name (`plan`, `dossier`...). */
  task?: string;
  /** The acting user's id (`sub` of the verified token, or the impersonated user's): never an e-mail. */
  userId?: string;
  /** The impersonating admin's id, when an admin acts as a user (same field as the `impersonated request` line). */
  adminId?: string;
  /** First invocation of this function instance. */
  coldStart?: boolean;
}

const contexts = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `context` attached to every log line (and metric) it causes. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return contexts.run({ ...context }, fn);
}

/** The current invocation's context (a live object: `addLogContext` completes it). */
export function currentLogContext(): LogContext | undefined {
  return contexts.getStore();
}

/** Adds fields to the current invocation's context (e.g. the user id once the token is read). */
export function addLogContext(fields: LogContext): void {
  const store = contexts.getStore();
  if (store) Object.assign(store, fields);
}

/** Field names that must never reach a log line, whoever passes them (dropped at any depth). */
const forbiddenKeys =
  /^(e-?mail|password|newpassword|oldpassword|currentpassword|body|rawbody|token|authorization|secret|cookie)$/i;

function scrub(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!forbiddenKeys.test(key)) out[key] = scrub(item, depth + 1);
  }
  return out;
}

/** The line's shape: `level` (lower case, as before), `message`, `time`, `service`, the context, then the fields. */
class RumoFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel.toLowerCase(),
        message: attributes.message,
        time: attributes.timestamp.toISOString(),
        service: attributes.serviceName,
        xrayTraceId: attributes.xRayTraceId,
      },
    }).addAttributes(additional);
  }
}

const contextOrder: (keyof LogContext)[] = ['area', 'route', 'task', 'userId', 'adminId', 'correlationId'];

/** One readable line: `12:00:01.123 INFO  message  area=account route=GET /api/me userId=… key=value`. */
export function prettyLine(attributes: Record<string, unknown>): string {
  const { level, message, time, service: _service, xrayTraceId: _trace, ...rest } = attributes;
  const clock = typeof time === 'string' ? time.slice(11, 23) : '';
  const ordered = [
    ...contextOrder.filter((key) => key in rest),
    ...Object.keys(rest).filter((key) => !contextOrder.includes(key as keyof LogContext)),
  ];
  const pairs = ordered
    .filter((key) => rest[key] !== undefined && !['awsRequestId', 'coldStart'].includes(key))
    .map((key) => {
      const value = rest[key];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}=${text.includes(' ') && key !== 'route' ? JSON.stringify(text) : text}`;
    });
  if (rest.coldStart === true) pairs.push('coldStart');
  return [clock, String(level).toUpperCase().padEnd(5), String(message), ...pairs].join('  ');
}

const pretty = () => process.env.LOG_FORMAT === 'pretty';

/** Powertools Logger printing through the global console (so a test's spy sees it), pretty when asked. */
class RumoLogger extends Logger {
  protected override printLog(logLevel: number, item: LogItem): void {
    const attributes = item.getAttributes() as Record<string, unknown>;
    const line = pretty() ? prettyLine(attributes) : JSON.stringify(attributes);
    if (logLevel >= 20 /* ERROR */) console.error(line);
    else console.log(line);
  }
}

const logger = new RumoLogger({
  serviceName: 'rumo',
  logLevel: 'DEBUG',
  logFormatter: new RumoFormatter(),
});

const thresholds: Record<string, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };
const rank: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** One structured line with the invocation's context. Never pass request bodies or personal data. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = thresholds[(process.env.LOG_LEVEL ?? 'info').toLowerCase()] ?? 1;
  if (rank[level] < threshold) return;
  const context = contexts.getStore() ?? {};
  logger[level](message, scrub({ ...context, ...fields }) as LogAttributes);
}

/** One cold start per function instance: the first invocation of a `coldStartTracker()` is cold. */
export function coldStartTracker(): () => boolean {
  let cold = true;
  return () => {
    const was = cold;
    cold = false;
    return was;
  };
}

interface TaskLambdaContext {
  awsRequestId?: string;
}

/**
 * A workflow step's Lambda entry: its log lines carry the task name, the execution's correlation id, the
 * user id when the payload names one, the invocation id and cold start. Every Task state passes the
 * execution input as `executionInput` (`"executionInput.$": "$$.Execution.Input"`), whose `correlationId`
 * the starting request set; the whole input rather than `$$.Execution.Input.correlationId`, because that
 * path fails the state (States.Runtime) on an input without it (an execution started or redriven from
 * before this change, or started by hand).
 */
export function defineStep<E, R>(
  task: string,
  run: (event: E) => Promise<R>,
): (event: E, context?: TaskLambdaContext) => Promise<R> {
  const isCold = coldStartTracker();
  return (event, context) => withLogContext(taskContext(task, event, context, isCold()), () => run(event));
}

/** The log context of a task invocation (also used by the local workflow runner). */
export function taskContext(
  task: string,
  event: unknown,
  context?: TaskLambdaContext,
  coldStart?: boolean,
): LogContext {
  const payload = (event ?? {}) as {
    correlationId?: unknown;
    executionInput?: { correlationId?: unknown };
    userId?: unknown;
  };
  const correlationId = payload.correlationId ?? payload.executionInput?.correlationId;
  return {
    task,
    correlationId: typeof correlationId === 'string' ? correlationId : undefined,
    userId: typeof payload.userId === 'string' ? payload.userId : undefined,
    awsRequestId: context?.awsRequestId,
    coldStart,
  };
}
