import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as commands from '@aws-sdk/client-dynamodb';
import type { DataCall } from '../../functions/platform/data/observe-calls';
import { dynamodb } from '../../functions/platform/data/client';
import type { LoadRequest } from './load-worker';
import { roundTripWaves } from './probe';
import { quantile, round } from './stats';

/** One request the data layer sent: as signed HTTP (to replay raw) and as the SDK command it came from. */
export interface CapturedRequest {
  request: LoadRequest;
  command: string;
  input: unknown;
}

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
export async function captureDataRequests(run: () => Promise<unknown>): Promise<CapturedRequest[][]> {
  const sent: Array<DataCall & CapturedRequest> = [];
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
          input: args.input,
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
  return roundTripWaves(sent).map((wave) =>
    wave.map((call) => {
      const { request, command, input } = call as (typeof sent)[number];
      return { request, command, input };
    }),
  );
}

type CommandClass = new (input: unknown) => Parameters<typeof dynamodb.send>[0];

/**
 * The same requests sent again through the data layer's own SDK client, one invocation's round trips
 * after another for `seconds` (after a second of warm-up), each round trip's requests together: what
 * any handler sending them with this SDK waits for, its client-side work included. Returns the p50 ms.
 */
export async function sdkFloor(waves: CapturedRequest[][], seconds: number): Promise<number> {
  const once = () => sendThroughSdk(waves);
  const timed: number[] = [];
  for (const [until, keep] of [
    [performance.now() + 1000, false],
    [performance.now() + 1000 + seconds * 1000, true],
  ] as const) {
    while (performance.now() < until) {
      const startedAt = performance.now();
      await once();
      if (keep) timed.push(performance.now() - startedAt);
    }
  }
  return round(quantile(timed, 0.5), 2);
}

/** The captured round trips sent again through the data layer's SDK client, each round trip's together. */
async function sendThroughSdk(waves: CapturedRequest[][]): Promise<void> {
  const send = (call: CapturedRequest) => {
    const Command = (commands as unknown as Record<string, CommandClass>)[call.command];
    if (!Command) throw new Error(`no SDK command ${call.command}`);
    return dynamodb.send(new Command(call.input));
  };
  for (const wave of waves) await Promise.all(wave.map(send));
}

/**
 * The least any HTTP route making these requests can take: a bare HTTP server in this process (where the
 * gateway also runs) that, for each request, sends them through the SDK client and answers `{}`, loaded
 * as the route is (`measure` gets its origin). What the route adds over it is ours alone: the gateway's
 * event, JWT verification, middy, zod, ElectroDB and the handler. Returns the p50 ms.
 */
export async function httpSdkFloor(
  waves: CapturedRequest[][],
  measure: (origin: string) => Promise<{ latenciesMs: number[] }>,
): Promise<number> {
  const server = createServer((request, response) => {
    request.resume();
    sendThroughSdk(waves).then(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return round(quantile((await measure(`http://127.0.0.1:${port}`)).latenciesMs, 0.5), 2);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
