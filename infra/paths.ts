import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Absolute paths of the repository, so synth works from any working directory. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** An area's Lambda entry point: functions/handlers/<area>/index.ts. */
export const areaEntry = (area: string): string => join(repoRoot, 'functions', 'handlers', area, 'index.ts');
/** Entry files of the Cognito triggers (functions/triggers/<name>.ts): not HTTP routes. */
export const triggerEntry = (name: string): string => join(repoRoot, 'functions', 'triggers', `${name}.ts`);
export const webDist = join(repoRoot, 'web', 'dist');
