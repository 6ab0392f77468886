import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type AliasOptions, type Plugin, type PluginOption } from 'vite';
import type { BuiltChunk } from './src/prerender/render';

/**
 * After the client build, renders the prerendered pages (src/prerender/render.tsx) with the same sources
 * in production mode and writes them next to the shell index.html. The renderer is bundled whole (React,
 * MUI, emotion, the router: one copy of each, in their production builds) into a fresh scratch folder
 * and run in a child process: the render leaves timers (the query cache's) and globals (storage)
 * behind, which must neither keep the build running nor leak into it.
 */
export function prerender(options: { alias: AliasOptions; plugins: () => PluginOption[] }): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    writeBundle(_, bundle) {
      if (isSsrBuild) return;
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                imports: output.imports,
                modules: output.moduleIds.map((id) => relative(root, id)),
              },
            ]
          : [],
      );
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
            ssr: 'src/prerender/render.tsx',
            outDir: scratch,
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
          },
        });
        const shellFile = join(outDir, 'index.html');
        const resultFile = join(scratch, 'pages.json');
        const chunksFile = join(scratch, 'chunks.json');
        writeFileSync(chunksFile, JSON.stringify(chunks));
        const script = `
          const { buildPages } = await import(${JSON.stringify(pathToFileURL(join(scratch, 'render.mjs')).href)});
          const { readFileSync, writeFileSync } = await import('node:fs');
          const pages = await buildPages(
            readFileSync(${JSON.stringify(shellFile)}, 'utf8'),
            JSON.parse(readFileSync(${JSON.stringify(chunksFile)}, 'utf8')),
          );
          writeFileSync(${JSON.stringify(resultFile)}, JSON.stringify(pages));
          process.exit(0);`;
        await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
        const pages = JSON.parse(readFileSync(resultFile, 'utf8')) as Array<{ file: string; html: string }>;
        for (const page of pages) {
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page.html);
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
