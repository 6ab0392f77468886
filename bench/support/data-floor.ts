import type { DataCall } from '../../functions/data/observe-calls';
import { dynamodb } from '../../functions/data/client';
import type { LoadRequest } from './load-worker';
import { roundTripWaves } from './probe';

/** One DynamoDB request as the SDK signed and sent it, to replay under load. */
export function replayable(request: {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}): LoadRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !['host', 'content-length'].includes(name.toLowerCase()),
    ),
  );
  const body =
    typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body as Uint8Array);
  return { method: request.method, path: request.path, headers, body };
}

/**
 * The DynamoDB requests this process's data layer sends while `run` goes, grouped in sequential round
 * trips (requests sent together share one). Nothing else may use the table meanwhile.
 */
export async function captureDataRequests(run: () => Promise<unknown>): Promise<LoadRequest[][]> {
  const sent: Array<DataCall & { request: LoadRequest }> = [];
  const name = 'benchCaptureRequests';
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      const startedAt = performance.now();
      try {
        return await next(args);
      } finally {
        sent.push({
          command: context.commandName ?? 'unknown',
          readUnits: 0,
          writeUnits: 0,
          startedAt,
          endedAt: performance.now(),
          request: replayable(args.request as Parameters<typeof replayable>[0]),
        });
      }
    },
    { step: 'deserialize', name, override: true },
  );
  try {
    await run();
  } finally {
    dynamodb.middlewareStack.remove(name);
  }
  return roundTripWaves(sent).map((wave) => wave.map((call) => (call as (typeof sent)[number]).request));
}
