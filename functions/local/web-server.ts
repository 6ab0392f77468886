import { resolve } from 'node:path';
import type { Server } from 'node:http';
import type { Middleware } from './gateway';

export type WebMode = 'dev' | 'dist' | 'none';

/**
 * What serves the SPA on the gateway's origin: Vite's dev middleware (hot reload, HMR over the same
 * server) or the production build in web/dist with the SPA fallback to index.html.
 */
export async function createWebMiddleware(
  mode: WebMode,
  server: Server,
): Promise<{ middleware?: Middleware; close: () => Promise<void> }> {
  if (mode === 'none') return { close: async () => undefined };
  if (mode === 'dist') {
    const { default: sirv } = await import('sirv');
    const root = resolve('web/dist');
    return {
      middleware: sirv(root, { single: true, etag: true, gzip: false }),
      close: async () => undefined,
    };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolve('web/vite.config.ts'),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  return { middleware: vite.middlewares, close: () => vite.close() };
}
