import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { createOutboxTransport } from './outbox';
import { createOutboxRepository } from './outbox-repository';

describe('the development outbox', () => {
  let t: TestApp;
  const logged: object[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores each message and logs one line without its text', async () => {
    const outbox = createOutboxTransport(createOutboxRepository(t.database.db), {
      info: (obj) => logged.push(obj),
    });
    await outbox.send({ channel: 'email', to: 'asha@example.com', subject: 'First', text: 'Your code is 111111' });
    await outbox.send({ channel: 'sms', to: '9876543210', subject: 'Code', text: 'Your code is 222222' });
    await outbox.send({ channel: 'email', to: 'asha@example.com', subject: 'Second', text: 'Your code is 333333' });
    expect(logged).toHaveLength(3);
    expect(JSON.stringify(logged)).not.toMatch(/111111|222222|333333|code is/);
  });

  it('GET /api/dev/outbox returns one recipient’s messages, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=Asha@Example.com' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(data[0]).toMatchObject({ channel: 'email', to: 'asha@example.com', text: 'Your code is 333333' });
    expect(new Date(data[0].created_at).toString()).not.toBe('Invalid Date');
  });

  it('GET /api/dev/outbox needs a recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^to: /);
  });
});

describe('GET /api/dev/outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('createTestDatabase', () => {
  it('gives each caller its own empty database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await createOutboxRepository(a.database.db).insert({ channel: 'sms', to: '1', subject: 's', text: 't' });
      expect(await createOutboxRepository(b.database.db).listFor('1')).toHaveLength(0);
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});
