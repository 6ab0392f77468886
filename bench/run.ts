import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../functions/local/stack';
import { repoRoot } from '../infra/paths';
import type { BundlesFigure } from './bundles';
import { formatReport, type BenchResults } from './report';
import type { WebFigure } from './web';
import type { WorkflowsFigure } from './workflows';
import { benchApi, type BenchUser } from './support/api';
import { round, sum } from './support/stats';

/**
 * `npm run bench`: every figure of bench/README.md in one run against the local stack, so they compare
 * as ratios on a noisy machine. Prints the report and writes bench/results/latest.json plus a dated copy.
 * `--only=bundles,web,…` runs a subset (while working on one figure); the results are then not written
 * unless `--write` is given.
 */

const started = performance.now();
const elapsed = () => round((performance.now() - started) / 1000, 0);
const log = (line: string) => console.error(`[bench ${String(elapsed()).padStart(3)} s] ${line}`);

const figures = ['bundles', 'roundTrips', 'workflows', 'scale', 'latency', 'web', 'cost'] as const;
type FigureName = (typeof figures)[number];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const selected = new Set<FigureName>(
  onlyArgument ? (onlyArgument.slice('--only='.length).split(',') as FigureName[]) : figures,
);
const write = !onlyArgument || process.argv.includes('--write');

const results: BenchResults = {
  meta: {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    loadAverageAtStart: loadavg().map((value) => round(value, 2)),
    runtimeSeconds: 0,
    figureSeconds: {},
  },
  roundTrips: { error: 'not run' },
  latency: { error: 'not run' },
  bundles: { error: 'not run' },
  web: { error: 'not run' },
  cost: { error: 'not run' },
  workflows: { error: 'not run' },
  scale: { error: 'not run' },
  findings: [],
};

function gitCommit(): string {
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
    const dirty = execSync('git status --porcelain', { cwd: repoRoot }).toString().trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

/** Runs one figure; a failure is recorded in its section and the run goes on to the next. */
async function figure<T>(name: FigureName, run: () => Promise<T>): Promise<T | undefined> {
  if (!selected.has(name)) return undefined;
  const begin = performance.now();
  log(`${name}…`);
  try {
    const value = await run();
    (results as unknown as Record<string, unknown>)[name] = value;
    return value;
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name} FAILED: ${message}`);
    (results as unknown as Record<string, unknown>)[name] = { error: message.split('\n')[0] };
    results.findings.push(`${name}: the figure could not be measured (${message.split('\n')[0]})`);
    return undefined;
  } finally {
    results.meta.figureSeconds[name] = round((performance.now() - begin) / 1000, 0);
  }
}

async function main(): Promise<number> {
  process.env.LOG_LEVEL = 'silent';
  // First, on a quiet machine: fresh Node processes importing each bundle.
  const bundles = await figure('bundles', async () => (await import('./bundles')).bundlesFigure(log));

  let stack: LocalStack | undefined;
  let web: WebFigure | undefined;
  try {
    log('starting the local stack (DynamoDB Local, cognito-local, gateway)…');
    stack = await startLocalStack({ webMode: 'none', port: 0 });
    const api = benchApi(stack);
    log(`local stack at ${stack.url}`);
    // The data layer reads its configuration at import: only now, with the stack's environment set.
    const { startProbe } = await import('./support/probe');
    const { runJourney, runAdminJourney, roundTripsFigure } = await import('./round-trips');
    const probe = startProbe();
    let user: BenchUser | undefined;
    await figure('roundTrips', async () => {
      const journey = await runJourney(api, probe, stack!.demoSiteUrl);
      user = journey.user;
      const adminJourney = await runAdminJourney(api, probe, journey.user);
      return roundTripsFigure(probe, [...journey.steps, ...adminJourney.steps]);
    });
    probe.stop();
    const workflows = await figure('workflows', async () =>
      (await import('./workflows')).workflowsFigure(probe.workflowRuns, probe.invocations),
    );
    user ??= await api.newTrialUser('bench');

    // Before latency: it grows the admin users base 1,000 → 10,000 (latency then finds it seeded).
    const scale = await figure('scale', async () =>
      (await import('./scale')).scaleFigure(stack!, api, user!, log),
    );

    await figure('latency', async () => (await import('./latency')).latencyFigure(stack!, api, user!));
    web = await figure('web', async () => (await import('./web')).webFigure(stack!.url, user!, log));

    await figure('cost', async () => {
      if (!probe.invocations.length) throw new Error('needs the roundTrips figure (the scripted user)');
      const { costFigure, costAtScale, ASSUMPTIONS } = await import('./cost');
      const { userFootprint } = await import('./support/footprint');
      const footprint = await userFootprint(stack!, user!.userId, ASSUMPTIONS.itemOverheadBytes);
      const cost = await costFigure({
        probe,
        workflows: workflows ?? ({ runs: [], note: '' } satisfies WorkflowsFigure),
        ...(bundles ? { bundles: bundles satisfies BundlesFigure } : {}),
        ...(web ? { web } : {}),
        storedBytes: footprint.bytes,
        storedItems: footprint.items,
      });
      // How it grows with the users: the admin's reads measured by the scale figure at each base size.
      const adminGrowth = (scale?.adminGrowth ?? []).map((growth) => ({
        users: growth.users,
        firstPage: growth.rows[0]?.readUnits ?? 0,
        search: sum(growth.rows.slice(1).map((row) => row.readUnits)) / Math.max(1, growth.rows.length - 1),
      }));
      return { ...cost, atScale: costAtScale(cost, adminGrowth) };
    });
    api.close();
  } finally {
    await stack?.stop();
  }

  for (const section of [
    results.roundTrips,
    results.latency,
    results.bundles,
    results.web,
    results.scale,
    results.cost,
  ]) {
    if (section && !('error' in section)) results.findings.push(...section.findings);
  }
  results.meta.runtimeSeconds = elapsed();
  console.log(formatReport(results));

  if (write) {
    const dir = join(repoRoot, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const text = `${JSON.stringify(results, null, 2)}\n`;
    writeFileSync(join(dir, 'latest.json'), text);
    writeFileSync(join(dir, `${results.meta.date.slice(0, 10)}.json`), text);
    log(`wrote bench/results/latest.json and bench/results/${results.meta.date.slice(0, 10)}.json`);
  }
  const broken = figures.filter(
    (name) => selected.has(name) && 'error' in (results as unknown as Record<string, object>)[name]!,
  );
  return broken.length ? 1 : 0;
}

process.exitCode = await main();
