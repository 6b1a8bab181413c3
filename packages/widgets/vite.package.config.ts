/**
 * `@school/widgets` as an npm package (scripts/pack.ts): the React components as ES modules in
 * dist/, one file per source module so a host's bundler keeps only the widgets it uses, with
 * their styles compiled here, ahead of time: no vanilla-extract plugin in the host's build.
 * React, the client and the libraries stay imports of the host's own copies.
 *
 * A style module (`x.css.ts`) comes out as its class names and the CSS they name, which joins
 * the page (one `<style>` per sheet, in import order) the first time the module is imported in a
 * browser; in Node (server rendering) it does nothing. Only those modules have side effects
 * (`sideEffects` in the published package.json), so an unused widget's CSS goes with its code.
 */
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { shadowCss } from './vite/shadow-css.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The package's own imports, left to the host: its dependencies and peers, and their subpaths. */
const HOST_OWNED = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.peerDependencies),
];

/**
 * A bare import the host resolves. Not one with a query (`?inline`, `?no-inline`): those are
 * Vite's, so what they give (a CSS text, a font file) is made here.
 */
function hostOwned(id: string): boolean {
  if (id.includes('?')) return false;
  return HOST_OWNED.some((name) => id === name || id.startsWith(`${name}/`));
}

const INJECT = here('src/runtime/page-styles.ts');
const VIRTUAL_CSS = /import\s*["']([^"']+\.vanilla\.css)["'];?/g;

/**
 * vanilla-extract compiles a style module to its class names and a side-effect import of each
 * sheet it needs (`import "…/ui.css.ts.vanilla.css"`), which an app's bundler turns into a
 * stylesheet; a library has none. Here each becomes the sheet's text (`?inline`), handed to
 * `injectPageStyles`.
 */
function pageStyles(): Plugin {
  return {
    name: 'school-page-styles',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id.split('?')[0] ?? '')) return null;
      let count = 0;
      const body = code.replace(VIRTUAL_CSS, (_, sheet: string) => {
        const name = `__schoolSheet${count++}`;
        return `import ${name} from ${JSON.stringify(`${sheet}?inline`)};\n__schoolInject(${name});`;
      });
      if (count === 0) return null;
      return {
        code: `import { injectPageStyles as __schoolInject } from ${JSON.stringify(INJECT)};\n${body}`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  root: here('.'),
  // Files (a font, a picture) are found beside the module that names them, wherever it is.
  base: './',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin(), shadowCss(), pageStyles()],
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    // The host minifies; a library ships readable code.
    minify: false,
    cssCodeSplit: true,
    copyPublicDir: false,
    lib: { entry: here('src/index.ts'), formats: ['es'] },
    rolldownOptions: {
      external: hostOwned,
      output: {
        preserveModules: true,
        preserveModulesRoot: here('src'),
        // Modules of other packages made here (glider's CSS text, a font's address) go to
        // vendor/: npm leaves any node_modules folder out of a package.
        entryFileNames: (chunk) => `${chunk.name.replace(/(^|\/)node_modules\//, '$1vendor/')}.js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
