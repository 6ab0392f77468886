/**
 * The pages built as HTML files of their own (web/vite-prerender.ts), by path. Every other route is
 * served the SPA shell, index.html. Read by everything that serves the build: the local server
 * (functions/local/web-server.ts), the bench's server and CloudFront's viewer-request function
 * (infra/stacks/web-stack.ts), so the three route them alike.
 */
export const prerenderedPages = {
  '/': 'prerendered/landing.html',
  '/auth': 'prerendered/auth.html',
  '/dashboard': 'prerendered/dashboard.html',
} as const;

export type PrerenderedPath = keyof typeof prerenderedPages;

/** The file (relative to the build folder) that serves `pathname`, if it is a prerendered page. */
export function prerenderedFile(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(prerenderedPages, path) ? prerenderedPages[path as PrerenderedPath] : undefined;
}
