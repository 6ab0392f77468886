/**
 * Imported first by main.tsx: zod's compiled parsers probe `new Function`, which the site's
 * Content-Security-Policy refuses (decision 0042) and reports as a violation even though zod catches
 * it. Jitless, zod parses without the probe.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on the
 * page, read at each parse); setting it there, rather than through `z.config`, keeps zod out of the
 * entry chunk (~3 KB gzip on every page, the sign-in page's budget). zod-without-eval.test.ts checks
 * that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
