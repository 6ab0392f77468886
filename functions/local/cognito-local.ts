import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { freePort, waitFor } from './free-port';
import { localAws } from './local-credentials';
import { manage, type ManagedProcess } from './managed-process';

const require = createRequire(import.meta.url);

/**
 * Starts cognito-local on loopback with its data under `dataDir`. Its signing key ships in the npm
 * package, so it must never listen beyond 127.0.0.1. `code` fixes every confirmation/reset code.
 */
export async function startCognitoLocal(options: { dataDir: string; port?: number; code?: string }): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  const port = options.port ?? (await freePort());
  const dataDir = resolve(options.dataDir);
  const endpoint = `http://127.0.0.1:${port}`;
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(options.code ? { CODE: options.code } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const managed = manage('cognito-local', child);
  const client = new CognitoIdentityProviderClient({ ...localAws, endpoint });
  try {
    await waitFor('cognito-local', async () => {
      managed.assertAlive();
      await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
    });
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}
