import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../functions/marketing/fetcher/safe-fetch';
import {
  DEFAULT_PORTS,
  TargetRefusedError,
  type ResolvedAddress,
  type TargetPolicy,
} from '../../functions/marketing/fetcher/target-policy';
import { startDemoSite, type DemoSite } from '../../functions/local/demo-site';

/**
 * The SSRF-safe fetcher against hostile targets (OWASP SSRF prevention; the lists of
 * y-mehta/ssrf-req-filter and azu/request-filtering-agent) with DNS answered by the test, and a real
 * loopback canary that must never receive a request: each hostile URL without a port is aimed at the
 * canary's port, and that port is allowed, so only the address rules stand between them.
 */

let canary: Server;
let canaryPort = 0;
let canaryHits = 0;
let fixture: Server;
let fixturePort = 0;
let demo: DemoSite;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** The names the hostile list uses, answered as a hostile DNS server would. */
const dns: Record<string, string[]> = {
  'localtest.me': ['127.0.0.1'],
  'metadata.google.internal': ['169.254.169.254'],
  'rebind.example': ['93.184.216.34', '127.0.0.1'],
  'loopback6.example': ['::1'],
  'mapped.example': ['::ffff:10.0.0.1'],
  'intranet.example': ['10.1.2.3'],
  'cgnat.example': ['100.64.1.1'],
  'nat64.example': ['64:ff9b::a9fe:a9fe'],
  'allowed.test': ['127.0.0.1'],
};
const resolverCalls: string[] = [];
const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
  resolverCalls.push(hostname);
  const addresses = dns[hostname];
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const policy = (): TargetPolicy => ({
  allowedHosts: new Set([`127.0.0.1:${fixturePort}`, `allowed.test:${fixturePort}`, demo.hostPort]),
  ports: [...DEFAULT_PORTS, canaryPort],
});

/** Aims a URL without an explicit port at the canary. */
function atCanary(url: string): string {
  if (!/^https?:/i.test(url)) return url;
  const parsed = new URL(url);
  if (!parsed.port) parsed.port = String(canaryPort);
  return parsed.href.startsWith('http') ? parsed.href : url;
}

const hostile = [
  // Loopback in every IPv4 notation WHATWG URL parsing accepts.
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://0x7f000001/',
  'http://2130706433/',
  'http://017700000001/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://127.000.000.001/',
  'http://0/',
  'http://0.0.0.0/',
  // IPv6 loopback, unspecified and the forms that carry an IPv4 address.
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[2002:7f00:1::]/',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
  // Cloud metadata and link-local.
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[fd00:ec2::254]/',
  'http://[fe80::1]/',
  // Private, CGNAT, unique-local, multicast, broadcast, reserved.
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fc00::1]/',
  'http://224.0.0.1/',
  'http://[ff02::1]/',
  'http://255.255.255.255/',
  'http://192.0.0.170/',
  'http://198.18.0.1/',
  'http://240.0.0.1/',
  // Names that resolve inside (DNS answered above), and names that do not resolve.
  'http://localhost/',
  'http://localhost./',
  'http://app.localhost/',
  'http://localtest.me/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://rebind.example/',
  'http://loopback6.example/',
  'http://mapped.example/',
  'http://intranet.example/',
  'http://cgnat.example/',
  'http://nat64.example/',
  'http://nxdomain.example/',
  // Credentials, URL confusion, ports and schemes.
  'http://user:senha@localtest.me/',
  'http://exemplo.com.br@127.0.0.1/',
  'http://127.0.0.1#@exemplo.com.br/',
  'http://93.184.216.34:22/',
  'https://exemplo.com.br:8443/',
  'file:///etc/passwd',
  'ftp://exemplo.com.br/',
  'gopher://127.0.0.1:6379/_INFO',
  'dict://127.0.0.1:11211/stats',
  'data:text/html,<p>oi</p>',
  'javascript:alert(1)',
];

