/**
 * Starts the servers the benches measure as child processes (each with its own event loop, apart from the load
 * generator), times them to their first 200, reads their memory, and stops them however the bench ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageSinks } from './message-sinks';
import { freePort } from './ports';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

export type ServerProcess = {
  name: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 on the health path. */
  msToFirst200: number;
  /** Resident set size of the process now, from /proc (Linux only). */
  rssBytes(): number | undefined;
  logTail(lines?: number): string;
  stop(): Promise<void>;
};

export type StartOptions = {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Path polled until it answers 200. */
  healthPath: string;
  cwd?: string;
  timeoutMs?: number;
};

const running = new Set<ChildProcess>();
let scratchRoot: string | undefined;

/** One temporary folder per bench run for data folders and logs; removed when the process exits. */
export function scratchDir(name: string): string {
  scratchRoot ??= mkdtempSync(path.join(os.tmpdir(), 'lumen-bench-'));
  return path.join(scratchRoot, name);
}

/** A new, empty folder in the run's scratch folder (a server's DATA_DIR). */
export function freshDataDir(name: string): string {
  const dir = scratchDir(name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  if (scratchRoot) rmSync(scratchRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the servers.\n`);
    process.exit(130);
  });
}

export function readRssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns `node <args>` on a free port, its output going to a log file, and waits for a 200 on `healthPath`. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = scratchDir(`${options.name}-${port}.log`);
  const logFd = openSync(logFile, 'a');
  const logTail = (lines = 20) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logFd, logFd],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('exit', () => running.delete(child));

  const deadline = spawnedAt + (options.timeoutMs ?? 60_000);
  let msToFirst200: number | undefined;
  while (msToFirst200 === undefined) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail()}`);
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not answer 200 on ${options.healthPath} in time:\n${logTail()}`);
    }
    if (await answers200(`${origin}${options.healthPath}`)) msToFirst200 = performance.now() - spawnedAt;
    else await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const pid = child.pid ?? -1;
  return {
    name: options.name,
    origin,
    pid,
    msToFirst200,
    rssBytes: () => readRssBytes(pid),
    logTail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type BuiltServerOptions = {
  /** PGlite folder; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string | undefined;
  logLevel?: string | undefined;
  /** `CATALOG_CACHE_SECONDS`; the server's default (30) when unset, 0 turns the in-memory catalogue cache off. */
  catalogCacheSeconds?: number | undefined;
  /** `REDIS_URL`: rate-limit counters in Redis, as when several API processes share them; in memory when unset. */
  redisUrl?: string | undefined;
  /** `AUTH_RATE_LIMIT_PER_MINUTE`, the per-IP limit of the sign-in calls; the server's default (20) when unset. */
  authRateLimitPerMinute?: number | undefined;
  /** For log files and error messages; `api` when unset. */
  name?: string | undefined;
  /** Further settings of the server (a bench's payment providers), set after the bench's own. */
  env?: Record<string, string> | undefined;
  /**
   * Another built checkout of the shop to run instead of this one (`BENCH_BASELINE`): the build a figure is compared
   * with in the same run, on the same machine.
   */
  root?: string | undefined;
};

/** The checkout `BENCH_BASELINE` names (built, as `npm run build` leaves it), or undefined. */
export function baselineRoot(): string | undefined {
  const root = process.env.BENCH_BASELINE;
  if (!root) return undefined;
  const resolved = path.resolve(root);
  if (!existsSync(path.join(resolved, 'apps/api/dist/server.js'))) {
    throw new Error(`BENCH_BASELINE=${root} has no apps/api/dist/server.js: build that checkout first.`);
  }
  return resolved;
}

/**
 * `node apps/api/dist/server.js` as `npm run serve` runs it, in production mode — with the message providers
 * production requires pointed at local sinks.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<ServerProcess> {
  const root = options.root ?? REPO_ROOT;
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(server)) {
    throw new Error(`${path.relative(REPO_ROOT, server)} is missing: run \`npm run build\` first.`);
  }
  const sinks = await messageSinks();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...sinks.env,
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
  };
  // The bench decides these; a developer's own settings must not leak into the measurement.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.LOG_LEVEL;
  delete env.CATALOG_CACHE_SECONDS;
  delete env.AUTH_RATE_LIMIT_PER_MINUTE;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  if (options.catalogCacheSeconds !== undefined) env.CATALOG_CACHE_SECONDS = String(options.catalogCacheSeconds);
  if (options.authRateLimitPerMinute !== undefined) {
    env.AUTH_RATE_LIMIT_PER_MINUTE = String(options.authRateLimitPerMinute);
  }
  Object.assign(env, options.env);
  return startServer({ name: options.name ?? 'api', args: [server], env, healthPath: '/api/health', cwd: root });
}

/**
 * bench/bare-server.ts: bare Fastify routes making the same queries as the real ones, the baseline a bench compares
 * the API against. On PGlite in `dataDir`, or on the PostgreSQL database at `databaseUrl` when given.
 */
export function startBare(dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startServer({
    name: 'bare',
    args: ['--import', 'tsx', path.join(BENCH_DIR, 'bare-server.ts')],
    cwd: BENCH_DIR,
    env,
    healthPath: '/bare/health',
    // Without the build's template (see bare-server.ts) PGlite runs initdb: a minute and more on a busy machine.
    timeoutMs: 180_000,
  });
}
