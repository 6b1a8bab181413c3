import { defineConfig } from 'vitest/config';

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
          // Every test file seeds its own database; PostgreSQL runs share one server.
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
    ],
  },
});
