import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { shadowCss } from './packages/widgets/vite/shadow-css.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from './tests/chromium.ts';
import { SlowestFirst } from './tests/slowest-first.ts';

const widgetPlugins = () => [react(), vanillaExtractPlugin(), shadowCss()];

/**
 * Element files whose widgets act on real time (a carousel's smooth scroll, a dialog that closes
 * itself after a few seconds unless held): on two cores shared with three other files they were
 * seen to fail now and then, so they run last, by themselves (the elements-alone project), side
 * by side. One cause is mended: glider's scroll lock sent a move back when frames came late
 * (ui/glider-driver.ts). Side by side, the carousel's "holds still while the pointer is on the
 * slides" still once read page 1 (a fresh clone, 2026-11-29), so they stay here. The
 * carousel's tests are two files (its layout and buttons; how it moves by hand and by itself),
 * so that this end of the run, with a core idle, lasts as long as the longer half (about 6 s)
 * instead of all of them (11 s).
 */
const ELEMENTS_ALONE = [
  'packages/widgets/src/ui/carousel.browser.test.tsx',
  'packages/widgets/src/ui/carousel-motion.browser.test.tsx',
  'packages/widgets/src/ui/dialog.browser.test.tsx',
];

/** The widgets as custom elements in Chromium, against the demo provider. */
const elementsProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  order: { sequence?: { groupOrder: number }; maxWorkers?: number } = {},
) => ({
  plugins: widgetPlugins(),
  // Pre-bundled up front, so a fresh CI never reloads the page mid-run to optimise it.
  optimizeDeps: { include: ['axe-core'] },
  test: {
    name,
    ...files,
    ...order,
    globalSetup: ['packages/widgets/test/provider.global.ts'],
    testTimeout: 20_000,
    // A poll's limit catches a hang; it is not a time goal. Vitest's 1 s default was missed
    // by a carousel's smooth scroll on two busy cores (files run three at a time).
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: SHELL_CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default on 2 cores is one worker, one file at a time. Most of the run waits (on
    // Chromium, on servers the end-to-end files start, on PostgreSQL), so four files run side
    // by side (and four element files beside them); every file starts its own servers on free
    // ports and its own databases. With three, the two cores stood a fifth idle for the 100 s
    // that only end-to-end files ran (their pages, their providers' slow answers): a warm
    // `npx vitest run` took 467.8 s, and 442.2 s with four (same tests, all passed).
    maxWorkers: 4,
    sequence: { sequencer: SlowestFirst },
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
          // Each file builds its own apps on its own databases and mocks no module, so a worker
          // loads the provider's code once for all its files instead of once per file (measured
          // on this project alone: 248 → 208 s of CPU).
          isolate: false,
          // The demo school is seeded once and copied per test file; PostgreSQL runs share one
          // server, each file on databases of its own.
          globalSetup: ['packages/server/test/demo-template.global.ts'],
          // Only a hang's limit, not a time goal (those live in npm run bench): files run side by
          // side with the browsers, so a fuzz or backup test can take a minute on 2 busy cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The command-line tests start the provider's commands in processes of their own, 40
          // and more a run: Node keeps the code it compiled for the next one (0.4 → 0.26 s of
          // CPU a start).
          env: { NODE_COMPILE_CACHE: join(tmpdir(), 'school-test-compile-cache') },
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
          // jsdom set up once per worker instead of once per file (about half a second each):
          // every file still runs in a fresh VM context of its own.
          pool: 'vmThreads',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}'],
          setupFiles: ['packages/widgets/test/vm-pool.ts', 'packages/widgets/test/setup.ts'],
          // A file waits for its widget's lazy parts; with files side by side, that takes longer.
          testTimeout: 15_000,
        },
      },
      {
        // The office console (packages/office): its screens on a fake office client, in jsdom.
        plugins: widgetPlugins(),
        test: {
          name: 'office',
          environment: 'jsdom',
          include: ['packages/office/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/widgets/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      elementsProject('elements', {
        include: ['packages/widgets/src/**/*.browser.test.{ts,tsx}'],
        exclude: ELEMENTS_ALONE,
      }),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // As for the provider's tests: no file mocks a module or changes a global, so a worker
          // loads Playwright, the provider and the site server once for all its files (measured:
          // 0.9 s of CPU a file less).
          isolate: false,
          globalSetup: ['tests/demo-seed.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As for the element tests: a poll's limit catches a hang, not a time goal (a slideshow's
          // smooth scroll missed Vitest's 1 s default on two busy cores).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      elementsProject(
        'elements-alone',
        { include: ELEMENTS_ALONE },
        { sequence: { groupOrder: 1 }, maxWorkers: ELEMENTS_ALONE.length },
      ),
    ],
  },
});
