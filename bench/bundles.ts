import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { routeAreas } from '../functions/routes';
import { LAMBDA_NODE_OPTIONS, lambdaBuildOptions } from '../infra/lambda-defaults';
import { unexpectedInputs } from '../infra/bundle-contents';
import { areaEntry, repoRoot } from '../infra/paths';
import { kb, median, round } from './support/stats';

/**
 * Figure 3: every Lambda built exactly as CDK builds it (infra/lambda-defaults.ts: esbuild, ESM, split
 * into lazily loaded chunks, minified, source maps, AWS SDK bundled) with a metafile: its size, the
 * largest inputs of the biggest one, and the time to import it in a fresh Node process (with the
 * functions' NODE_OPTIONS), against the floor (bench/support/floor-handler.ts: the DynamoDB document
 * client and zod alone) built the same way and measured in the same run. An empty handler gives scale.
 */

export const IMPORT_REPETITIONS = 5;
/** A function's import (its share of a cold start's INIT) may cost at most this factor × the floor's. */
export const INIT_TARGET = { factor: 1.5 } as const;

export interface BundleRow {
  name: string;
  kind: 'area' | 'task' | 'trigger' | 'floor' | 'reference' | 'baseline';
  entry: string;
  /**
   * Every chunk of the function (what is deployed), what its import loads (the entry chunk and the
   * chunks it imports statically), and all of it gzipped.
   */
  bytes: number;
  importBytes: number;
  chunks: number;
  gzipBytes: number;
  /** Median import time (ms) over IMPORT_REPETITIONS fresh processes, and each sample. */
  importMs: number;
  importSamplesMs: number[];
  /**
   * Median time to import the entry and then every lazily loaded chunk (all route modules, all
   * actions): the most that first requests add to the cold start. Equal to importMs without chunks.
   */
  loadedMs: number;
  /** Median wall time of the whole process (start, import, exit), for scale. */
  processMs: number;
  /** importMs and loadedMs ÷ the floor's importMs. */
  floorRatio?: number;
  loadedFloorRatio?: number;
  targetMs?: number;
  meetsTarget?: boolean;
}

export interface BundlesFigure {
  build: Record<string, unknown>;
  nodeOptions: string;
  node: string;
  floor: BundleRow;
  /** The floor plus ElectroDB and one entity (bench/support/electrodb-handler.ts). */
  electrodb: BundleRow;
  emptyHandler: BundleRow;
  bundles: BundleRow[];
  biggest: {
    name: string;
    bytes: number;
    packages: InputShare[];
    /** By folder two levels into a package (e.g. zod/v4/locales): where a package's weight sits. */
    folders: InputShare[];
    files: InputShare[];
  };
  target: string;
  findings: string[];
}

interface InputShare {
  input: string;
  bytes: number;
  share: number;
}

export interface Entry {
  name: string;
  kind: BundleRow['kind'];
  entry: string;
}

/** The functions CDK deploys (one per area of the manifest, the workflow steps, the triggers), the floor and an empty handler. */
export function entries(scratch: string): Entry[] {
  const list: Entry[] = routeAreas().map((area) => ({
    name: `handlers/${area}`,
    kind: 'area',
    entry: areaEntry(area),
  }));
  const stepFolders = readdirSync(join(repoRoot, 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, 'functions', entry.name, 'steps')))
    .map((entry) => [`${entry.name}/steps`, 'steps', 'task'] as const);
  for (const [folder, label, kind] of [...stepFolders, ['triggers', 'triggers', 'trigger'] as const]) {
    const dir = join(repoRoot, 'functions', folder);
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const source = readFileSync(join(dir, file), 'utf8');
      // Entry points export `handler`; the other files there are the steps' shared code.
      if (/export\s+(const|async function|function)\s+handler\b|export\s*\{[^}]*\bhandler\b/.test(source)) {
        list.push({ name: `${label}/${basename(file, '.ts')}`, kind, entry: join(dir, file) });
      }
    }
  }
  const empty = join(scratch, 'empty-handler.ts');
  writeFileSync(empty, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  list.push({ name: '(floor: DynamoDB document client + zod)', kind: 'floor', entry: floorEntry });
  list.push({ name: '(floor + ElectroDB, one entity)', kind: 'reference', entry: electrodbEntry });
  list.push({ name: '(empty handler)', kind: 'baseline', entry: empty });
  return list;
}

const floorEntry = join(repoRoot, 'bench', 'support', 'floor-handler.ts');
const electrodbEntry = join(repoRoot, 'bench', 'support', 'electrodb-handler.ts');

/** The functions CDK deploys, as opposed to the references measured beside them. */
export const isDeployed = (entry: Pick<Entry, 'kind'>): boolean =>
  entry.kind === 'area' || entry.kind === 'task' || entry.kind === 'trigger';

