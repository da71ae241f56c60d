import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repo. The API suites run on a fresh PGlite per file, and run again on
 * PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 */
const apiTests = ['apps/api/src/**/*.test.ts'];
const onServers = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // At least two files at once, even on two cores (Vitest's default there is one): an API file on PostgreSQL spends
    // most of its time waiting on the server, so a second file fills the gap (808 s → 525 s for the whole run here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
        },
      },
      ...(onServers
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                globalSetup: ['apps/api/src/test/global-setup.ts'],
                environment: 'node',
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
