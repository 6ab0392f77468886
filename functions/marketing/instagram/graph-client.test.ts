import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { instagramGraphMessages } from '../../contracts/messages/instagram-graph';
import { createGraphClient, type GraphClientConfig } from './graph-client';
import { InstagramGraphError } from './graph-errors';
import { profileMetrics } from './metrics';
import { startGraphStandIn, type GraphStandIn } from './testing/graph-stand-in';

/** The client against the Graph-compatible stand-in (a real HTTP server on loopback; no stack). */

const text = instagramGraphMessages.failures;
let standIn: GraphStandIn;
let sleeps: number[];

beforeAll(async () => {
  standIn = await startGraphStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  sleeps = [];
});

const client = (overrides: Partial<GraphClientConfig> = {}) =>
  createGraphClient({
    baseUrl: standIn.baseUrl,
    accessToken: standIn.accessToken,
    accountId: standIn.accountId,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });

async function failureOf(promise: Promise<unknown>): Promise<InstagramGraphError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InstagramGraphError);
  return error as InstagramGraphError;
}

describe('reading a profile', () => {
  it('reads the counts and all media of a profile under the limit, paging by cursor', async () => {
    const profile = await client().fetchProfile('doceponto');
    expect(profile).toMatchObject({
      username: 'doceponto',
      followers_count: 8640,
      follows_count: 318,
      media_count: 412,
    });
    expect(profile.media).toHaveLength(40);
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]!.fields).toContain('business_discovery.username(doceponto){');
    expect(standIn.requests[0]!.fields).toContain('media.limit(25){');
    expect(standIn.requests[1]!.fields).toMatch(/media\.after\([A-Za-z0-9_-]+\)\.limit\(25\)\{/);
    expect(new Set(profile.media.map((media) => media.id)).size).toBe(40);
  });

  it('stops at 50 posts', async () => {
    const profile = await client().fetchProfile('dolcevitabh');
    expect(profile.media).toHaveLength(50);
    expect(standIn.requests).toHaveLength(2);
  });

  it('asks only for what is missing on the last page', async () => {
    const profile = await client({ maxPosts: 30 }).fetchProfile('confeitariabelavista');
    expect(profile.media).toHaveLength(30);
    expect(standIn.requests[1]!.fields).toContain('.limit(5){');
  });

  it('gives the metrics the same figures as the fixture read directly', async () => {
    const { profile } = { profile: profileMetrics(await client().fetchProfile('doceponto')) };
    expect(profile.metrics.engagement_rate).toBeCloseTo(((7233 / 37 + 552 / 40) / 8640) * 100, 10);
  });
});

describe('usernames', () => {
  it.each(['doce ponto', 'a'.repeat(31), 'x){id}', 'doce@ponto', 'doce,ponto', '', 'çafé'])(
    'refuses %j before any request',
    async (name) => {
      const failure = await failureOf(client().fetchProfile(name));
      expect(failure.kind).toBe('invalid-username');
      expect(failure.message).toBe(text.invalidUsername(name));
      expect(standIn.requests).toHaveLength(0);
    },
  );

  it.each(['doce.ponto_2026', 'A1', 'a'.repeat(30)])('accepts %j', async (name) => {
    const failure = await failureOf(client().fetchProfile(name));
    expect(failure.kind).toBe('not-readable'); // asked, and the stand-in does not know it
  });
});

