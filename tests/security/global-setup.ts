import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { manage } from '../../functions/local/managed-process';
import type { StackInfo } from '../integration/support/stack-info';

const READY_TIMEOUT_MS = 120_000;

/**
 * Starts the security project's own stack in a child process. Not in this process: vitest runs every
 * project's global setup in its main process, where the integration stack already set the handlers'
 * configuration (table endpoint, origins); a second in-process stack would share those handler modules.
 */
export default async function setup(project: TestProject) {
  const script = fileURLToPath(new URL('./stack-process.ts', import.meta.url));
  const child = manage(
    'security stack',
    spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`security stack not ready:\n${child.output()}`)),
      READY_TIMEOUT_MS,
    );
    let seen = '';
    child.onOutput((text) => {
      seen += text;
      const line = /^STACK (.+)$/m.exec(seen)?.[1];
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as StackInfo);
      }
    });
  }).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  project.provide('stack', info);
  return () => child.stop();
}
