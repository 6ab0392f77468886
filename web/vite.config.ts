import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './vite-prerender.ts';
import { PRODUCT_NAME } from '../functions/contracts/product.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Writes the product's display name (one config value) into index.html. */
const productName = (): Plugin => ({
  name: 'product-name',
  transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
});

const alias = {
  '@contracts': fileURLToPath(new URL('../functions/contracts', import.meta.url)),
  '@domain': fileURLToPath(new URL('../functions/domain', import.meta.url)),
  '@config': fileURLToPath(new URL('../functions/platform/config', import.meta.url)),
};

export default defineConfig({
  root,
  plugins: [react(), productName(), prerender({ alias, plugins: () => [react()] })],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the entry imports (React DOM, MUI's core and emotion, the router, the shell's providers)
        // is one file: every page downloads all of it, and one file compresses better and costs one request.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
});