beforeAll(async () => {
  canary = createServer((_, response) => {
    canaryHits += 1;
    response.end('canary');
  });
  canaryPort = await listen(canary);
  demo = await startDemoSite();
  fixture = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      response.writeHead(302, { location: to.replace('CANARY', String(canaryPort)) }).end();
    } else if (url.pathname === '/loop') {
      const hop = Number(url.searchParams.get('hop') ?? 0);
      response.writeHead(302, { location: `/loop?hop=${hop + 1}` }).end();
    } else if (url.pathname === '/json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'x'.repeat(5000)}</p>`);
    } else if (url.pathname === '/bomb') {
      const body = gzipSync(Buffer.alloc(200_000, 0x61));
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(body);
    } else if (url.pathname === '/gzip') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
        .end(gzipSync('<title>Compactada</title>'));
    } else if (url.pathname === '/slow') {
      // Never answers: the fetcher's clock must end it.
    } else if (url.pathname === '/missing') {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<p>não encontrada</p>');
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Permitida</title>');
    }
  });
  fixturePort = await listen(fixture);
});

afterAll(async () => {
  fixture.closeAllConnections();
  await demo.close();
  await new Promise((done) => fixture.close(done));
  await new Promise((done) => canary.close(done));
});

const refusal = async (url: string, extra: Parameters<typeof safeFetch>[1] = {}) => {
  try {
    await safeFetch(url, { policy: policy(), resolve, ...extra });
  } catch (error) {
    expect(error).toBeInstanceOf(TargetRefusedError);
    return (error as TargetRefusedError).reason;
  }
  throw new Error(`${url} was fetched`);
};

describe('the SSRF-safe fetcher', () => {
  it(`refuses each of the ${hostile.length} hostile targets, and the canary hears nothing`, async () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
    for (const url of hostile) {
      const reason = await refusal(atCanary(url));
      expect(['address', 'scheme', 'port', 'credentials', 'unresolved']).toContain(reason);
    }
    expect(canaryHits).toBe(0);
  });

  it('checks every address a name resolves to (one inside is enough to refuse)', async () => {
    expect(await refusal(`http://rebind.example:${canaryPort}/`)).toBe('address');
    expect(resolverCalls).toContain('rebind.example');
  });

  it('follows redirects by hand and checks each hop: no redirect reaches the canary', async () => {
    const targets = [
      'http://127.0.0.1:CANARY/',
      'http://localtest.me:CANARY/',
      'http://[::ffff:127.0.0.1]:CANARY/',
      'http://0x7f000001:CANARY/',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ];
    for (const to of targets) {
      const url = `http://127.0.0.1:${fixturePort}/redirect?to=${encodeURIComponent(to)}`;
      expect(['address', 'scheme', 'port']).toContain(await refusal(url));
    }
    expect(canaryHits).toBe(0);
  });

  it('stops after 5 redirects', async () => {
    expect(await refusal(`http://127.0.0.1:${fixturePort}/loop`)).toBe('redirects');
  });

  it('fetches an allowed host:port, by address or by name, and follows its own redirects', async () => {
    const page = await safeFetch(`http://allowed.test:${fixturePort}/`, { policy: policy(), resolve });
    expect(page.body.toString()).toBe('<title>Permitida</title>');
    const redirected = await safeFetch(
      `http://127.0.0.1:${fixturePort}/redirect?to=${encodeURIComponent('/final')}`,
      { policy: policy(), resolve },
    );
    expect(redirected).toMatchObject({ status: 200, redirects: [`http://127.0.0.1:${fixturePort}/final`] });
  });

  it('allows exact host:port pairs only (the same host on another port stays refused)', async () => {
    expect(await refusal(`http://127.0.0.1:${canaryPort}/`)).toBe('address');
    expect(canaryHits).toBe(0);
  });

  it('reads HTML only, within the body cap (also after decompression), the clock and a 2xx status', async () => {
    const base = `http://127.0.0.1:${fixturePort}`;
    expect(await refusal(`${base}/json`)).toBe('not-html');
    expect(await refusal(`${base}/big`, { maxBodyBytes: 1000 })).toBe('too-large');
    expect(await refusal(`${base}/bomb`, { maxBodyBytes: 100_000 })).toBe('too-large');
    expect(await refusal(`${base}/slow`, { timeoutMs: 300 })).toBe('timeout');
    expect(await refusal(`${base}/missing`)).toBe('status');
    const gzipped = await safeFetch(`${base}/gzip`, { policy: policy(), resolve });
    expect(gzipped.body.toString()).toBe('<title>Compactada</title>');
  });

  it('fetches the demo site, whose host:port the local stack allows', async () => {
    const page = await safeFetch(demo.url, { policy: policy(), resolve });
    expect(page.contentType).toContain('text/html');
    expect(page.body.toString()).toContain('Doce Ponto');
  });
});
