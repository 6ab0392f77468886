import autocannon from 'autocannon';

/**
 * One bounded loopback load, in its own process so the load generator does not share an event loop
 * with the gateway it measures. Reads a LoadPlan as JSON on stdin, prints a LoadResult as JSON.
 */

export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  /** http://127.0.0.1:port only: the bench never loads anything off this machine. */
  origin: string;
  /** One request sequence per connection, cycled (e.g. each connection its own user). */
  connections: LoadRequest[][];
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  latenciesMs: number[];
  statuses: Record<string, number>;
  errors: number;
  durationSeconds: number;
}

function run(plan: LoadPlan, seconds: number, latencies?: number[], statuses?: Record<string, number>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    let next = 0;
    const instance = autocannon(
      {
        url: plan.origin,
        connections: plan.connections.length,
        duration: seconds,
        pipelining: 1,
        // Each connection gets its own sequence (its own user for writes).
        setupClient: (client) => {
          const own = plan.connections[next++ % plan.connections.length]!;
          client.setRequests(own.map((request) => ({ ...request }) as autocannon.Request));
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies?.push(responseTime);
      if (statuses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const plan = JSON.parse(input) as LoadPlan;
  const host = new URL(plan.origin).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`refusing to load ${plan.origin}`);
  if (plan.warmupSeconds > 0) await run(plan, plan.warmupSeconds);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await run(plan, plan.durationSeconds, latenciesMs, statuses);
  const answer: LoadResult = {
    latenciesMs,
    statuses,
    errors: result.errors + result.timeouts,
    durationSeconds: result.duration,
  };
  process.stdout.write(JSON.stringify(answer));
}

await main();
