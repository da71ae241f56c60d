import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { outboxMessages } from '../db/schema';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { testLogger } from '../test/logger';
import { PRODUCTION_ENV } from '../test/production-env';
import { notifierFromConfig } from './create';
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
      ...testLogger(),
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

describe('the development routes in production', () => {
  it('do not exist', async () => {
    const t = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' });
      expect(res.statusCode).toBe(404);
      const holds = await t.app.inject({
        method: 'POST',
        url: '/api/dev/price-holds/expire',
        payload: { email: 'a@b.co' },
      });
      expect(holds.statusCode).toBe(404);
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

describe('messages in production', () => {
  it('go to the configured transports and never to the outbox', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(`email:${session.envelope.rcptTo[0]?.address}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(`phone:${new URLSearchParams(body).get('To')}`);
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        ...PRODUCTION_ENV,
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        TWILIO_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      });
      const notifier = notifierFromConfig(config, database.database.db, testLogger());
      await notifier.send({ channel: 'email', to: 'asha@example.com', subject: 'Code', text: 'Your code is 123456' });
      await notifier.send({ channel: 'sms', to: '9876543210', subject: 'Code', text: 'Your code is 123456' });
      await notifier.send({ channel: 'whatsapp', to: '9876543210', subject: 'Code', text: 'Your code is 123456' });
      notifier.close();
      expect(received).toEqual(['email:asha@example.com', 'phone:+919876543210', 'phone:whatsapp:+919876543210']);
      expect(await database.database.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      await database.drop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
