import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small business site served on loopback (a bakery's home page and a corporate-orders page), the
 * site the local stack lets the website analyzer fetch (WEBSITE_ANALYSIS_ALLOWED_HOSTS), with planted
 * faults the analysis must report: no meta description, an image without alt, no viewport, a skipped
 * heading level, a form field without a label. `/encomendas` is sent as ISO-8859-1 with the charset
 * only in its `<meta http-equiv>`, as many Brazilian sites still do.
 */
const root = fileURLToPath(new URL('./demo-site/', import.meta.url));

const pages: Record<string, { file: string; latin1?: true }> = {
  '/': { file: 'index.html' },
  '/encomendas': { file: 'encomendas.html', latin1: true },
};
const types: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

export interface DemoSite {
  url: string;
  /** The `host:port` the analyzer must be allowed to fetch. */
  hostPort: string;
  close(): Promise<void>;
}

export async function startDemoSite(port = 0): Promise<DemoSite> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://demo').pathname;
      const page = pages[path];
      try {
        if (page) {
          const html = await readFile(join(root, page.file), 'utf8');
          response.writeHead(200, { 'content-type': 'text/html' + (page.latin1 ? '' : '; charset=utf-8') });
          response.end(page.latin1 ? Buffer.from(html, 'latin1') : html);
          return;
        }
        const type = types[extname(path)];
        if (!type || path.includes('..')) throw new Error('not found');
        response.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' });
        response.end(await readFile(join(root, path)));
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Página não encontrada');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    hostPort: `127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
