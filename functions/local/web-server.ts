import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { prerenderedFile } from '../contracts/prerendered-pages';
import {
  buildScriptHashes,
  contentSecurityPolicy,
  policyFor,
} from '../platform/config/content-security-policy';
import type { Middleware } from './gateway';

export type WebMode = 'dev' | 'dist' | 'none';

/**
 * What serves the SPA on the gateway's origin: Vite's dev middleware (hot reload, HMR over the same
 * server) or the production build in web/dist as CloudFront serves it: the prerendered pages their own
 * files, every other route the SPA shell index.html, with CloudFront's Content-Security-Policy. Vite's
 * dev server injects inline scripts (React refresh) the policy would refuse, so dev mode serves none.
 */
export async function createWebMiddleware(
  mode: WebMode,
  server: Server,
): Promise<{ middleware?: Middleware; close: () => Promise<void> }> {
  if (mode === 'none') return { close: async () => undefined };
  if (mode === 'dist') {
    const { default: sirv } = await import('sirv');
    const root = resolve('web/dist');
    const serve = sirv(root, { single: true, etag: true, gzip: false });
    // The policy CloudFront sends (web-stack.ts): Cognito and uploads are on this origin here.
    const policy = contentSecurityPolicy({ scriptHashes: buildScriptHashes(root), connectOrigins: [] });
    return {
      middleware: (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://web');
        const csp = policyFor(url.pathname, policy);
        res.setHeader('content-security-policy', csp);
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('x-frame-options', csp === policy ? 'DENY' : 'SAMEORIGIN');
        res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
        const page = prerenderedFile(url.pathname);
        if (page) req.url = `/${page}${url.search}`;
        serve(req, res, next);
      },
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
