import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repo. The API suites run on a fresh PGlite per file, and run again on
 * PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 */
const apiTests = ['apps/api/src/**/*.test.ts'];
const onServers = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
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
