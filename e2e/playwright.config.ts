/**
 * End-to-end run: Debian's Chromium against the already built app, started exactly as `npm start` runs it after
 * its build (`node apps/api/dist/server.js` from the repo root) on a fresh temporary DATA_DIR. This config never
 * builds: the root `npm test` builds first; by hand, run `npm run build` before `npm test -w @lumen/e2e`.
 *
 * A second, "strict" server (E2E_PORT + 1, its own DATA_DIR) keeps the server's 120-second wait between codes and
 * lets a code expire after a few seconds; the auth specs that need it open its absolute URL (fixtures/auth-servers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  MAIN_BASE_URL,
  MAIN_PORT,
  STRICT_BASE_URL,
  STRICT_OTP_TTL_SECONDS,
  STRICT_PORT,
} from './fixtures/auth-servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = MAIN_PORT;
const baseURL = MAIN_BASE_URL;

// The config is evaluated again in every worker: only the runner makes the data directories, and workers inherit
// them through the environment.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
function temporaryDataDir(variable: 'E2E_DATA_DIR' | 'E2E_STRICT_DATA_DIR'): string {
  if (!process.env[variable]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'lumen-e2e-'));
    process.env[variable] = dir;
    if (!isWorker) process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return process.env[variable] as string;
}
const dataDir = temporaryDataDir('E2E_DATA_DIR');
const strictDataDir = temporaryDataDir('E2E_STRICT_DATA_DIR');

// Optional: serve a snapshot of the web build (e.g. a copy of apps/web/dist), so a rebuild in the working tree
// during a run cannot swap the assets under the running servers.
const webDist: Record<string, string> = process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {};

const serverBase = {
  command: 'node apps/api/dist/server.js',
  cwd: repoRoot,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // One retry, so that a test failing once for no reason of the code (the suite shares two cores with two shop
  // servers) does not throw a whole run away; the list reporter and `npm test` name every test that needed it.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      ...serverBase,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Every test comes from one IP: the per-IP limit of the auth calls must not get in the way.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        // The server lets a resend through at once: the client's 120-second countdown is tested with Playwright's
        // clock, and a successful resend still works.
        OTP_RESEND_SECONDS: '0',
        ...webDist,
      },
    },
    {
      // "strict": the server's own 120-second wait between codes (a resend refused with 429) and codes that expire
      // after STRICT_OTP_TTL_SECONDS.
      ...serverBase,
      name: 'strict',
      url: `${STRICT_BASE_URL}/api/health`,
      env: {
        PORT: String(STRICT_PORT),
        DATA_DIR: strictDataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        OTP_TTL_SECONDS: String(STRICT_OTP_TTL_SECONDS),
        ...webDist,
      },
    },
  ],
});
