import type { BuildOptions } from 'esbuild';
import { repoRoot } from './paths';

/**
 * The defaults of every Lambda (infra/constructs/api-function.ts): how it is bundled (esbuild), its
 * NODE_OPTIONS and memory. Plain values without CDK imports, so `npm run bench` builds, measures and
 * prices exactly the same functions.
 */

/**
 * The AWS SDK is bundled, decided by `npm run bench -- --only=bundles` (Node 20, x86, 2026-11-25):
 * the floor (DynamoDB document client + zod) imported in ~46 ms bundled against ~98 ms with the SDK
 * left to node_modules, and an area function (account) in ~23 ms against ~111 ms. The SDK's CommonJS
 * build is hundreds of small files resolved one by one; bundled, its unused parts are tree-shaken and
 * its lazily loaded parts (credential providers) become chunks. The cloud also then runs the SDK
 * version of package-lock.json, the one the integration tests use. Revisit measured in Lambda.
 */
export const EXTERNAL_MODULES: string[] = [];

// Bundled CommonJS dependencies may call require(), which ESM output does not define.
export const ESM_REQUIRE_BANNER =
  "import { createRequire as topLevelCreateRequire } from 'node:module';const require = topLevelCreateRequire(import.meta.url);";

/** esbuild's target, matching the runtime (NODE_RUNTIME, nodejs24.x); keep them together. */
export const LAMBDA_ESBUILD_TARGET = 'node24';

/** The file Lambda loads: `index.mjs` (ESM) exporting `handler`. */
export const LAMBDA_HANDLER = 'index.handler';

/**
 * How every function is built into `outdir`: one minified ESM bundle per function, **split**: each
 * dynamic `import()` (an area's route modules, a task's actions, the SDK's credential providers)
 * becomes its own chunk, loaded on first use, so a cold start parses and evaluates only the entry and
 * what the request needs. Without splitting esbuild inlines every dynamic import into one file and
 * the whole area is parsed at import (area imports of 65–100 ms became ~23 ms; see bench/README.md).
 * CDK's NodejsFunction cannot split (it passes `--outfile`), so the construct runs this build itself.
 */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    target: LAMBDA_ESBUILD_TARGET,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    external: EXTERNAL_MODULES,
    absWorkingDir: repoRoot,
    logLevel: 'error',
  };
}

/** Set on every function: stack traces through the shipped source maps. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/** Memory of a function that does not set its own. */
export const LAMBDA_MEMORY_MB = 512;
