/**
 * The defaults of every Lambda (infra/constructs/api-function.ts): how it is bundled (esbuild through
 * CDK's NodejsFunction), its NODE_OPTIONS and memory. Plain values without CDK imports, so
 * `npm run bench` builds, measures and prices exactly the same functions.
 */

/**
 * The AWS SDK is bundled: the cloud then runs the SDK version of package-lock.json (the one the
 * integration tests use), and loading GET /api/me's bundle took ~120 ms against ~190 ms with the
 * SDK resolved from node_modules (local Node 20, 3 runs). Revisit with bench/ measured in Lambda.
 */
export const EXTERNAL_MODULES: string[] = [];

// Bundled CommonJS dependencies may call require(), which ESM output does not define.
export const ESM_REQUIRE_BANNER =
  "import { createRequire as topLevelCreateRequire } from 'node:module';const require = topLevelCreateRequire(import.meta.url);";

/** esbuild's target: what CDK derives from the runtime (NODE_RUNTIME, nodejs24.x); keep them together. */
export const LAMBDA_ESBUILD_TARGET = 'node24';

/** The NodejsFunction bundling options besides the format (ESM). */
export const lambdaBundling = {
  target: LAMBDA_ESBUILD_TARGET,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  externalModules: EXTERNAL_MODULES,
};

/** Set on every function: stack traces through the shipped source maps. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/** Memory of a function that does not set its own. */
export const LAMBDA_MEMORY_MB = 512;
