import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { AiTaskInput, AiTaskName, AiTaskOutput } from '../../../functions/ai/tasks';
import type { ModelPort } from '../../../functions/ai/port';

/** A route's handler module, called as Lambda calls it. */
export type RouteHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<{ statusCode?: number; body?: string } | string | undefined>;

/**
 * Calls a route's handler in this process, with the claims API Gateway puts on a verified token of
 * `userId`: the whole chain runs (auth, the paywall's subscription check, validation, the service, the
 * error mapper) against this run's emulators, with the ports this process installed (useModelPort,
 * setWorkflows). Answers the status and the parsed body.
 */
export async function invokeRoute(
  handler: RouteHandler,
  request: { userId: string; pathParameters?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: any }> {
  const event = {
    version: '2.0',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    ...(request.pathParameters ? { pathParameters: request.pathParameters } : {}),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    requestContext: {
      requestId: randomUUID(),
      authorizer: { jwt: { claims: { sub: request.userId, token_use: 'access' }, scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, {} as Context);
  if (typeof result !== 'object' || result === undefined) throw new Error('the handler answered no result');
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}

/**
 * A model port that counts its calls per task and answers with an inner port (the local analyst),
 * after a pause (so a burst's calls overlap) or with the failure `fail` returns for that call.
 */
export interface CountingModel {
  port: ModelPort;
  /** Every call, in order: the task's name. */
  calls: AiTaskName[];
  callsOf(task: AiTaskName): number;
  /** The failure of the n-th call (1-based) of a task, or null to answer. */
  fail: (task: AiTaskName, n: number) => Error | null;
  pauseMs: number;
  reset(): void;
}

export function countingModel(inner: ModelPort): CountingModel {
  const model: CountingModel = {
    calls: [],
    callsOf: (task) => model.calls.filter((name) => name === task).length,
    fail: () => null,
    pauseMs: 25,
    reset() {
      model.calls = [];
      model.fail = () => null;
      model.pauseMs = 25;
    },
    port: {
      name: 'local',
      async generate<T extends AiTaskName>(task: T, input: AiTaskInput<T>): Promise<AiTaskOutput<T>> {
        model.calls.push(task);
        const failure = model.fail(task, model.callsOf(task));
        await new Promise((resolve) => setTimeout(resolve, model.pauseMs));
        if (failure) throw failure;
        return inner.generate(task, input);
      },
    },
  };
  return model;
}
