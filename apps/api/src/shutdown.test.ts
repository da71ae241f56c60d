/**
 * Process-level: SIGTERM with keep-alive connections busy and idle, the shutdown grace, and slow clients — on the
 * real server process (src/server.ts), since only real sockets show resets, held exits and timeouts.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './plugins/security-headers';
import { createTestDatabase } from './test/harness';
import { type ServerProcess, startServerProcess } from './test/server-process';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on `agent`; `hold` sends only the first half of the body until `release()` is called. */
function request(
  server: ServerProcess,
  agent: http.Agent,
  options: { method: string; path: string; body?: unknown; localAddress: string },
) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    agent,
    method: options.method,
    path: options.path,
    localAddress: options.localAddress,
    headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
  });
  const sent = new Promise<void>((resolve) => req.once('finish', resolve));
  return {
    answer,
    /** Resolves once the whole request has been handed to the network. */
    sent,
    sendAll() {
      req.end(body);
    },
    sendHalf() {
      req.write(body?.slice(0, Math.floor(body.length / 2)));
    },
    sendRest() {
      req.end(body?.slice(Math.floor(body.length / 2)));
    },
  };
}

const contact = (n: number) => ({ name: `Asha ${n}`, email: `asha${n}@example.com`, message: 'Is the ring in stock?' });
const countOf = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('shutting down on SIGTERM', () => {
  let server: ServerProcess;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    await testDb?.database.close();
    dropDatabase = testDb?.drop;
    server = await startServerProcess({
      DATABASE_URL: testDb?.url ?? '',
      // The exit must come from the requests being done, never from the grace running out.
      SHUTDOWN_GRACE_SECONDS: '600',
      HEADERS_TIMEOUT_SECONDS: '1',
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await dropDatabase?.();
  });

  it('answers a client whose headers never finish with 408 in the envelope, and closes it', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop.example\r\nAccept: application/json\r\n');
    // Node's default would keep this connection for 60 s and more; the test's timeout is shorter than that.
    await new Promise((resolve) => socket.once('close', resolve));
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head.toLowerCase()).toContain('connection: close');
    for (const name of Object.keys(SECURITY_HEADERS)) expect(head.toLowerCase()).toContain(`${name}:`);
    expect(JSON.parse(body)).toEqual({ status: false, message: expect.any(String) });
  });

  it('answers every request already sent, closes idle connections at once, and exits 0', {
    timeout: 60_000,
  }, async () => {
    // Clients on their own addresses (the contact form's limit is per address): ten with a kept-alive connection
    // that will carry a contact message, ten that send requests back to back on theirs, five whose sit idle.
    const agent = new http.Agent({ keepAlive: true });
    const idleAgent = new http.Agent({ keepAlive: true });
    const address = (n: number) => `127.0.0.${n + 2}`;
    const warm = (a: http.Agent, n: number) => {
      const r = request(server, a, { method: 'GET', path: '/api/health', localAddress: address(n) });
      r.sendAll();
      return r.answer;
    };
    const idleSockets: net.Socket[] = [];
    idleAgent.on('free', (socket) => idleSockets.push(socket));
    await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => warm(agent, n)),
      ...Array.from({ length: 5 }, (_, n) => warm(idleAgent, 30 + n)),
    ]);
    expect(idleSockets).toHaveLength(5);
    const idleClosed = idleSockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));

    // Ten contact messages whose bodies are half sent: in flight when the signal comes.
    const before = countOf(server.output(), /"url":"\/api\/contact".*?incoming request/);
    const posts = Array.from({ length: 10 }, (_, n) =>
      request(server, agent, { method: 'POST', path: '/api/contact', body: contact(n), localAddress: address(n) }),
    );
    for (const post of posts) post.sendHalf();
    await expect.poll(() => countOf(server.output(), /"url":"\/api\/contact".*?incoming request/) - before).toBe(10);

    // Ten clients that send their next request the moment an answer comes, until one says `Connection: close`:
    // whenever the signal lands, some of those requests are on the wire.
    const answeredSoFar = Array.from({ length: 10 }, () => 0);
    const loops = Array.from({ length: 10 }, async (_, n) => {
      const loopAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const r = request(server, loopAgent, { method: 'GET', path: '/api/health', localAddress: address(10 + n) });
          r.sendAll();
          const answer = await r.answer;
          answeredSoFar[n] = (answeredSoFar[n] ?? 0) + 1;
          if (answer.headers.connection === 'close') return answer;
        }
      } catch (error) {
        return error as Error;
      } finally {
        loopAgent.destroy();
      }
    });
    await expect.poll(() => Math.min(...answeredSoFar)).toBeGreaterThanOrEqual(3);

    server.child.kill('SIGTERM');
    await server.waitFor(/shutting down/);
    for (const post of posts) post.sendRest();

    for (const answer of await Promise.all(posts.map((post) => post.answer))) {
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ status: true });
      // Answers given during the shutdown close their connection, so no client sends more into it.
      expect(answer.headers.connection).toBe('close');
    }
    // Each back-to-back client ends on an answer that closes its connection — never on a reset.
    for (const last of await Promise.all(loops)) {
      if (last instanceof Error) expect.fail(`a request already sent was not answered: ${last.message}`);
      expect([200, 503]).toContain(last.status);
      expect(JSON.parse(last.body)).toMatchObject({ status: last.status === 200 });
    }

    await Promise.all(idleClosed);
    // Idle keep-alive connections would otherwise hold the process for the 72-second keep-alive timeout.
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"shut down"/);
    expect(server.output()).not.toMatch(/grace ran out/);
    // No new connection is taken once the shutdown has begun.
    const late = net.connect(server.port, '127.0.0.1');
    await expect(new Promise((resolve, reject) => late.once('connect', resolve).once('error', reject))).rejects.toThrow(
      /ECONNREFUSED/,
    );
    agent.destroy();
    idleAgent.destroy();
  });
});

describe('when the shutdown grace runs out', () => {
  it('answers what is still open with 503 in the envelope and exits 0', { timeout: 60_000 }, async () => {
    const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    await testDb?.database.close();
    const server = await startServerProcess({ DATABASE_URL: testDb?.url ?? '', SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const agent = new http.Agent({ keepAlive: true });
      // A message whose body never finishes: it would hold the shutdown for ever.
      const post = request(server, agent, {
        method: 'POST',
        path: '/api/contact',
        body: contact(1),
        localAddress: '127.0.0.1',
      });
      post.sendHalf();
      await server.waitFor(/"url":"\/api\/contact".*?incoming request/);
      server.child.kill('SIGTERM');

      const answer = await post.answer;
      expect(answer.status).toBe(503);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['retry-after']).toBeDefined();
      expect(JSON.parse(answer.body)).toMatchObject({ status: false, message: expect.any(String) });
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/shutdown grace ran out/);
      agent.destroy();
    } finally {
      server.child.kill('SIGKILL');
      await testDb?.drop();
    }
  });
});
