import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-worker';
import { quantile, round } from './stats';

const worker = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/**
 * Runs one bounded loopback load (bench/support/load-worker.ts, autocannon) in a child process: its own
 * event loop, not the gateway's. The same runner as the latency figure's.
 */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LoadResult)
        : reject(new Error(`load worker exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

/** Latency percentiles, throughput and failures of one load. */
export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, by status. */
  non2xx: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

export function summarizeLoad(result: LoadResult, decimals = 1): LoadSummary {
  const ok = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((total, [, count]) => total + count, 0);
  const count = result.latenciesMs.length;
  return {
    requests: count,
    perSecond: round(count / result.durationSeconds, 0),
    p50: round(quantile(result.latenciesMs, 0.5), decimals),
    p95: round(quantile(result.latenciesMs, 0.95), decimals),
    p99: round(quantile(result.latenciesMs, 0.99), decimals),
    non2xx: count - ok,
    statuses: result.statuses,
    errors: result.errors,
  };
}
