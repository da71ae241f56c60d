// CI's check of `npm run dev` (scripts/dev.mjs), one check in scripts/test.mjs. On free ports, a temporary DATA_DIR
// and the embedded database (never the repo's ./data nor a DATABASE_URL of the environment):
//   1. `/` (Vite's page) and `/api/health` (the API, through Vite's proxy) answer on Vite's port; a Ctrl-C (SIGINT
//      to the process group, as a terminal sends it) then stops every process it started.
//   2. With Vite's port taken, Vite fails, and `npm run dev` stops the API and exits with Vite's exit code.
// Every process started here is killed at the end whatever happens, and the whole check is bounded by a timeout.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHECK_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;
/** How long Vite may take to find its port taken (it does in about a second). */
const FAIL_TIMEOUT_MS = 60_000;

/** Marks every process started by this run (in its environment), so none can outlive the check. */
const RUN_MARK = `LUMEN_DEV_CHECK_RUN=${randomUUID()}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-dev-check-'));
const groups = [];
let output = '';

function log(line) {
  process.stdout.write(`  ${line}\n`);
}

/** Processes whose environment carries this run's mark (Linux's /proc; elsewhere none are found). */
function processesOfRun() {
  if (!existsSync('/proc')) return [];
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(RUN_MARK)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

function killEverything() {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const pid of processesOfRun()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function fail(message) {
  process.stdout.write(`\n${output.slice(-6000)}\n`);
  process.stderr.write(`dev check failed: ${message}\n`);
  killEverything();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

setTimeout(() => fail(`no result within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS).unref();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npm run dev` in a process group of its own; answers the child and a promise of its exit code (or signal). */
function startDev(apiPort, webPort) {
  const env = { ...process.env, PORT: String(apiPort), WEB_PORT: String(webPort), DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  const [name, value] = RUN_MARK.split('=');
  env[name] = value;
  const child = spawn('npm', ['run', 'dev', '--silent'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid);
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

/** Polls `probe` until it answers true or the deadline passes; answers whether it did. */
async function until(probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function withTimeout(promise, timeoutMs) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(undefined), timeoutMs).unref())]);
}

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

// 1. Both answer through Vite's port; Ctrl-C stops everything.
{
  const [apiPort, webPort] = [await freePort(), await freePort()];
  log(`npm run dev with Vite on :${webPort} and the API on :${apiPort} (DATA_DIR ${dataDir})`);
  const dev = startDev(apiPort, webPort);
  const web = `http://localhost:${webPort}`;
  let ended;
  dev.exited.then((result) => {
    ended = result;
  });
  let health;
  const up = await until(async () => {
    if (ended) fail(`npm run dev ended (${JSON.stringify(ended)}) before answering`);
    health = await get(`${web}/api/health`);
    return health.status === 200;
  }, START_TIMEOUT_MS);
  if (!up) fail(`/api/health did not answer 200 through Vite within ${START_TIMEOUT_MS / 1000} s`);
  if (!/application\/json/.test(health.type) || JSON.parse(health.body).status !== true) {
    fail(`/api/health answered ${health.type}: ${health.body.slice(0, 300)}`);
  }
  log(`/api/health through Vite: 200 ${health.body.slice(0, 120)}`);
  const direct = await get(`http://localhost:${apiPort}/api/health`).catch((err) => ({ status: err.message }));
  if (direct.status !== 200) fail(`the API does not answer on its PORT ${apiPort}: ${direct.status}`);

  const page = await get(`${web}/`);
  // Vite's own page: the app's root element and Vite's client, which only the dev server injects.
  if (page.status !== 200 || !page.body.includes('<div id="root">') || !page.body.includes('/@vite/client')) {
    fail(`/ answered ${page.status} ${page.type}: ${page.body.slice(0, 300)}`);
  }
  log(`/ through Vite: 200 ${page.type}, the app's page with Vite's client`);
  if (readdirSync(dataDir).length === 0) fail(`the API wrote nothing to DATA_DIR ${dataDir}`);

  process.kill(-dev.child.pid, 'SIGINT');
  if (!(await withTimeout(dev.exited, STOP_TIMEOUT_MS))) fail('npm run dev did not end after Ctrl-C');
  if (!(await until(async () => processesOfRun().length === 0, STOP_TIMEOUT_MS))) {
    fail(`processes still running after Ctrl-C: ${processesOfRun().join(', ')}`);
  }
  log('Ctrl-C: npm run dev ended, and neither server is left running');
}

// 2. Vite cannot start: the API is stopped too, and the exit code is Vite's.
{
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const taken = net.createServer();
  await new Promise((resolve) => taken.listen(webPort, 'localhost', resolve));
  log(`npm run dev with Vite's port :${webPort} taken`);
  const dev = startDev(apiPort, webPort);
  const result = await withTimeout(dev.exited, FAIL_TIMEOUT_MS);
  taken.close();
  if (!result) fail('npm run dev kept running although Vite could not start');
  if (result.code !== 1) fail(`npm run dev ended with ${JSON.stringify(result)}, not Vite's exit code 1`);
  if (!(await until(async () => processesOfRun().length === 0, STOP_TIMEOUT_MS))) {
    fail(`processes still running after Vite failed: ${processesOfRun().join(', ')}`);
  }
  log("Vite failed: npm run dev stopped the API and ended with Vite's exit code 1");
}

killEverything();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
