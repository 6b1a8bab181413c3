/**
 * The embed bundle: `site/dist/widgets/elements.js`, an ES module that defines every custom
 * element, with its lazy chunks beside it and the partner example page (example/) as index.html.
 * Its code is `elements.<hash>.js` (named in `versions.json` with its Subresource Integrity hash,
 * for partners who pin a version); `elements.js` re-exports it. Runs after the site's build and
 * replaces only site/dist/widgets.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { widgetAliases } from './vite/aliases.ts';
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

/**
 * HarfBuzz's WebAssembly (the Bengali report card's shaper, loaded only when such a card is
 * downloaded) as a file of its own: in library mode Vite would inline the 400 KB binary into
 * the chunk as base64, a third bigger and compiled from a string.
 */
function wasmAsFile(): Plugin {
  const reference = 'new URL("harfbuzz.wasm",import.meta.url)';
  return {
    name: 'school-wasm-as-file',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('harfbuzzjs/dist/harfbuzz.js')) return undefined;
      if (!code.includes(reference)) this.error(`${id} no longer loads harfbuzz.wasm as expected`);
      return code.replace(reference, 'new URL("harfbuzz.wasm?no-inline",import.meta.url)');
    },
  };
}

const ENTRY = 'elements.js';

/**
 * The bundle's entry is `elements.<hash>.js`, which never changes and may be cached for a year;
 * `elements.js` is the same bytes under the address that always means "the newest", so it must
 * revalidate. Both sit beside chunks/ and import the same chunks, so a page has one copy of
 * every element whichever address it loaded (a define of a defined tag is a no-op).
 * `versions.json` names the newest versioned entry and its Subresource Integrity hash, for
 * partners who pin it.
 */
function versionedEntry(): Plugin {
  return {
    name: 'school-versioned-entry',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? here('../../site/dist/widgets');
      const entry = Object.values(bundle).find((out) => out.type === 'chunk' && out.isEntry);
      if (!entry) return this.error('the embed bundle has no entry chunk');
      const latest = entry.fileName;
      const code = await readFile(path.join(dir, latest));
      const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
      await writeFile(path.join(dir, ENTRY), code);
      await writeFile(
        path.join(dir, 'versions.json'),
        `${JSON.stringify({ latest, integrity }, null, 2)}\n`,
      );
    },
  };
}

export default defineConfig({
  root: here('.'),
  // Chunks are found next to elements.js, wherever a partner page loads it from.
  base: './',
  publicDir: here('example'),
  plugins: [
    react(),
    vanillaExtractPlugin(),
    shadowCss(),
    wasmAsFile(),
    noPageCss(),
    versionedEntry(),
  ],
  resolve: { alias: widgetAliases },
  // Partner pages have no bundler: React's development checks must go at build time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: here('../../site/dist/widgets'),
    emptyOutDir: true,
    // One CSS asset at most (dropped above), never a stylesheet that a lazy chunk would link.
    cssCodeSplit: false,
    // Library mode: plain `import()` of the element chunks, without Vite's preload helper.
    lib: { entry: here('src/elements.ts'), formats: ['es'] },
    rolldownOptions: {
      output: {
        // Library mode keeps ES output's whitespace and annotations; partner pages want it small.
        minify: true,
        comments: false,
        // What every element needs is one chunk, which the autoloader fetches together with the
        // element's own chunk (two requests at once instead of one after the other): React, the
        // element adapter and what it imports (signals, the client, theme), the store and async
        // face every widget is built on, and the school's texts in the widget's language
        // (localized, with the digits and the twins' naming it uses). Kit pieces only some
        // widgets use (pages, forms and their schemas, downloads) stay out: only those widgets'
        // chunks bring them.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|@preact)[\\/]|widgets[\\/]src[\\/](element[\\/]define-element\.tsx|runtime[\\/](store\.ts|resource\.ts|heading\.ts|trimmed\.ts|use-on-load\.ts|use-latest\.ts|url\.ts|reduced-motion\.ts|localized\.ts)|ui[\\/](async|status)\.tsx)$|api[\\/]src[\\/]bengali\.ts$/,
            },
          ],
        },
        entryFileNames: 'elements.[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
      },
    },
  },
});