export interface Built {
  /** The entry chunk (what Lambda imports) and the lazily loaded chunks beside it. */
  file: string;
  chunks: string[];
  /** Bytes of the entry chunk and of the chunks it imports statically, transitively. */
  importBytes: number;
  metafile: Metafile;
}

/** One function built exactly as CDK builds it (infra/lambda-defaults.ts), with its metafile. */
export async function bundle(entry: Entry, outdir: string): Promise<Built> {
  const result = await build({ ...lambdaBuildOptions(entry.entry, outdir), metafile: true });
  const code = Object.keys(result.metafile.outputs)
    .filter((output) => output.endsWith('.mjs'))
    .map((output) => join(repoRoot, output));
  const file = join(outdir, 'index.mjs');
  const { outputs } = result.metafile;
  const loaded = new Set<string>();
  const visit = (output: string) => {
    if (loaded.has(output)) return;
    loaded.add(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(relative(repoRoot, file));
  return {
    file,
    chunks: code.filter((output) => output !== file),
    importBytes: [...loaded].reduce((sum, output) => sum + (outputs[output]?.bytes ?? 0), 0),
    metafile: result.metafile,
  };
}

/** The environment a deployed function has (no real endpoint: any call at import fails on loopback). */
const cloudLikeEnv = {
  AWS_REGION: 'sa-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:9',
  AWS_EC2_METADATA_DISABLED: 'true',
  TABLE_NAME: 'bench-table',
  USER_POOL_ID: 'sa-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  STRIPE_SECRET_NAME: 'bench/stripe',
  STRIPE_PRICE_ID: 'price_bench',
  APP_ORIGINS: 'https://bench.example.com',
  ANALYSIS_STATE_MACHINE_ARN: 'arn:aws:states:sa-east-1:000000000000:stateMachine:bench-analysis',
  MANAGEMENT_STATE_MACHINE_ARN: 'arn:aws:states:sa-east-1:000000000000:stateMachine:bench-management',
  BEDROCK_MODEL_ID: 'bench-model',
  LOG_LEVEL: 'silent',
};

// Imports the entry, then every other chunk (the lazy ones evaluate as their first use would).
const IMPORT_PROBE = `
const started = performance.now();
await import(process.argv[2]);
const imported = performance.now() - started;
for (const chunk of process.argv.slice(3)) await import(chunk);
process.stdout.write(imported + ' ' + (performance.now() - started));
process.exit(0);
`;

/** Imports one function in a fresh process: [import ms, + every chunk ms, whole process ms]. */
function importOnce(probe: string, built: Built): Promise<[number, number, number]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const args = [...LAMBDA_NODE_OPTIONS.split(' '), probe, built.file, ...built.chunks];
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH ?? '', ...cloudLikeEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const [importMs, loadedMs] = output.split(' ').map(Number);
      if (code !== 0 || !Number.isFinite(importMs) || !Number.isFinite(loadedMs))
        reject(new Error(`importing ${built.file} failed: ${errors.slice(0, 500)}`));
      else resolve([importMs!, loadedMs!, performance.now() - started]);
    });
  });
}

function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : input.startsWith('functions/') ? 'functions/ (our code)' : input;
}

function folderOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+(?:\/[^/]+){0,2})\//.exec(input);
  return match ? match[1]! : input.split('/').slice(0, 2).join('/');
}

function largestInputs(metafile: Metafile): {
  packages: InputShare[];
  folders: InputShare[];
  files: InputShare[];
  total: number;
} {
  const inputs = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput })),
  );
  const total = inputs.reduce((sum, input) => sum + input.bytes, 0);
  const groupBy = (key: (input: string) => string) => {
    const groups = new Map<string, number>();
    for (const input of inputs)
      groups.set(key(input.input), (groups.get(key(input.input)) ?? 0) + input.bytes);
    return [...groups.entries()].map(([input, bytes]) => ({ input, bytes }));
  };
  const top = (list: Array<{ input: string; bytes: number }>) =>
    list
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10)
      .map((item) => ({ ...item, share: round((item.bytes / total) * 100, 1) }));
  return { packages: top(groupBy(packageOf)), folders: top(groupBy(folderOf)), files: top(inputs), total };
}

