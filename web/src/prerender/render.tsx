import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { prerenderedPages, type PrerenderedPath } from '@contracts/prerendered-pages';
import { App, type AppRouter } from '../app/app';
import { memoryStorage } from '../lib/memory-storage';
import { preloadRoutes } from '../app/router';
import { bootScript, type BootOptions } from './boot-script';
import { PRERENDERED, PREVIEW } from './boot-marks';
import { focusedFieldStyle } from './focused-field-style';
import { tokenRules } from './token-rules';

/*
 * Build-time rendering, run by web/vite-prerender.ts after the client build: the pages a visitor opens
 * first are rendered as a visitor's browser first renders them (same App, a memory router, nothing in
 * storage), MUI's styles included, and written as HTML files of their own next to the SPA shell
 * (functions/contracts/prerendered-pages.ts says which). The landing page stays plain HTML: it shows no
 * data and its controls are links. /auth is hydrated by the app (main.tsx). /dashboard is a signed-in
 * user's preview: the shell (sidebar, header) and the page as the app first renders them for any plain
 * user whose data has not arrived yet (skeletons, no name), replaced by the app's own first render.
 */

interface PageOptions extends Pick<BootOptions, 'audience' | 'mode'> {
  /**
   * The route modules (relative to web/) the page's first render needs: the boot script preloads them
   * with the app's module, a few links per task, so the app finds them requested (Vite's preload
   * helper adds a link per missing file, all in one task: hundreds of milliseconds on a slow phone).
   * Not in the head: the browser would request them before the first paint, which need not wait.
   */
  preload?: string[];
  /** The API reads (GET, paths under /api) the page's first render makes: the boot script starts them. */
  requests?: string[];
}

const pages: Record<PrerenderedPath, PageOptions> = {
  '/': { audience: 'anyone', mode: 'static' },
  '/auth': { audience: 'visitor', mode: 'hydrate' },
  '/dashboard': {
    audience: 'signed-in',
    mode: 'preview',
    preload: [
      'src/app/query-layout.tsx',
      'src/app/guards.tsx',
      'src/app/main-layout.tsx',
      'src/features/dashboard/dashboard-page.tsx',
    ],
    requests: ['/me', '/diagnostics', '/action-plans', '/learning/modules', '/notifications', '/onboarding'],
  },
};

/** A file of the client build: its modules (relative to web/) and the files it imports statically. */
export interface BuiltChunk {
  file: string;
  imports: string[];
  modules: string[];
}

/** The files (as URLs) that hold `modules` and everything they import statically. */
function preloadFiles(modules: string[], chunks: BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
    add(chunk.file);
  }
  return [...files].map((file) => `/${file}`);
}

/**
 * What storage holds for a signed-in preview: an access token, in Amplify's keys, of a plain user who
 * has no name or data yet (the app reads the session from it, token-rules.ts). Never sent anywhere:
 * nothing is fetched at build time.
 */
function previewStorage(): Storage {
  const storage = memoryStorage();
  const rules = tokenRules();
  const keys = rules.keys('preview', 'preview');
  const payload = Buffer.from(JSON.stringify({ sub: 'preview', exp: 4_102_444_800 })).toString('base64url');
  storage.setItem(keys.lastUser, 'preview');
  storage.setItem(keys.accessToken, `e30.${payload}.preview`);
  if (!rules.accessToken(storage, Date.now())) throw new Error('prerender: the preview token is not read');
  return storage;
}

export interface PageFile {
  file: string;
  html: string;
}

/** The prerendered pages' files, made from the shell index.html Vite built. */
export async function buildPages(shell: string, chunks: BuiltChunk[]): Promise<PageFile[]> {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  const preloadTags = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const mount = '<div id="root"></div>';
  if (!entryTag || !shell.includes(mount) || !shell.includes('</head>'))
    throw new Error('prerender: unexpected index.html');
  // The boot script requests the app's modules itself (see boot-script.ts).
  const head = [entryTag, ...preloadTags].reduce((html, [tag]) => html.replace(tag, ''), shell);
  const files: PageFile[] = [];
  for (const [path, file] of Object.entries(prerenderedPages) as Array<[PrerenderedPath, string]>) {
    const { mode, preload = [], requests } = pages[path];
    const shellPreloads = preloadTags.map((tag) => tag[1]!);
    const pagePreloads = preloadFiles(preload, chunks).filter(
      (file) => file !== entryTag[1] && !shellPreloads.includes(file),
    );
    const { styles, body } = gatherStyles(await renderPage(path, mode === 'preview'));
    const boot = bootScript({
      path,
      audience: pages[path].audience,
      mode,
      entry: entryTag[1]!,
      preloads: [...shellPreloads, ...pagePreloads],
      ...(requests ? { requests } : {}),
    });
    // Functions as replacements: the page's text may contain '$'.
    const html = head
      .replace('</head>', () => `${styles}${mode === 'hydrate' ? focusedFieldStyle() : ''}</head>`)
      .replace(
        mount,
        () =>
          `<div id="root" ${mode === 'preview' ? PREVIEW : PRERENDERED}>${body}</div><script>${boot}</script>`,
      );
    files.push({ file, html });
  }
  return files;
}

async function renderPage(path: string, signedIn: boolean): Promise<string> {
  Object.defineProperty(globalThis, 'localStorage', {
    value: signedIn ? previewStorage() : memoryStorage(),
    configurable: true,
  });
  Object.defineProperty(globalThis, 'sessionStorage', { value: memoryStorage(), configurable: true });
  await preloadRoutes(path);
  // The pages are rendered one after another: the session and data known to one are not the next one's.
  (await import('../lib/session')).forgetSession();
  (await import('../app/query-layout')).queryClient.clear();
  const Router: AppRouter = ({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderToString(<App Router={Router} />);
}

/**
 * Emotion renders each new rule as a <style data-emotion="css <id>"> before the element that uses it
 * (and global styles as "css-global <id>"). They move to the head, the rules in one tag: the browser
 * parses one stylesheet before the page, and the app's emotion cache adopts the ids it finds there
 * wherever the tags are, so hydration renders no style twice.
 */
function gatherStyles(html: string): { styles: string; body: string } {
  const tag = /<style data-emotion="(css(?:-global)?) ([^"]+)">([^<]*)<\/style>/g;
  const found = [...html.matchAll(tag)];
  const globals = found.filter((match) => match[1] === 'css-global').map((match) => match[0]);
  const rules = found.filter((match) => match[1] === 'css');
  const ids = rules.map((match) => match[2]).join(' ');
  const css = rules.map((match) => match[3]).join('');
  const styles = [...globals, ...(ids ? [`<style data-emotion="css ${ids}">${css}</style>`] : [])].join('');
  return { styles, body: html.replace(tag, '') };
}
