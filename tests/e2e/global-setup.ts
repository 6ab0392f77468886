import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localApiClient } from '../../functions/local/api-client';
import { demoCompanyMarkerFile, prepareDemoCompany } from '../../functions/local/demo-company/runner';
import { startLocalStack } from '../../functions/local/stack';
import { recordCode } from './reset-codes';

/**
 * Starts the whole product (production web build) on a free loopback port for the browser tests, and
 * builds the demo company there as `npm start` does, in the background: the journeys run meanwhile, and
 * demo-founder.spec.ts (after them) waits for its marker, or fails with the runner's error.
 */
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

  const demoDir = mkdtempSync(join(tmpdir(), 'rumo-e2e-demo-'));
  process.env.E2E_DEMO_MARKER = demoCompanyMarkerFile(demoDir);
  process.env.E2E_DEMO_ERROR = join(demoDir, 'error.txt');
  const api = localApiClient(stack);
  const building = prepareDemoCompany({
    api,
    demoSiteUrl: stack.demoSiteUrl,
    markerFile: process.env.E2E_DEMO_MARKER,
  })
    .catch((error: unknown) => {
      writeFileSync(
        process.env.E2E_DEMO_ERROR!,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
    })
    .finally(() => api.close());

  return async () => {
    await building;
    await stack.stop();
  };
}
