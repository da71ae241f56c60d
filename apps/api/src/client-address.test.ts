/**
 * The client's address, as every per-IP limit and the development outbox see it: the socket's peer unless
 * TRUST_PROXY names the proxies in front of the shop; X-Forwarded-For from anyone else is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from './modules/messages/routes';
import { createTestApp, type TestApp } from './test/harness';

const forgotPassword = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/forgetPassword',
    payload: { email: 'someone@example.com', Mobile_number: '' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const contact = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Is the ring in stock?' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('with no TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '20' } });
  });
  afterAll(() => t.close());

  it('counts 60 forgot-password calls with 60 different X-Forwarded-For headers as one client', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await forgotPassword(t, '203.0.113.7', `198.51.100.${i}`));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40);
  });

  it('counts 15 contact messages with 15 different X-Forwarded-For headers as one client', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await contact(t, '203.0.113.8', `198.51.100.${i}`));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15 - CONTACT_RATE_LIMIT.max);
  });

  it('keeps the development outbox from any client not on this machine, whatever it forwards', async () => {
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone@example.com', remoteAddress, headers });
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    expect((await outbox('::ffff:127.0.0.1')).statusCode).toBe(200);
    const remote = await outbox('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ status: false });
  });
});

describe('with TRUST_PROXY naming the reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.2' } });
  });
  afterAll(() => t.close());

  it('takes the client from X-Forwarded-For when the proxy sends it', async () => {
    for (let i = 0; i < 6; i++) expect((await forgotPassword(t, '10.0.0.2', `198.51.100.${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await forgotPassword(t, '10.0.0.2', '198.51.100.200')).statusCode).toBe(200);
    expect((await forgotPassword(t, '10.0.0.2', '198.51.100.200')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgotPassword(t, '203.0.113.50', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await forgotPassword(t, '203.0.113.50', '198.51.100.99')).statusCode).toBe(429);
  });

  it('still judges the outbox by the socket, not the forwarded address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=someone@example.com',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
