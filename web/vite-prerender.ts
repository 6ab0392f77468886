import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type AliasOptions, type Plugin, type PluginOption } from 'vite';
import type * as PrerenderModule from './src/prerender';

interface Rendered {
  pages: Array<(typeof PrerenderModule)['prerenderedPages'][number] & { html: string }>;
  bootScript: string;
}

/**
 * Renders in a child process: the render leaves timers (the query cache's) and globals (storage) behind,
 * which must neither keep the build running nor leak into it.
 */
async function renderInChild(
  rendererFile: string,
  resultFile: string,
  entry: string,
  preloads: string[],
): Promise<Rendered> {
  const script = `
    const renderer = await import(${JSON.stringify(pathToFileURL(rendererFile).href)});
    const pages = [];
    for (const page of renderer.prerenderedPages) pages.push({ ...page, html: await renderer.renderPage(page.path) });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(${JSON.stringify(resultFile)}, JSON.stringify({ pages, bootScript: renderer.bootScript(${JSON.stringify(entry)}, ${JSON.stringify(preloads)}) }));
    process.exit(0);`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(readFileSync(resultFile, 'utf8')) as Rendered;
}

/**
 * After the client build, renders the first pages (web/src/prerender.tsx) with the same sources in
 * production mode and writes them into index.html. The renderer is bundled as a whole (React, MUI,
 * emotion, router: one copy of each, in their production builds) into a scratch folder, imported, and
 * removed.
 */
export function prerender(options: {
  alias: AliasOptions;
  plugins: () => PluginOption[];
  /** Modules main.tsx imports dynamically at start-up: the boot script preloads them and their imports. */
  startModules: string[];
}): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  const startChunks = new Set<string>();
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const add = (fileName: string) => {
        if (startChunks.has(fileName)) return;
        startChunks.add(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
          add(imported);
      };
      for (const module of options.startModules.map((path) => resolve(root, path))) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
        add(chunk.fileName);
      }
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const scratch = mkdtempSync(join(tmpdir(), 'rumo-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          resolve: { alias: options.alias },
          plugins: options.plugins(),
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: scratch,
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
          },
        });
        const indexFile = join(outDir, 'index.html');
        const index = readFileSync(indexFile, 'utf8');
        // Vite's entry script and the preloads of its imports move from the head to the boot script
        // (prerender.tsx), which starts them after the first paint.
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
        const preloadTags = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const mount = '<div id="root"></div>';
        if (!entryTag || !index.includes(mount)) throw new Error('prerender: unexpected index.html');
        const rendered = await renderInChild(
          join(scratch, 'prerender.mjs'),
          join(scratch, 'pages.json'),
          entryTag[1]!,
          [
            ...new Set([
              ...preloadTags.map((tag) => tag[1]!),
              ...[...startChunks].map((fileName) => `/${fileName}`).filter((url) => url !== entryTag[1]),
            ]),
          ],
        );
        const templates = rendered.pages.map(
          (page) =>
            `<template data-prerendered="${page.path}"${page.visitorOnly ? ' data-visitor-only' : ''}>${page.html}</template>`,
        );
        const head = [entryTag, ...preloadTags].reduce((html, [tag]) => html.replace(tag, ''), index);
        // A function as replacement: the pages' text may contain '$'.
        const body = [mount, ...templates, `<script>${rendered.bootScript}</script>`].join('\n    ');
        writeFileSync(
          indexFile,
          head.replace(mount, () => body),
        );
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
