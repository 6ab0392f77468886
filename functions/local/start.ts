import { STAND_IN_TOKEN } from '../marketing/instagram/testing/graph-stand-in';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appConfig, validateAppConfig } from '../platform/config/app-config';
import { ConfigError } from '../platform/config/runtime';
import { localApiClient } from './api-client';
import { demoAccounts, demoFounder } from './demo-accounts';
import {
  DEMO_COMPANY_SECONDS,
  demoCompanyMarkerFile,
  prepareDemoCompany,
  readDemoCompanyMarker,
} from './demo-company/runner';
import type { ModelPort, ModelProbe } from '../ai/port';
import { createModelPort, describeModelProvider } from './model-provider';
import { parseStartConfig } from './start-config';
import { startLocalStack, type LocalStack } from './stack';
import { ensureWebBuild } from './web-build';
import { aiSwitchFileOf, writeAiSwitch } from './ai-switch-file';

/** `npm start`: the whole product on this machine, data kept under .local/ between runs. */
async function main() {
  // The handlers' structured logs, as an operator reads them in CloudWatch, one readable line each in a
  // terminal (LOG_FORMAT=json keeps the raw JSON); metrics only with LOG_METRICS (docs/decisions/0024-observability-logs-metrics-alarms.md).
  if (!process.env.LOG_FORMAT && process.stdout.isTTY) process.env.LOG_FORMAT = 'pretty';
  validateAppConfig(appConfig);
  // First: the model provider's settings and the user's AWS identity, before the stack replaces them.
  const config = parseStartConfig(process.env);
  if (config.WEB_MODE === 'dist') ensureWebBuild(console.log);
  const aiSwitchFile = aiSwitchFileOf(config.LOCAL_DATA_DIR);
  if (config.AI_SWITCH) writeAiSwitch(aiSwitchFile, config.AI_SWITCH);
  const started = Date.now();
  const modelPort = await createModelPort(config.model);
  console.log(`Model: ${describeModelProvider(config.model)}`);
  console.log('Starting DynamoDB Local, cognito-local and the local gateway...');
  let url = `http://localhost:${config.WEB_PORT}`;
  const stack = await startLocalStack({
    dataDir: config.LOCAL_DATA_DIR,
    webMode: config.WEB_MODE,
    port: config.WEB_PORT,
    ...(modelPort ? { modelPort } : {}),
    ...(config.model.provider !== 'local' && config.model.modelTimeoutSeconds
      ? { modelTimeoutSeconds: config.model.modelTimeoutSeconds }
      : {}),
    // Locally no e-mail leaves the machine: the codes are printed here. cognito-local does not say
    // which e-mail it is, so both uses are shown: a sign-up's code step, or the reset e-mail's link.
    onCode: ({ destination, code }) => {
      const link = `${url}/reset-password?email=${encodeURIComponent(destination)}&code=${encodeURIComponent(code)}`;
      console.log(
        `\n[email to ${destination}] code ${code}\n  sign-up: type it on the code step\n  password reset: ${link}\n`,
      );
    },
  });
  url = stack.url;
  // Before the demo company is prepared: Ctrl-C during its first build stops everything too.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  writeFileSync(join(config.LOCAL_DATA_DIR, 'runtime-env.json'), JSON.stringify(stack.runtimeEnv, null, 2));
  // The start-up call to a real model runs while the demo company is prepared.
  const startupCall = modelPort?.probe?.('heavy');
  const founderReady = await withLocalAnalyst(modelPort, () => prepareFounder(stack, config.LOCAL_DATA_DIR));
  if (startupCall) await reportStartupCall(await startupCall);
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}`);
  console.log(`API: ${stack.url}/api (health: ${stack.url}/api/health)`);
  const { aiSwitch } = await import('../platform/http/ai-switch');
  console.log(
    `AI: ${await aiSwitch()} (the emergency stop: \`npm run ai-switch -- off\` or \`on\`, ${aiSwitchFile})`,
  );
  console.log(
    stack.runtimeEnv.INSTAGRAM_ACCESS_TOKEN === STAND_IN_TOKEN
      ? `Instagram: the Graph stand-in at ${stack.runtimeEnv.INSTAGRAM_GRAPH_URL} (profiles doceponto, confeitariabelavista, dolcevitabh)\n`
      : `Instagram: ${stack.runtimeEnv.INSTAGRAM_ACCOUNT_ID ? 'the Graph API, account ' + stack.runtimeEnv.INSTAGRAM_ACCOUNT_ID : 'not configured (EM BREVE)'}\n`,
  );
  console.log('Demo accounts:');
  const accounts = founderReady ? [...demoAccounts, demoFounder] : demoAccounts;
  const width = Math.max(...accounts.map((account) => `${account.email} / ${account.password}`.length));
  for (const account of accounts) {
    console.log(`${`${account.email} / ${account.password}`.padEnd(width)}   (${account.purpose})`);
  }
  console.log('\nCtrl-C stops everything. `npm run reset` wipes the local data.');
}

/**
 * The demo founder's journey is always the local analyst's (fast, free, the same on every machine, and
 * labelled 'Conteúdo gerado localmente, sem IA'); everything else uses the chosen provider.
 */
async function withLocalAnalyst<T>(modelPort: ModelPort | undefined, run: () => Promise<T>): Promise<T> {
  if (!modelPort) return run();
  const { withModelPort } = await import('../ai/model-port');
  const { localModelPort } = await import('../ai/local-adapter');
  return withModelPort(localModelPort(), run);
}

/** Prints the start-up call's result and hands it to the health report (GET /api/health, `model`). */
async function reportStartupCall(probe: ModelProbe): Promise<void> {
  const { recordStartupCall } = await import('../ai/model-port');
  recordStartupCall(probe);
  const tokens = probe.usage
    ? `, ${probe.usage.inputTokens} in / ${probe.usage.outputTokens} out tokens`
    : '';
  if (probe.ok) {
    console.log(
      `Model start-up call to ${probe.model}: ok in ${probe.latencyMs} ms${tokens} (${probe.detail}).`,
    );
  } else {
    console.error(
      `\nModel start-up call to ${probe.model} FAILED after ${probe.latencyMs} ms: ${probe.detail}\n` +
        'Analyses, the dossier, plans and Genius will fail until the model answers; GET /api/health reports it.\n',
    );
  }
}

/**
 * The demo founder's journey, built through the API on the first start (functions/local/demo-company/
 * runner.ts); later starts find its marker and are fast. A failure is reported and start-up goes on:
 * the next start continues where it stopped.
 */
async function prepareFounder(stack: LocalStack, dataDir: string): Promise<boolean> {
  const markerFile = demoCompanyMarkerFile(dataDir);
  const firstTime = readDemoCompanyMarker(markerFile) === null;
  if (firstTime) {
    console.log(`Preparing the demo company (first start only, about ${DEMO_COMPANY_SECONDS} s)...`);
  }
  const api = localApiClient(stack);
  const started = Date.now();
  try {
    await prepareDemoCompany({
      api,
      demoSiteUrl: stack.demoSiteUrl,
      markerFile,
      ...(firstTime ? { log: (line: string) => console.log(`  ${line}`) } : {}),
    });
    if (firstTime) console.log(`Demo company ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } catch (error) {
    console.error(
      `\nThe demo company (${demoFounder.email}) could not be prepared; the next start tries again:`,
      error,
    );
    return false;
  } finally {
    api.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`\n${error.message}\n`);
  else console.error('\nStart-up failed:', error);
  process.exit(1);
});
