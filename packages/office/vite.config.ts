import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { widgetAliases } from '../widgets/vite/aliases.ts';
import { shadowCss } from '../widgets/vite/shadow-css.ts';

/**
 * The console, built into files the provider serves under /office with the office's own CSP
 * (packages/server/src/office/plugin.ts): `script-src 'self'`, `style-src 'self'`, `font-src
 * 'self'`. So nothing may be inlined into the page or into a data: URL: not a script, not the
 * module-preload polyfill, not a font.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/office/',
  plugins: [react(), vanillaExtractPlugin(), shadowCss()],
  resolve: { alias: widgetAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
