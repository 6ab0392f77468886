import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_LIGHT_MODEL_ID } from '../../functions/ai/bedrock-adapter';
import {
  startConverseStandIn,
  standIn,
  type ConverseStandIn,
} from '../../functions/ai/testing/converse-stand-in';
import { readCdkContext, smokeSettings, UsageError } from '../../scripts/smoke-model';

describe('npm run smoke:model: what it calls', () => {
  const context = { stage: 'dev', region: 'sa-east-1', bedrockModelId: 'from-cdk-json' };

  it('reads the stage’s models and region from the CDK context, the light model defaulting', () => {
    expect(smokeSettings([], {}, context)).toEqual({
      stage: 'dev',
      region: 'sa-east-1',
      models: { heavy: 'from-cdk-json', light: DEFAULT_BEDROCK_LIGHT_MODEL_ID },
    });
  });

  it('lets the environment, then -c (as given to cdk deploy) override it', () => {
    const env = {
      BEDROCK_MODEL_ID: 'from-env',
      AWS_REGION: 'us-east-1',
      BEDROCK_LIGHT_MODEL_ID: 'light-env',
    };
    expect(smokeSettings([], env, context)).toMatchObject({
      region: 'us-east-1',
      models: { heavy: 'from-env', light: 'light-env' },
    });
    expect(
      smokeSettings(
        ['--stage', 'prod', '-c', 'bedrockModelId=from-flag', '--context', 'region=sa-east-1'],
        env,
        context,
      ),
    ).toMatchObject({
      stage: 'prod',
      region: 'sa-east-1',
      models: { heavy: 'from-flag', light: 'light-env' },
    });
  });

  it('refuses what it does not understand', () => {
    expect(() => smokeSettings(['--model', 'x'], {}, context)).toThrow(UsageError);
    expect(() => smokeSettings(['-c', 'region'], {}, context)).toThrow(/key=value/);
  });

  it('reads cdk.json', () => {
    expect(readCdkContext()).toHaveProperty('bedrockModelId');
  });
});

describe('npm run smoke:model against the Converse stand-in', () => {
  let stand: ConverseStandIn;
  beforeAll(async () => {
    stand = await startConverseStandIn();
  });
  afterAll(() => stand.close());
  beforeEach(() => {
    stand.received.length = 0;
  });

  /** The script as an operator runs it (its own process, exit code and output). */
  const run = (args: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/smoke-model.ts', ...args], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          BEDROCK_ENDPOINT: stand.endpoint,
          AWS_ACCESS_KEY_ID: 'test',
          AWS_SECRET_ACCESS_KEY: 'test',
          AWS_EC2_METADATA_DISABLED: 'true',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code, output }));
    });
  const models = ['-c', 'bedrockModelId=smoke.heavy-v1', '-c', 'bedrockLightModelId=smoke.light-v1'];

  it('makes one structured call per model class and passes', async () => {
    stand.script = [standIn.toolUse({ ok: true }), standIn.toolUse({ ok: true })];
    const { code, output } = await run(['--stage', 'prod', ...models]);
    expect(output).toContain('Model smoke test: stage prod, Bedrock in sa-east-1');
    expect(output).toMatch(/heavy\s+smoke\.heavy-v1\s+PASS\s+\d+ ms\s+120 in \/ 80 out tokens/);
    expect(output).toMatch(/light\s+smoke\.light-v1\s+PASS/);
    expect(code).toBe(0);
    expect(stand.received.map((request) => request.path)).toEqual([
      '/model/smoke.heavy-v1/converse',
      '/model/smoke.light-v1/converse',
    ]);
    expect(stand.received[0]!.body.toolConfig?.toolChoice).toEqual({ tool: { name: 'registrar_teste' } });
  }, 30_000);

  it('exits 1 and says why when a model fails', async () => {
    stand.script = [
      standIn.toolUse({ ok: true }),
      standIn.error(400, 'ValidationException'),
      standIn.error(400, 'ValidationException'),
    ];
    const { code, output } = await run(models);
    expect(output).toMatch(/light\s+smoke\.light-v1\s+FAIL.*ValidationException/);
    expect(output).toContain('Model smoke test failed: 1 of 2 calls.');
    expect(code).toBe(1);
  }, 30_000);
});
