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
  if (options.onCode) managed.onOutput(codeDeliveryReader(options.onCode));
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

/** One delivery's box: the destination and the whole code (digits followed by the box's padding). */
const DELIVERY = /Confirmation Code Delivery[\s\S]*?Destination:\s+(\S+)\s[\s\S]*?Code:\s+(\d+)\s/g;

/** Every complete delivery in a text (cognito-local's boxes, escaped or not). */
export function parseCodeDeliveries(output: string): CodeDelivery[] {
  const text = output.replace(/\\n/g, '\n');
  return [...text.matchAll(DELIVERY)].map(([, destination, code]) => ({
    destination: destination!,
    code: code!,
  }));
}

export const parseCodeDelivery = (output: string): CodeDelivery | null =>
  parseCodeDeliveries(output)[0] ?? null;

/**
 * Reads cognito-local's output as it streams: one chunk may carry several deliveries (sign-ups at
 * once) or end inside one, so the text after the last complete delivery waits for the next chunk.
 */
export function codeDeliveryReader(onCode: (delivery: CodeDelivery) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const text = (pending + chunk).replace(/\\n/g, '\n');
    let consumed = 0;
    for (const match of text.matchAll(DELIVERY)) {
      onCode({ destination: match[1]!, code: match[2]! });
      consumed = match.index + match[0].length;
    }
    // Keep what may still become a delivery; an unrelated log line is dropped once it is long past.
    pending = text.slice(consumed).slice(-4000);
  };
}
