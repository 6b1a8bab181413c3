import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { shadowCss } from './packages/widgets/vite/shadow-css.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

const widgetPlugins = () => [react(), vanillaExtractPlugin(), shadowCss()];

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/api/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          // The demo school is seeded once and copied per test file; PostgreSQL runs share one
          // server, each file on databases of its own.
          globalSetup: ['packages/server/test/demo-template.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'site',
          environment: 'node',
          include: ['site/test/**/*.test.ts'],
        },
      },
      {
        // The site's pages rendered to HTML as the prerender does: no DOM.
        plugins: widgetPlugins(),
        test: {
          name: 'pages',
          environment: 'node',
          include: ['site/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: widgetPlugins(),
        test: {
          name: 'widgets',
          environment: 'jsdom',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}'],
          setupFiles: ['packages/widgets/test/setup.ts'],
        },
      },
      {
        plugins: widgetPlugins(),
        // Pre-bundled up front, so a fresh CI never reloads the page mid-run to optimise it.
        optimizeDeps: { include: ['axe-core'] },
        test: {
          name: 'elements',
          include: ['packages/widgets/src/**/*.browser.test.{ts,tsx}'],
          globalSetup: ['packages/widgets/test/provider.global.ts'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
