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
        // The app runs on Preact (decision 026): apps/web/vite.config.ts's Preact preset aliases React to it. The tests
        // run on Preact too, so the libraries that import React must get the alias as the browser build's do: run
        // through Vite (`server.deps.inline`) from their ESM builds (Testing Library's and React Router's entries
        // resolve to CommonJS here, whose `require` no alias reaches), and react-range, CommonJS only, bundled by the
        // dependency optimizer.
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            {
              find: /^react-router$/,
              replacement: `${import.meta.dirname}/node_modules/react-router/dist/development/index.mjs`,
            },
          ],
        },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          deps: { optimizer: { client: { enabled: true, include: ['react-range'] } } },
          server: {
            deps: {
              inline: [
                /@testing-library[\\/]react/,
                /react-router/,
                /@tanstack/,
                /react-hook-form/,
                /@hookform/,
                /react-toastify/,
                /react-range/,
              ],
            },
          },
        },
      },
    ],
  },
});
