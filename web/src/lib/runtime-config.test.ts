import { afterEach, describe, expect, it, vi } from 'vitest';

const baseConfig = { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client' };

/** A fresh module (its wait is read once per page load) over a stubbed /config.json. */
async function waitWith(answer: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(answer));
  const { modelRouteWaitMs } = await import('./runtime-config');
  return modelRouteWaitMs();
}

afterEach(() => vi.unstubAllGlobals());

describe('modelRouteWaitMs', () => {
  it('waits 30 s for the cloud’s model routes', async () => {
    expect(await waitWith(async () => Response.json(baseConfig))).toBe(30_000);
  });

  it('waits for a slow local model past the gateway’s deadline', async () => {
    const config = { ...baseConfig, modelRouteTimeoutSeconds: 304 };
    expect(await waitWith(async () => Response.json(config))).toBe(305_000);
  });

  it('keeps 30 s when the config cannot be read', async () => {
    expect(await waitWith(async () => new Response('', { status: 500 }))).toBe(30_000);
    expect(await waitWith(() => Promise.reject(new Error('offline')))).toBe(30_000);
  });
});
