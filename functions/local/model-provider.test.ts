import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startConverseStandIn, standIn, type ConverseStandIn } from '../ai/testing/converse-stand-in';
import { createModelPort, describeModelProvider, parseModelProvider } from './model-provider';

/**
 * The Bedrock client of `MODEL_PROVIDER=bedrock` signs with the user's identity, captured at start-up,
 * never with the placeholder keys the local stack then puts in process.env for the emulators.
 */
let stand: ConverseStandIn;
let awsDir: string;
beforeAll(async () => {
  stand = await startConverseStandIn();
  awsDir = mkdtempSync(join(tmpdir(), 'rumo-aws-'));
  writeFileSync(
    join(awsDir, 'credentials'),
    '[dev]\naws_access_key_id = AKIAFROMPROFILE\naws_secret_access_key = profile-secret\n',
  );
  writeFileSync(join(awsDir, 'config'), '');
});
afterAll(async () => {
  await stand.close();
  rmSync(awsDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  stand.received.length = 0;
});

/** What the local stack sets after start-up reads the configuration (functions/local/stack.ts). */
function localStackOverwritesTheEnvironment() {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  vi.stubEnv('AWS_REGION', 'sa-east-1');
  vi.stubEnv('AWS_PROFILE', undefined);
  vi.stubEnv('AWS_SESSION_TOKEN', undefined);
}

const signedBy = () => /Credential=([^/]+)\//.exec(stand.received[0]?.authorization ?? '')?.[1];
const base = { MODEL_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'heavy-id', BEDROCK_LIGHT_MODEL_ID: 'light-id' };

describe('MODEL_PROVIDER=bedrock credentials', () => {
  it('signs with the keys the user’s environment had', async () => {
    const config = parseModelProvider({
      ...base,
      BEDROCK_ENDPOINT: stand.endpoint,
      AWS_ACCESS_KEY_ID: 'AKIAFROMENV',
      AWS_SECRET_ACCESS_KEY: 'env-secret',
    });
    localStackOverwritesTheEnvironment();
    stand.script = [standIn.toolUse({ ok: true })];
    const probe = await (await createModelPort(config))!.probe!('heavy');
    expect(probe).toMatchObject({ ok: true, provider: 'bedrock', model: 'heavy-id' });
    expect(signedBy()).toBe('AKIAFROMENV');
  });

  it('signs with the user’s profile, quietly, though the environment now holds the placeholder keys', async () => {
    vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', join(awsDir, 'credentials'));
    vi.stubEnv('AWS_CONFIG_FILE', join(awsDir, 'config'));
    const config = parseModelProvider({ ...base, BEDROCK_ENDPOINT: stand.endpoint, AWS_PROFILE: 'dev' });
    localStackOverwritesTheEnvironment();
    const warn = vi.spyOn(console, 'warn');
    stand.script = [standIn.toolUse({ ok: true })];
    const probe = await (await createModelPort(config))!.probe!('light');
    expect(probe).toMatchObject({ ok: true, model: 'light-id' });
    expect(signedBy()).toBe('AKIAFROMPROFILE');
    expect(warn).not.toHaveBeenCalled();
    expect(describeModelProvider(config)).toBe(
      `Bedrock in sa-east-1 at ${stand.endpoint} (heavy heavy-id, light light-id; credentials: profile dev)`,
    );
  });
});
