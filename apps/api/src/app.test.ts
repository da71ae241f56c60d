import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    extend: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
    },
  });
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'No such API route: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'body: is not valid JSON' });
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@b.co', message: 'x'.repeat(4000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, message: 'The request is too large.' });
  });

  it('answers a failure with 500, a generic message and the request id, never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.message).toContain(body.requestId);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/\bat \S+:\d+/);
  });

  it('keeps a well-formed incoming request id and replaces a suspicious one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a tight Content-Security-Policy and the other security headers on every response', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('keeps CORS closed: no cross-origin read is allowed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the routes from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const contact = doc.paths['/api/contact'].post;
    const schema = contact.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(doc.paths['/api/health'].get.responses['503']).toBeDefined();
  });

  it('serves a docs page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('compression', () => {
  it('compresses large API answers with brotli or gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
