import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../functions/local/chromium';

const changesWhatUsersSee = /admin-(content|diagnostics|modules|questions)\.spec\.ts$/;
// platform-core.spec.ts switches onboarding on for its trial walk: every concurrent new user would meet it.
const changesFirstDashboard = /(admin-onboarding|platform-core)\.spec\.ts$/;
const demoFounder = /demo-founder\.spec\.ts$/;

/** E2E against the full local stack (started by global-setup) with Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Two spec files at a time: most of a journey's time is waiting (workflows, polling, Lighthouse), and
  // each journey signs up users of its own. The admin specs that change what users see (published
  // diagnostics, modules, questions, recommendations) run after the journeys; switching onboarding on
  // changes every new user's first dashboard, so those run last, alone.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: [changesWhatUsersSee, changesFirstDashboard, demoFounder] },
    { name: 'admin', testMatch: changesWhatUsersSee, dependencies: ['journeys'] },
    // The demo company is built in the background meanwhile (global-setup.ts); `npm run screenshots`
    // runs this project alone (--no-deps).
    { name: 'demo', testMatch: demoFounder, dependencies: ['journeys'] },
    { name: 'onboarding', testMatch: changesFirstDashboard, dependencies: ['admin', 'demo'], workers: 1 },
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
