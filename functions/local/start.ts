import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appConfig, validateAppConfig } from '../config/app-config';
import { ConfigError } from '../config/runtime';
import { demoAccounts } from './demo-accounts';
import { parseStartConfig } from './start-config';
import { startLocalStack } from './stack';
import { ensureWebBuild } from './web-build';

/** `npm start`: the whole product on this machine, data kept under .local/ between runs. */
async function main() {
  validateAppConfig(appConfig);
  const config = parseStartConfig(process.env);
  if (config.WEB_MODE === 'dist') ensureWebBuild(console.log);
  const started = Date.now();
  console.log('Starting DynamoDB Local, cognito-local and the local gateway...');
  let url = `http://localhost:${config.WEB_PORT}`;
  const stack = await startLocalStack({
    dataDir: config.LOCAL_DATA_DIR,
    webMode: config.WEB_MODE,
    port: config.WEB_PORT,
    // Locally no e-mail leaves the machine: the reset code and the e-mail's link are printed here.
    onCode: ({ destination, code }) => {
      const link = `${url}/reset-password?email=${encodeURIComponent(destination)}&code=${encodeURIComponent(code)}`;
      console.log(`\n[email to ${destination}] code ${code}: ${link}\n`);
    },
  });
  url = stack.url;

  writeFileSync(join(config.LOCAL_DATA_DIR, 'runtime-env.json'), JSON.stringify(stack.runtimeEnv, null, 2));
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}`);
  console.log(`API: ${stack.url}/api (health: ${stack.url}/api/health)\n`);
  console.log('Demo accounts:');
  for (const account of demoAccounts) console.log(`${account.email} / ${account.password}`);
  console.log('\nCtrl-C stops everything. `npm run reset` wipes the local data.');

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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`\n${error.message}\n`);
  else console.error('\nStart-up failed:', error);
  process.exit(1);
});