export async function bundlesFigure(log: (line: string) => void): Promise<BundlesFigure> {
  const scratch = mkdtempSync(join(tmpdir(), 'rumo-bench-bundles-'));
  try {
    const list = entries(scratch);
    const built: Array<Entry & Built> = [];
    // Two builds at a time: this machine has two cores.
    for (let index = 0; index < list.length; index += 2) {
      const pair = list.slice(index, index + 2);
      built.push(
        ...(await Promise.all(
          pair.map(async (entry, offset) => ({
            ...entry,
            ...(await bundle(entry, join(scratch, `b${index + offset}`))),
          })),
        )),
      );
    }
    log(`built ${built.length} bundles`);

    const probe = join(scratch, 'import-probe.mjs');
    writeFileSync(probe, IMPORT_PROBE);
    const samples = new Map<string, Array<[number, number, number]>>(built.map((entry) => [entry.file, []]));
    // Round-robin repetitions, so a noisy moment spreads over every bundle instead of hitting one.
    for (let repetition = 0; repetition < IMPORT_REPETITIONS; repetition += 1) {
      for (const entry of built) samples.get(entry.file)!.push(await importOnce(probe, entry));
    }
    log(`imported each bundle ${IMPORT_REPETITIONS} times`);

    const rows: BundleRow[] = built.map((entry) => {
      const files = [entry.file, ...entry.chunks].map((file) => readFileSync(file));
      const measured = samples.get(entry.file)!;
      return {
        name: entry.name,
        kind: entry.kind,
        entry: relative(repoRoot, entry.entry).startsWith('..')
          ? '(generated)'
          : relative(repoRoot, entry.entry),
        bytes: files.reduce((sum, code) => sum + code.length, 0),
        importBytes: entry.importBytes,
        chunks: entry.chunks.length,
        gzipBytes: files.reduce((sum, code) => sum + gzipSync(code).length, 0),
        importMs: round(median(measured.map(([ms]) => ms)), 1),
        importSamplesMs: measured.map(([ms]) => round(ms, 1)),
        loadedMs: round(median(measured.map(([, ms]) => ms)), 1),
        processMs: round(median(measured.map(([, , ms]) => ms)), 1),
      };
    });
    const emptyHandler = rows.find((row) => row.kind === 'baseline')!;
    const floorRow = rows.find((row) => row.kind === 'floor')!;
    const withRatios = (row: BundleRow) => ({
      ...row,
      floorRatio: round(row.importMs / floorRow.importMs, 2),
      loadedFloorRatio: round(row.loadedMs / floorRow.importMs, 2),
    });
    const electrodb = withRatios(rows.find((row) => row.kind === 'reference')!);
    const floor = {
      ...floorRow,
      floorRatio: 1,
      loadedFloorRatio: round(floorRow.loadedMs / floorRow.importMs, 2),
    };
    const targetMs = round(INIT_TARGET.factor * floor.importMs, 1);
    const bundles = rows
      .filter(isDeployed)
      .map((row) => ({
        ...withRatios(row),
        targetMs,
        meetsTarget: row.importMs <= targetMs,
      }))
      .sort((a, b) => b.importMs - a.importMs);
    const biggestRow = [...bundles].sort((a, b) => b.bytes - a.bytes)[0]!;
    const biggestBuilt = built.find((entry) => entry.name === biggestRow.name)!;
    const inputs = largestInputs(biggestBuilt.metafile);
    const missed = bundles.filter((row) => !row.meetsTarget);
    // Code a function does not need (local-only code, Stripe outside payments): infra/bundle-contents.ts.
    const misplaced = built
      .filter(isDeployed)
      .map((entry) => ({
        name: entry.name,
        inputs: [...new Set(unexpectedInputs(entry.name, Object.keys(entry.metafile.inputs)).map(packageOf))],
      }))
      .filter((entry) => entry.inputs.length > 0);
    return {
      build: {
        ...lambdaBuildOptions('<entry>', '<outdir>'),
        absWorkingDir: '<repo>',
        banner: 'createRequire shim (infra/lambda-defaults.ts)',
      },
      nodeOptions: LAMBDA_NODE_OPTIONS,
      node: process.version,
      floor,
      electrodb,
      emptyHandler,
      bundles,
      biggest: {
        name: biggestRow.name,
        bytes: biggestRow.bytes,
        packages: inputs.packages,
        folders: inputs.folders,
        files: inputs.files,
      },
      target: `import ≤ ${INIT_TARGET.factor} × the floor (${floor.importMs} ms) = ${targetMs} ms`,
      findings: [
        ...(missed.length
          ? [
              `${missed.length} of ${bundles.length} functions import slower than ${targetMs} ms (${INIT_TARGET.factor} × the floor): ${missed
                .map(
                  (row) => `${row.name} ${row.importMs} ms, ${row.floorRatio}× (${kb(row.importBytes)} KB)`,
                )
                .join(
                  ', ',
                )}; for scale, the floor + ElectroDB with one entity imports in ${electrodb.importMs} ms (${electrodb.floorRatio}×)`,
            ]
          : []),
        ...misplaced.map(
          (entry) => `${entry.name} carries code it does not need: ${entry.inputs.join(', ')}`,
        ),
      ],
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
