import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { startLocalStack } from '../../functions/local/stack';
import { recordCode } from './reset-codes';

/** Starts the whole product (production web build) on a free loopback port for the browser tests. */
export default async function globalSetup() {
  if (!existsSync('web/dist/index.html'))
    throw new Error('E2E needs the web build: run `npm run build:web` first.');
  process.env.LOG_LEVEL = 'silent';
  process.env.E2E_RUN_ID = randomUUID();
  const stack = await startLocalStack({
    webMode: 'dist',
    port: 0,
    onCode: ({ destination, code }) => recordCode(destination, code),
  });
  process.env.E2E_BASE_URL = stack.url;
  return () => stack.stop();
}
