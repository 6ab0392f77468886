import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorsMessages } from '../contracts/messages/errors';
import { areaTimeoutSeconds } from '../../infra/route-permissions';
import { createGateway, observeRequests } from './gateway';

/**
 * The local gateway holds every request to the cloud's deadline: its area Lambda's timeout. The
 * handler is stood in by the request observer (which wraps every handler call), so no area runs.
 */
let server: Server | undefined;
afterEach(async () => {
  observeRequests(undefined);
  vi.useRealTimers();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function gateway(options: { modelTimeoutSeconds?: number } = {}) {
  server = createGateway({
    verifier: async () => ({ sub: 'user-1', token_use: 'access' }) as never,
    publicConfig: {},
    cognitoEndpoint: 'http://127.0.0.1:9',
    ...options,
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Answers after `ms` of the (fake) clock; tells when the gateway started waiting. */
function slowHandler(ms: number) {
  let called = () => {};
  const started = new Promise<void>((resolve) => (called = resolve));
  observeRequests((() => {
    called();
    return new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200, body: '{"ok":true}' }), ms));
  }) as never);
  return started;
}

describe('the local gateway’s deadline is the cloud’s', () => {
  it('a route slower than its area Lambda’s timeout (10 s) answers the timeout, as the cloud’s stopped Lambda would', async () => {
    const url = await gateway();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = slowHandler(10_500);
    const answer = fetch(`${url}/api/health`);
    await started;
    await vi.advanceTimersByTimeAsync(areaTimeoutSeconds('health') * 1000 + 1);
    const response = await answer;
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'INTERNAL', message: errorsMessages.timeout });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/health passed its 10 s deadline'));
    logged.mockRestore();
  });

  it('a model route waits its 29 s: a 20 s reply arrives', async () => {
    expect(areaTimeoutSeconds('action-plan')).toBe(29);
    const url = await gateway();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = slowHandler(20_000);
    const answer = fetch(`${url}/api/action-plans/p/items/i/genius`, {
      method: 'POST',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body: '{}',
    });
    await started;
    await vi.advanceTimersByTimeAsync(20_001);
    expect((await answer).status).toBe(200);
  });

  it('with a slow local model (MODEL_TIMEOUT_SECONDS=120) a model route waits for it', async () => {
    expect(areaTimeoutSeconds('action-plan', 120)).toBeGreaterThan(120);
    const url = await gateway({ modelTimeoutSeconds: 120 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = slowHandler(100_000);
    const answer = fetch(`${url}/api/action-plans/p/items/i/genius`, {
      method: 'POST',
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body: '{}',
    });
    await started;
    await vi.advanceTimersByTimeAsync(100_001);
    expect((await answer).status).toBe(200);
  });
});
