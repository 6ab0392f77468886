import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contracts': fileURLToPath(new URL('./functions/contracts', import.meta.url)),
  '@domain': fileURLToPath(new URL('./functions/domain', import.meta.url)),
  '@config': fileURLToPath(new URL('./functions/platform/config', import.meta.url)),
};

/** `vitest run` runs every project; `--project <name>` runs one. E2E is Playwright's. */
export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time (the default is one on 2 cores), but never two of a project that shares a
    // stack: the integration and security files each run one at a time, beside unit and infra files.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'functions/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Its own stack (in a child process) and one file at a time: the fuzz test compares
        // whole-table snapshots, so nothing else may write to this table meanwhile.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/security/global-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
