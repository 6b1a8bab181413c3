/**
 * The embed bundle: `site/dist/widgets/elements.js`, an ES module that defines every custom
 * element, with its lazy chunks beside it and the partner example page (example/) as index.html.
 * Runs after the site's build and replaces only site/dist/widgets.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { shadowCss } from './vite/shadow-css.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The views import their `.css.ts` for the class names only: each element adopts its CSS from
 * strings (`?inline`). A stylesheet for the page would be dead weight, or leak into a partner's
 * page if anything ever linked it, so none is emitted.
 */
function noPageCss(): Plugin {
  return {
    name: 'school-no-page-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      for (const name of css) delete bundle[name];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const linked = css.find((name) => output.code.includes(path.basename(name)));
        if (linked) this.error(`${output.fileName} links ${linked}; elements adopt their CSS`);
      }
    },
  };
}

export default defineConfig({
  root: here('.'),
  // Chunks are found next to elements.js, wherever a partner page loads it from.
  base: './',
  publicDir: here('example'),
  plugins: [react(), vanillaExtractPlugin(), shadowCss(), noPageCss()],
  // Partner pages have no bundler: React's development checks must go at build time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: here('../../site/dist/widgets'),
    emptyOutDir: true,
    // One CSS asset at most (dropped above), never a stylesheet that a lazy chunk would link.
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      input: { elements: here('src/elements.ts') },
      output: {
        entryFileNames: 'elements.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
      },
    },
  },
});
