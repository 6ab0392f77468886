import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { freePort } from './free-port';
import { localAws } from './local-credentials';
import { manage, untilReady, type ManagedProcess } from './managed-process';

const require = createRequire(import.meta.url);

/**
 * Starts cognito-local on loopback with its data under `dataDir`. Its signing key ships in the npm
 * package, so it must never listen beyond 127.0.0.1. `code` fixes every confirmation/reset code.
 */
export async function startCognitoLocal(options: {
  dataDir: string;
  port?: number;
  code?: string;
  onCode?: (delivery: CodeDelivery) => void;
}): Promise<{
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
  if (options.onCode) {
    const onCode = options.onCode;
    managed.onOutput((text) => {
      const delivery = parseCodeDelivery(text);
      if (delivery) onCode(delivery);
    });
  }
  const client = new CognitoIdentityProviderClient({ ...localAws, endpoint });
  try {
    await untilReady(managed, () => client.send(new ListUserPoolsCommand({ MaxResults: 1 })));
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}

/** A confirmation or password-reset code cognito-local "sent" (it prints them instead of e-mailing). */
export interface CodeDelivery {
  destination: string;
  code: string;
}

export function parseCodeDelivery(output: string): CodeDelivery | null {
  const text = output.replace(/\\n/g, '\n');
  if (!text.includes('Confirmation Code Delivery')) return null;
  const destination = /Destination:\s+(\S+)/.exec(text)?.[1];
  const code = /Code:\s+(\S+)/.exec(text)?.[1];
  return destination && code ? { destination, code } : null;
}
