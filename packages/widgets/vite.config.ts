/**
 * The embed bundle: `site/dist/widgets/elements.js`, an ES module that defines every custom
 * element, with its lazy chunks beside it, and the two small scripts of the iframe embed (public/).
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
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { READY_PARTS } from './src/ready-parts.ts';
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

/** What elements.ts says in place of its preload table, until the build writes the table. */
const PRELOADS_MARKER = /(["'`])\{"school:preloads":0\}\1/;

/**
 * One file per element beside the shared runtime, and elements.ts's table of what to preload.
 *
 * Rolldown puts every module two elements share in a chunk of its own, so an element came in a
 * dozen small files (its chunk, the avatar, the pager, the lazy-part helper, …), each found only
 * once the file importing it had arrived, and each paying gzip's own overhead: measured on the
 * testimonials, head messages and staff directory, 1.2–1.7 KB more than the same code as one file.
 * So each element chunk is bundled once more, by itself, with what it imports (but the runtime
 * chunk) and the lazy parts its loaded view always needs (src/ready-parts.ts) folded in; a module
 * several elements use is then in each of their files (kit pieces hold no state two elements
 * share: that is the runtime's). The file keeps its name and its exports, so a lazy chunk that
 * imports from it still finds them; the name's hash is still the first bundle's, from which the
 * new content follows. Lazy parts fetched later and the runtime stay as they were.
 *
 * The autoloader then preloads the runtime with the element's chunk (`<link rel=modulepreload>`):
 * all of an element's code in one round after elements.js.
 */
function oneFilePerElement(): Plugin {
  const src = here('src');
  return {
    name: 'school-one-file-per-element',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('the embed bundle has no entry chunk');
      const tags = [
        ...new Set([...entry.code.matchAll(/["'`](school-[a-z-]+)["'`]\s*:/g)].map((m) => m[1])),
      ].filter((tag): tag is string => tag !== undefined);
      // Other builds of this config: the size measure's React baseline has no element.
      if (tags.length === 0) return;
      // What `import()` of the module loads: its own chunk, or a facade of the chunk that holds
      // it (a module of a group), which imports that chunk.
      const chunkOf = (file: string) => {
        const id = path.join(src, file);
        const chunk =
          chunks.find((c) => c.facadeModuleId === id) ??
          chunks.find((c) => c.moduleIds.some((m) => m.split('?')[0] === id));
        if (!chunk) return this.error(`no chunk holds src/${file}`);
        return chunk.fileName;
      };
      const withImports = (file: string, into: Set<string>) => {
        if (into.has(file)) return into;
        into.add(file);
        const chunk = bundle[file];
        for (const next of chunk?.type === 'chunk' ? chunk.imports : []) withImports(next, into);
        return into;
      };
      const runtime = withImports(chunkOf('element/define-element.tsx'), new Set());
      for (const tag of Object.keys(READY_PARTS)) {
        if (!tags.includes(tag))
          this.error(`READY_PARTS names <${tag}>, which elements.ts does not load`);
      }

      // Every file's imports once the element chunks are rebuilt, to drop those no longer used.
      const edges = new Map<string, string[]>(
        chunks.map((chunk) => [chunk.fileName, [...chunk.imports, ...chunk.dynamicImports]]),
      );
      const table: Record<string, string[]> = {};
      for (const tag of tags) {
        const name = tag.slice('school-'.length);
        const file = chunkOf(`${name}/${name}.element.ts`);
        const folded = new Set((READY_PARTS[tag] ?? []).map(chunkOf));
        const build = await rolldown({
          input: file,
          logLevel: 'silent',
          plugins: [
            {
              name: 'school-first-bundle',
              resolveId(source, importer, { kind }) {
                if (!importer) return source;
                const target = path.posix.join(path.posix.dirname(importer), source);
                if (!(target in bundle))
                  return this.error(`${importer} imports ${source}: not in the bundle`);
                const later = kind === 'dynamic-import' && !folded.has(target);
                if (runtime.has(target) || later) {
                  return { id: `./${path.posix.relative('chunks', target)}`, external: true };
                }
                return target;
              },
              load(id) {
                const chunk = bundle[id];
                return chunk?.type === 'chunk' ? chunk.code : null;
              },
            },
          ],
        });
        const { output } = await build.generate({
          format: 'es',
          minify: true,
          comments: false,
          codeSplitting: false,
        });
        await build.close();
        const [one] = output;
        const chunk = bundle[file];
        if (!one || output.length !== 1 || chunk?.type !== 'chunk') {
          return this.error(`<${tag}> did not come out as one file`);
        }
        chunk.code = one.code;
        const named = (specifier: string) => path.posix.join('chunks', specifier);
        edges.set(file, [...one.imports.map(named), ...one.dynamicImports.map(named)]);
        const own = one.imports.map(named).filter((f) => !runtime.has(f));
        if (own.length) table[tag] = own.map((f) => f.slice('chunks/'.length, -'.js'.length));
      }

      // The files nothing loads any more: the small shared chunks now folded into elements.
      const used = new Set<string>();
      const visit = (file: string) => {
        if (used.has(file)) return;
        used.add(file);
        for (const next of edges.get(file) ?? []) visit(next);
      };
      visit(entry.fileName);
      for (const chunk of chunks) if (!used.has(chunk.fileName)) delete bundle[chunk.fileName];

      // Names in chunks/, without `.js`: the table is in every page's first download.
      table[''] = [...runtime].map((f) => f.slice('chunks/'.length, -'.js'.length));
      if (!PRELOADS_MARKER.test(entry.code)) return this.error('elements.js has no preload marker');
      entry.code = entry.code.replace(PRELOADS_MARKER, () => `'${JSON.stringify(table)}'`);
    },
  };
}

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
  publicDir: here('public'),
  plugins: [
    react(),
    vanillaExtractPlugin(),
    shadowCss(),
    wasmAsFile(),
    noPageCss(),
    oneFilePerElement(),
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
        // What every element needs is one chunk, which the autoloader preloads together with the
        // element's own chunk: React, the element adapter and what it imports (signals, the
        // client, theme), the store and async face every widget is built on, the school's texts
        // in the widget's language (localized, with the digits and the twins' naming it uses),
        // and what every element asks for as it starts (the Bengali font faces, the code that
        // turns the provider's /site-color into CSS, and the bundler's own helpers): fetched
        // before any element is ready anyway, they cost less inside it than as files of their
        // own. Kit pieces only some widgets use (pages, forms and their schemas, downloads) stay
        // out: only those widgets' chunks bring them.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|@preact)[\\/]|widgets[\\/]src[\\/](element[\\/](define-element\.tsx|fonts\.ts)|theme[\\/](site-colors|contrast)\.ts|runtime[\\/](store\.ts|resource\.ts|heading\.ts|trimmed\.ts|use-on-load\.ts|use-latest\.ts|url\.ts|reduced-motion\.ts|localized\.ts)|ui[\\/](async|status)\.tsx)$|api[\\/]src[\\/](bengali\.ts|contract[\\/](choices|download-types)\.ts)$|^\0rolldown[\\/]runtime/,
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
