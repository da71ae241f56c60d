import { MESSAGES } from '@lumen/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores a message sent with an e-mail address', async () => {
    const res = await post({ name: ' Asha ', email: 'Asha@Example.com', message: 'Do you resize rings?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: MESSAGES.contactSent });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Asha', contact: 'asha@example.com', message: 'Do you resize rings?' });
  });

  it('accepts a mobile number in the email field', async () => {
    const res = await post({ name: 'Ravi', email: '9876543210', message: 'Call me back please' }, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((r) => r.contact)).toContain('9876543210');
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, 'name: Name is required'],
    [{ name: '  ', email: 'a@b.co', message: 'hi' }, 'name: Name is required'],
    [{ name: 'A', message: 'hi' }, 'email: Email is required'],
    [{ name: 'A', email: 'not an email', message: 'hi' }, `email: ${MESSAGES.identifierInvalid}`],
    [{ name: 'A', email: '98765abc', message: 'hi' }, `email: ${MESSAGES.identifierInvalid}`],
    [{ name: 'A', email: 'a@b.co' }, 'message: Message is required'],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
  ])('refuses %j with 400 naming the field and stores nothing', async (payload, message) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await post(payload, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('limits each IP to 10 messages an hour with 429 and Retry-After', async () => {
    const ok = { name: 'Flood', email: 'f@b.co', message: 'again' };
    for (let i = 0; i < 10; i++) expect((await post(ok, '10.9.9.9')).statusCode).toBe(201);
    const res = await post(ok, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(/Too many requests/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(ok, '10.9.9.10')).statusCode).toBe(201);
  });
});
