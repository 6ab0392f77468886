import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../functions/local/chromium';

/** E2E against the full local stack (started by global-setup) with Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two spec files at a time: most of a journey's time is waiting (workflows, polling, Lighthouse), and
  // each journey signs up users of its own. The admin specs change what users see (published
  // diagnostics and modules), so they run after the journeys; the onboarding switch changes every new
  // user's first dashboard, so admin-content runs last, alone.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: /admin[^/]*\.spec\.ts$/ },
    {
      name: 'admin',
      testMatch: /admin[^/]*\.spec\.ts$/,
      testIgnore: /admin-content\.spec\.ts$/,
      dependencies: ['journeys'],
    },
    { name: 'onboarding', testMatch: /admin-content\.spec\.ts$/, dependencies: ['admin'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
