// `npm run dev`: the API in watch mode (apps/api's own `tsx watch src/server.ts`, restarted on every save) and Vite's
// dev server with hot reload (apps/web), whose proxy sends /api to the API. Vite listens on WEB_PORT (5173), the API
// on PORT (3000); both get the same environment. Ctrl-C stops both. When either ends on its own, the other is
// stopped and this exits with the first one's exit code. (A crash of the API itself does not end tsx's watcher: it
// waits for the next save.)
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** How long the two get to close after a stop before they are killed. */
const STOP_GRACE_MS = 10_000;

function portFrom(variable, fallback) {
  const value = process.env[variable] ?? fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    process.stderr.write(`dev: ${variable} must be a port number from 1 to 65535, not "${value}"\n`);
    process.exit(1);
  }
  return value;
}

const apiPort = portFrom('PORT', '3000');
const webPort = portFrom('WEB_PORT', '5173');
const env = {
  ...process.env,
  PORT: apiPort,
  WEB_PORT: webPort,
  // The API runs in apps/api: its data stays in the same ./data as `npm start` uses (relative to where this started).
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
  // Links in the shop's e-mails open the pages Vite serves.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};

// The product pictures are static files the build draws; draw them for the API to serve in dev too.
const drawn = spawnSync(bin('tsx'), ['scripts/draw-artwork.ts', 'dist/media'], {
  cwd: path.join(root, 'apps/api'),
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (drawn.status !== 0) {
  process.stderr.write('dev: could not draw the product pictures\n');
  process.exit(1);
}

const servers = [
  { name: 'the API', command: bin('tsx'), args: ['watch', '--clear-screen=false', 'src/server.ts'], cwd: 'apps/api' },
  { name: 'Vite', command: bin('vite'), args: ['--clearScreen', 'false'], cwd: 'apps/web' },
];

/** Why everything is stopping: the signal this process got, or the exit code of the server that ended first. */
let outcome;
const running = new Map();
const started = [];

/**
 * Each server gets a process group of its own, so a Ctrl-C reaches it once, from here: tsx's watcher kills its API
 * at once on a second signal, before the API has closed its database.
 */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopAll() {
  // SIGTERM to each server itself (tsx passes it on to the API once), SIGKILL to whatever is left after the grace.
  for (const child of running.keys()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of running.keys()) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

function finish() {
  for (const child of started) signalGroup(child, 'SIGKILL');
  if (outcome.signal) {
    // Die of the same signal, as a shell expects of a program stopped with Ctrl-C.
    process.removeAllListeners(outcome.signal);
    process.kill(process.pid, outcome.signal);
  } else {
    process.exit(outcome.code);
  }
}

function ended(child, code) {
  const name = running.get(child);
  if (name === undefined) return;
  running.delete(child);
  if (!outcome) {
    outcome = { code };
    process.stderr.write(`\ndev: ${name} ended with exit code ${code}; stopping the other\n`);
    stopAll();
  }
  if (running.size === 0) finish();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (outcome) return;
    outcome = { signal };
    stopAll();
  });
}

for (const server of servers) {
  const child = spawn(server.command, server.args, {
    cwd: path.join(root, server.cwd),
    env,
    // No terminal input: a process group in the background that reads the terminal is stopped by the shell.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  running.set(child, server.name);
  started.push(child);
  child.on('error', (err) => {
    process.stderr.write(`dev: could not start ${server.name}: ${err.message}\n`);
    ended(child, 1);
  });
  child.on('exit', (code, signal) => ended(child, code ?? 128 + (constants.signals[signal] ?? 0)));
}

process.stdout.write(`dev: Vite on http://localhost:${webPort}, /api proxied to the API on port ${apiPort}\n`);
