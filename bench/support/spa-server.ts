import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFile } from '../../functions/contracts/prerendered-pages';

/**
 * The production web build served as CloudFront serves it: static files gzip-compressed, hashed assets
 * cached for a year, the prerendered pages their own files and every other path index.html (the SPA
 * rewrite of infra/stacks/web-stack.ts); `/api`, `/cognito`,
 * `/config.json` and `/local-payments` go to the local gateway, the API origin behind the same domain.
 * Loopback only, on a free port.
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

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://spa');
    if (toGateway.test(url.pathname)) {
      const upstream = httpRequest(
        new URL(req.url ?? '/', gateway),
        { method: req.method, headers: { ...req.headers, host: new URL(gateway).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
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
    res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : raw);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