describe("Meta's errors", () => {
  it.each(['ana.pessoal', 'perfil_que_nao_existe'])(
    '%s: one reason for a personal or unknown account',
    async (name) => {
      const failure = await failureOf(client().fetchProfile(name));
      expect(failure).toMatchObject({ kind: 'not-readable', operatorAlert: false });
      expect(failure.message).toBe(text.notReadable(name));
      expect(standIn.requests).toHaveLength(1);
    },
  );

  it('an expired token alerts the operator, is not retried, and the user reads only "try later"', async () => {
    standIn.failNext({ kind: 'expired-token' });
    const failure = await failureOf(client().fetchProfile('doceponto'));
    expect(failure).toMatchObject({ kind: 'token', operatorAlert: true });
    expect(failure.message).toBe(text.unavailable);
    expect(failure.diagnostic).toContain('190/463');
    expect(standIn.requests).toHaveLength(1);
  });

  it('a token Meta does not accept is a token failure too', async () => {
    const failure = await failureOf(client({ accessToken: 'outro-token' }).fetchProfile('doceponto'));
    expect(failure).toMatchObject({ kind: 'token', operatorAlert: true });
  });

  it('retries a server error once and succeeds', async () => {
    standIn.failNext({ kind: 'server-error' });
    const profile = await client().fetchProfile('doceponto');
    expect(profile.media).toHaveLength(40);
    expect(sleeps).toEqual([1000]);
  });

  it('backs off on a rate limit and succeeds within 3 attempts', async () => {
    standIn.failNext({ kind: 'rate-limited' }, 2);
    const profile = await client().fetchProfile('doceponto');
    expect(profile.username).toBe('doceponto');
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('fails clearly after 3 rate-limited attempts', async () => {
    standIn.failNext({ kind: 'rate-limited' }, 3);
    const failure = await failureOf(client().fetchProfile('doceponto'));
    expect(failure).toMatchObject({ kind: 'rate-limited', operatorAlert: false });
    expect(failure.message).toBe(text.rateLimited);
    expect(standIn.requests).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it("fails at once when Meta's wait is longer than the budget", async () => {
    standIn.failNext({ kind: 'rate-limited', regainAccessMinutes: 5 });
    const failure = await failureOf(client().fetchProfile('doceponto'));
    expect(failure).toMatchObject({ kind: 'rate-limited', waitMs: 300_000 });
    expect(standIn.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('waits what Meta asks when it fits the budget', async () => {
    standIn.failNext({ kind: 'rate-limited', regainAccessMinutes: 1 });
    await client({ retry: { maxTotalWaitMs: 120_000 } }).fetchProfile('doceponto');
    expect(sleeps).toEqual([60_000]);
  });

  it('counts one wait budget for the whole profile, pages included', async () => {
    standIn.failNext({ kind: 'server-error' }); // page 1, first try
    standIn.failNext({ kind: 'answer' }); // page 1, second try
    standIn.failNext({ kind: 'server-error' }); // page 2: 1000 ms more would pass the 1500 ms budget
    const failure = await failureOf(client({ retry: { maxTotalWaitMs: 1500 } }).fetchProfile('doceponto'));
    expect(failure.kind).toBe('transient');
    expect(sleeps).toEqual([1000]);
    expect(standIn.requests).toHaveLength(3);
  });
});

describe('the token stays secret', () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    vi.stubEnv('LOG_LEVEL', 'debug');
    for (const method of ['log', 'error', 'warn', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('is in no failure and no log line, whatever the failure', async () => {
    standIn.failNext({ kind: 'server-error' });
    standIn.failNext({ kind: 'rate-limited' });
    await client().fetchProfile('doceponto');
    const failures = [
      await failureOf(client().fetchProfile('ana.pessoal')),
      await failureOf(client({ accessToken: 'segredo-que-nao-vale' }).fetchProfile('doceponto')),
      await failureOf(client({ baseUrl: 'http://127.0.0.1:9/v25.0' }).fetchProfile('doceponto')),
    ];
    standIn.failNext({ kind: 'expired-token' });
    failures.push(await failureOf(client().fetchProfile('doceponto')));
    expect(lines.some((line) => line.includes('instagram graph retry'))).toBe(true);
    for (const secret of [standIn.accessToken, 'segredo-que-nao-vale']) {
      for (const failure of failures) {
        expect(`${failure.message} ${failure.diagnostic} ${failure.stack}`).not.toContain(secret);
      }
      for (const line of lines) expect(line).not.toContain(secret);
    }
  });
});

describe('only the configured host', () => {
  it('refuses a base that is not https (http only on loopback)', () => {
    const config = { accessToken: 't', accountId: '1' };
    expect(() => createGraphClient({ ...config, baseUrl: 'http://graph.facebook.com/v25.0' })).toThrow();
    expect(() => createGraphClient({ ...config, baseUrl: 'https://graph.facebook.com/v25.0?x=1' })).toThrow();
    expect(() => createGraphClient({ ...config, accountId: '1/../2' })).toThrow();
    expect(() => createGraphClient(config)).not.toThrow();
  });

  it('does not follow a redirect', async () => {
    let elsewhereHit = false;
    const elsewhere = http.createServer((_, response) => {
      elsewhereHit = true;
      response.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const redirecting = http.createServer((_, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const port = (redirecting.address() as AddressInfo).port;
      const failure = await failureOf(
        client({ baseUrl: `http://127.0.0.1:${port}/v25.0` }).fetchProfile('doceponto'),
      );
      expect(failure.kind).toBe('unexpected');
      expect(elsewhereHit).toBe(false);
    } finally {
      redirecting.close();
      elsewhere.close();
    }
  });

  it('refuses an answer outside the documented shape, with a generic reason', async () => {
    const odd = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ business_discovery: { username: 'doceponto', followers_count: -1 } }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const port = (odd.address() as AddressInfo).port;
      const failure = await failureOf(
        client({ baseUrl: `http://127.0.0.1:${port}/v25.0` }).fetchProfile('doceponto'),
      );
      expect(failure).toMatchObject({ kind: 'unexpected', message: text.unavailable, retryable: false });
      expect(failure.diagnostic).toContain('business_discovery.followers_count');
    } finally {
      odd.close();
    }
  });

  it('gives up on a silent server after the timeout', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const failure = await failureOf(
        client({
          baseUrl: `http://127.0.0.1:${port}/v25.0`,
          timeoutMs: 50,
          retry: { attempts: 1 },
        }).fetchProfile('doceponto'),
      );
      expect(failure).toMatchObject({ kind: 'transient', message: text.unavailable });
      expect(failure.diagnostic).toBe('no answer within 50 ms');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
