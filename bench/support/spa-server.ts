import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFile } from '../../functions/contracts/prerendered-pages';

/**
 * The production web build served as CloudFront serves it: over HTTP/2 with TLS (a self-signed
 * certificate made for this run; the browser is told to accept it), static files gzip-compressed, hashed
 * assets cached for a year, the prerendered pages their own files and every other path index.html (the
 * SPA rewrite of infra/stacks/web-stack.ts); `/api`, `/cognito`, `/config.json` and `/local-payments` go
 * to the local gateway, the API origin behind the same domain. Loopback only, on a free port.
 * HTTP/2 matters to the figures: over HTTP/1.1 a browser opens six connections per origin, and
 * Lighthouse's simulation charges a page of many small files (the signed-in dashboard's ~90) round
 * trips that CloudFront's HTTP/2 does not.
 */

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

export interface SpaServer {
  url: string;
  close(): Promise<void>;
}

export async function serveSpa(root: string, gateway: string): Promise<SpaServer> {
  const cache = new Map<string, { raw: Buffer; gzip?: Buffer }>();
  const load = (file: string) => {
    let found = cache.get(file);
    if (!found) {
      const raw = readFileSync(file);
      found = { raw, ...(compressible.has(extname(file)) ? { gzip: gzipSync(raw) } : {}) };
      cache.set(file, found);
    }
    return found;
  };
  const toGateway = /^\/(api|cognito)(\/|$)|^\/config\.json$|^\/local-payments\//;

  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://spa');
    if (toGateway.test(url.pathname)) {
      const upstream = httpRequest(
        new URL(req.url ?? '/', gateway),
        { method: req.method, headers: { ...requestHeaders(req.headers), host: new URL(gateway).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, responseHeaders(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    const page = prerenderedFile(url.pathname);
    const candidate = normalize(join(root, decodeURIComponent(url.pathname)));
    const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    const file = page ? join(root, page) : isFile ? candidate : join(root, 'index.html');
    const { raw, gzip } = load(file);
    const useGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${join(root, 'assets')}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      'content-length': String((useGzip ? gzip : raw).length),
    });
    if (req.method === 'HEAD') res.end();
    else res.end(useGzip ? gzip : raw);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/** HTTP/2's pseudo-headers (`:path`, …) are not HTTP/1.1 headers: the gateway gets the rest. */
function requestHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
}

/** Headers of one HTTP/1.1 connection, which an HTTP/2 answer must not carry. */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

function responseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.has(name)));
}

/** A key and certificate for 127.0.0.1, valid for a day, made with the machine's openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'rumo-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
