import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { widgetAliases } from '../packages/widgets/vite/aliases.ts';
import { shadowCss } from '../packages/widgets/vite/shadow-css.ts';
import { DEFAULT_API_BASE, injectApiBase } from './src/api-base.ts';

/**
 * In dev the page gets the provider address as site/server.ts would give it. The build keeps the
 * placeholders: the address is only known when the built site starts.
 */
function devApiBase(): Plugin {
  return {
    name: 'school-dev-api-base',
    apply: 'serve',
    transformIndexHtml: (html) => injectApiBase(html, process.env.API_BASE ?? DEFAULT_API_BASE),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), shadowCss(), devApiBase()],
  resolve: { alias: widgetAliases },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each page needs (site/server.ts preloads them).
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The first paint needs the layout (header, ticker, menu, footer) and the page: in a few
        // files, not the thirty-odd small modules they are written as. On a phone's slow network
        // each extra file costs a round trip. What only later pages need stays in their chunks.
        codeSplitting: {
          groups: [
            {
              // What the entry (main.tsx) shares with the app: Vite's loader of dynamic chunks and
              // next-task.ts. Left to itself Rolldown put them in the app chunk: the entry then
              // loaded and ran the whole app as it started, not after the first paint.
              name: 'preload',
              test: /^\0vite[\\/]preload-helper|[\\/]site[\\/]src[\\/]next-task\.ts$/,
              priority: 30,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@preact)[\\/]/,
              priority: 20,
            },
            {
              // What every page needs once the app starts (main.tsx imports it after the first
              // paint): the app, its layout and the widgets and kit of the layout, in one file.
              name: 'app',
              test: /[\\/](site[\\/]src[\\/](app|api|api-base|config|routes|paths|page-config|page-meta)\.tsx?|site[\\/]src[\\/](layout|components[\\/](spa-link|near-viewport))|packages[\\/]api[\\/]src|packages[\\/]widgets[\\/]src[\\/](runtime|element|theme|institute-header|notice-ticker|institute-card|welcome-speech)[\\/]|packages[\\/]widgets[\\/]src[\\/]ui[\\/](async|status|button|dialog|new-tab|social-links|contact-links|icons|ui\.css|index))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
