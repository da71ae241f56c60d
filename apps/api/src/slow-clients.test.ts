/**
 * Slow clients on the real server process (HEADERS_TIMEOUT_SECONDS=1), with other shoppers' requests running beside
 * them: a connection whose headers never finish, or that sends nothing, is answered 408 and closed within a bound;
 * a kept-alive connection idle between requests, and a request whose headers came in time but whose body is slow,
 * are left alone (those are keepAliveTimeout's and requestTimeout's business). What cuts them is Node's own check
 * (`http.headersTimeout` and `connectionsCheckingInterval` in app.ts), which looks at every connection on each pass.
 */
import http from 'node:http';
import net from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './plugins/security-headers';
import { createTestDatabase } from './test/harness';
import { type ServerProcess, startServerProcess } from './test/server-process';

const HEADERS_TIMEOUT_MS = 1_000;
/** The most a slow client may be kept: the timeout, and a generous second and more for the cut to land. */
const CUT_WITHIN_MS = 3_000;
/** Longer than any headers timeout could take to fire (the timeout and Node's one-second check, with room). */
const BEYOND_TIMEOUT_MS = 2_500;
/** When a slow connection still open is reported as such, rather than as the test's own timeout. */
const GIVE_UP_MS = CUT_WITHIN_MS + 5_000;

type Answer = { status: number; socketReused: boolean };

function get(port: number, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socketReused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

/**
 * Other shoppers: one on a kept-alive connection and one on a new connection each time, each asking for
 * `/api/health` every 100–300 ms until stopped. `stop()` returns every status they were answered.
 */
function traffic(port: number) {
  let running = true;
  const statuses: number[] = [];
  const shopper = async (agent: http.Agent | false) => {
    while (running) {
      statuses.push((await get(port, agent)).status);
      await pause(100 + Math.random() * 200);
    }
  };
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const shoppers = Promise.all([shopper(keptAlive), shopper(false)]);
  return {
    answered: () => statuses.length,
    async stop() {
      running = false;
      await shoppers;
      keptAlive.destroy();
      return statuses;
    },
  };
}

/** A raw connection that sends `first` (nothing if empty), then one more header line every `trickleMs`, if given. */
function slowClient(port: number, first: string, trickleMs?: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let trickle: NodeJS.Timeout | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    received += chunk;
  });
  // Writing into a connection the server has just cut may fail; the test looks at what arrived and when.
  socket.on('error', () => undefined);
  const started = new Promise<number>((resolve) =>
    socket.once('connect', () => {
      if (first) socket.write(first);
      let line = 0;
      if (trickleMs) trickle = setInterval(() => socket.write(`X-Trickle-${line++}: still coming\r\n`), trickleMs);
      resolve(Date.now());
    }),
  );
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(trickle);
      resolve(Date.now());
    }),
  );
  return {
    received: () => received,
    /** Milliseconds from the first byte (or the connection) to the close, once closed; rejects after GIVE_UP_MS. */
    async openFor() {
      const start = await started;
      const giveUp = new AbortController();
      const end = await Promise.race([
        closed,
        pause(GIVE_UP_MS, undefined, { signal: giveUp.signal }).then(() => {
          throw new Error(`the slow connection was still open ${GIVE_UP_MS} ms on, having received: ${received}`);
        }),
      ]).finally(() => giveUp.abort());
      return end - start;
    },
    destroy: () => socket.destroy(),
  };
}

function expect408(received: string) {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(head.toLowerCase()).toContain('connection: close');
  for (const name of Object.keys(SECURITY_HEADERS)) expect(head.toLowerCase()).toContain(`${name}:`);
  expect(JSON.parse(body)).toEqual({ status: false, message: expect.any(String) });
}

describe('slow clients, with other traffic running beside them', () => {
  let server: ServerProcess;
  let dropDatabase: (() => Promise<void>) | undefined;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    await testDb?.database.close();
    dropDatabase = testDb?.drop;
    server = await startServerProcess({
      DATABASE_URL: testDb?.url ?? '',
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_MS / 1000),
    });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await dropDatabase?.();
  });

  /** Starts the other shoppers and waits until they are being answered. */
  async function busyShop() {
    const others = traffic(server.port);
    cleanups.push(() => others.stop());
    await expect.poll(others.answered).toBeGreaterThanOrEqual(2);
    return others;
  }

  it('answers a client that trickles header lines but never ends them 408 in the envelope, and closes it', async () => {
    const others = await busyShop();
    const slow = slowClient(server.port, 'GET /api/health HTTP/1.1\r\nHost: shop.example\r\n', 200);
    cleanups.push(slow.destroy);
    const answeredBefore = others.answered();

    const openFor = await slow.openFor();
    // Not before its time (less a little for timer granularity), and not long after.
    expect(openFor).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(openFor).toBeLessThanOrEqual(CUT_WITHIN_MS);
    expect408(slow.received());
    // The others were being answered all along, and never cut.
    expect(others.answered() - answeredBefore).toBeGreaterThanOrEqual(3);
    expect(new Set(await others.stop())).toEqual(new Set([200]));
  });

  it('answers a connection that sends nothing at all 408 in the envelope, and closes it', async () => {
    await busyShop();
    const silent = slowClient(server.port, '');
    cleanups.push(silent.destroy);

    const openFor = await silent.openFor();
    expect(openFor).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(openFor).toBeLessThanOrEqual(CUT_WITHIN_MS);
    expect408(silent.received());
  });

  it('keeps a kept-alive connection that sits idle between requests for longer than the headers timeout', async () => {
    await busyShop();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    const sockets = new Set<net.Socket>();
    let closed = 0;
    agent.on('free', (socket: net.Socket) => {
      if (sockets.has(socket)) return;
      sockets.add(socket);
      socket.once('close', () => closed++);
    });

    const answers = [await get(server.port, agent)];
    for (let n = 0; n < 2; n++) {
      // Idle on purpose: the connection waits, with no request begun, past the headers timeout.
      await pause(BEYOND_TIMEOUT_MS);
      answers.push(await get(server.port, agent));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.socketReused)).toEqual([false, true, true]);
    expect(sockets.size).toBe(1);
    expect(closed).toBe(0);
  });

  it('lets a request whose headers came in time send its body slowly', async () => {
    await busyShop();
    const body = JSON.stringify({ name: 'Asha', email: 'asha@example.com', message: 'Is the ring in stock?' });
    const half = Math.floor(body.length / 2);
    const received = server.waitFor(/"url":"\/api\/contact".*?incoming request/);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      (async () => {
        await received;
        // Slow on purpose: the rest of the body comes well after the headers timeout.
        await pause(BEYOND_TIMEOUT_MS);
        req.end(body.slice(half));
      })().catch(reject);
    });

    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ status: true });
  });
});
