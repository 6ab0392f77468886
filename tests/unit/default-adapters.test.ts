import { afterEach, describe, expect, it, vi } from 'vitest';

/** The health of the adapters a process runs when nothing local was installed: the cloud defaults. */
describe('the adapters of a cloud function (nothing installed)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reports Bedrock and Step Functions, and names the state machines that are not configured', async () => {
    vi.stubEnv('TABLE_NAME', 't');
    vi.stubEnv('USER_POOL_ID', 'p');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
    vi.stubEnv('BEDROCK_MODEL_ID', 'modelo-x');
    vi.stubEnv('ANALYSIS_STATE_MACHINE_ARN', 'arn:aws:states:sa-east-1:1:stateMachine:a');
    vi.resetModules();
    const { modelPort } = await import('../../functions/ai/model-port');
    const { workflows } = await import('../../functions/platform/workflows');
    expect(modelPort().name).toBe('bedrock');
    const port = await workflows();
    expect(port.adapter).toBe('stepfunctions');
    expect(port.health()).toEqual({
      status: 'not-configured',
      detail:
        'Step Functions: MANAGEMENT_STATE_MACHINE_ARN, DOSSIER_STATE_MACHINE_ARN, PLAN_STATE_MACHINE_ARN, WEBSITE_STATE_MACHINE_ARN, QUESTION_DELETION_STATE_MACHINE_ARN, INSTAGRAM_STATE_MACHINE_ARN not set',
    });
  });
});
