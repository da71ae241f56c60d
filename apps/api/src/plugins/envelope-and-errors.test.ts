/**
 * Answers that Fastify and Node give before any route or hook runs — a bad URL, a path parameter over the length
 * limit, a request Node cannot parse, headers over the size limit — are the envelope with the security headers too.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { SECURITY_HEADERS } from './security-headers';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const LONG_ID = 'x'.repeat(101);

/** Writes `raw` on a fresh connection and reads until the server closes it. */
async function rawExchange(raw: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => undefined);
  socket.write(raw);
  await new Promise((resolve) => socket.once('close', resolve));
  const [head = '', ...rest] = received.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

function expectEnvelope(answer: { headers: Record<string, unknown>; body: string }) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status: false, message: expect.any(String) });
  // Nothing of Fastify's or Node's own error bodies (error, code, statusCode).
  expect(Object.keys(body).filter((key) => !['status', 'message', 'requestId'].includes(key))).toEqual([]);
  return body as { status: false; message: string; requestId?: string };
}

describe('answers given before any route runs', () => {
  it('a path parameter over 100 characters: 414 in the envelope, without echoing the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${LONG_ID}` });
    expect(res.statusCode).toBe(414);
    const body = expectEnvelope({ headers: res.headers, body: res.body });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain(LONG_ID);
  });

  it('a URL that cannot be decoded (/api/%): 400 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expectEnvelope({ headers: res.headers, body: res.body });
    expect(res.body).not.toContain('FST_ERR_BAD_URL');
  });

  it.each([
    ['an over-long path parameter', `GET /api/catalog/products/${LONG_ID} HTTP/1.1`, 414],
    ['an undecodable URL', 'GET /api/% HTTP/1.1', 400],
  ])('%s, on the wire: the envelope and the security headers', async (_name, requestLine, status) => {
    const answer = await rawExchange(`${requestLine}\r\nHost: shop.example\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(status);
    expectEnvelope(answer);
  });

  it('a request line Node cannot parse: 400 in the envelope, and the connection closed', async () => {
    const answer = await rawExchange('GET /api/health HTTP/1.1 please\r\nHost: shop.example\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expectEnvelope(answer);
  });

  it('an HTTP/1.1 request without Host: 400 in the envelope', async () => {
    const answer = await rawExchange(
      'POST /api/user/signIn HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expectEnvelope(answer);
  });

  it('an Expect header Node does not handle: 417 in the envelope', async () => {
    const answer = await rawExchange(
      'GET /api/health HTTP/1.1\r\nHost: shop.example\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(417);
    expectEnvelope(answer);
  });

  it('headers over the size limit: 431 in the envelope, and the connection closed', async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: shop.example\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expectEnvelope(answer);
  });
});
