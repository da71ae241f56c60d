/**
 * Runs `src/server.ts` as its own process (through tsx), as `npm start` would, for tests of what only a real process
 * shows: signals, sockets, exit codes. The output is kept so that tests can wait for a log line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the output so far matches `pattern` (rejects if the process exits first). */
  waitFor(pattern: RegExp): Promise<void>;
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>;
};

/**
 * Starts the server on a free port with `env` over a test environment, and waits until it listens. With
 * `standInWeb`, its pages are the stand-in's (test/stand-in-web.ts; give it a WEB_DIST from `writeStandInDist`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { standInWeb = false }: { standInWeb?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const hooks = standInWeb ? ['--import', './src/test/use-stand-in-web.mjs'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...hooks, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lumen-process-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = '';
  const onOutput = (chunk: Buffer) => {
    seen += chunk.toString();
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(seen)) return false;
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
        return true;
      };
      if (check()) return;
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      exited.then((code) => reject(new Error(`server exited (${code}) before printing ${pattern}:\n${seen}`)));
    });

  const server = { port, child, output: () => seen, waitFor, exited };
  // The opening line names the storefront and the back office (issue 31: `/` alone is the sign-in page).
  await waitFor(/Lumen Jewels is open: the storefront at http:\/\/\S+\/home, the back office at http:\/\/\S+\/admin/);
  return server;
}
