/**
 * Nothing a customer must hear is lost: messages wait on the job queue through a provider's outage and leave once,
 * with the same Message-ID on every try; a one-time code is never sent after it expired. (The queue is drained by
 * hand here, as the test apps do not work it in the background; several working processes: jobs/processes.test.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveries } from '../../db/schema';
import { createEmailTransport } from '../../notify/email';
import { createNotifier } from '../../notify/notifier';
import { createSmsTransport } from '../../notify/sms';
import { signedInCustomer } from '../../test/customers';
import { type SmtpSink, startSmtpSink } from '../../test/fakes/smtp-sink';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { createDeliveryRepository } from './repository';
import { addressless, codeQueue, createDeliveries, type Outgoing } from './service';

const FROM = 'Lumen Jewels <orders@lumen.example>';
/** The SMS provider's next answers (then 201 for every request). */
const smsAnswers: number[] = [];
const smsRequests: { status: number; body: URLSearchParams }[] = [];
let sms: Server;
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  sms = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const status = smsAnswers.shift() ?? 201;
      smsRequests.push({ status, body: new URLSearchParams(body) });
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${smsRequests.length}` }));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const phone = (channel: 'sms' | 'whatsapp') =>
    createSmsTransport(
      {
        apiUrl: `http://127.0.0.1:${(sms.address() as AddressInfo).port}`,
        accountSid: 'AC123',
        authToken: 'secret',
        smsFrom: '+15550001111',
        whatsappFrom: '+15550002222',
        countryCode: '+91',
      },
      channel,
    );
  const email = createEmailTransport({ smtpUrl: sink.url, from: FROM, timeoutMs: 1_000 });
  const notifier = createNotifier({ email, sms: phone('sms'), whatsapp: phone('whatsapp') });
  t = await createTestApp({
    // The first retry a second after the failure (then 2, 4… with jitter), so an outage can end within a test.
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', MESSAGE_RETRY_SECONDS: '1' },
    notifier: {
      send: async (message, handle) => {
        t.sent.push(message);
        return notifier.send(message, handle);
      },
    },
  });
  await openShop(t);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
  await new Promise<void>((resolve) => sms.close(() => resolve()));
});

const rowsOf = (orderId: number) => t.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
/** Runs the message queues until `check` holds (a retry is due a few seconds after a failure). */
const drainUntil = (check: () => Promise<void> | void, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      await t.app.jobs.drain(['messages', codeQueue.name]);
      await check();
    },
    { timeout, interval: 200 },
  );

const deliveriesOf = () => createDeliveries({ repository: createDeliveryRepository(t.database.db), jobs: t.app.jobs });
const enqueue = (message: Outgoing) => t.database.db.transaction((tx) => deliveriesOf().enqueue(tx, message));

describe('an SMTP server that is down when an order is placed', () => {
  it('keeps the confirmation waiting, retries it, and delivers it once when the server is back', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    await addToCart(t, c, { product_id: (await piece(t, 'necklaces')).id });
    await sink.stop();
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber: string = placed.json().data.order_id;
    const [order] = await t.database.db.query.orders.findMany({ where: (o, { eq }) => eq(o.orderNumber, orderNumber) });
    const orderId = order?.id ?? 0;
    // Tried, refused, and tried again while the server is still down.
    await drainUntil(async () => {
      const [row] = await rowsOf(orderId);
      expect(row).toMatchObject({ state: 'retrying', kind: 'order' });
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    });
    await sink.start();
    await drainUntil(async () => expect((await rowsOf(orderId))[0]).toMatchObject({ state: 'sent' }));
    await t.app.jobs.drain(['messages']);
    const confirmations = sink.accepted.filter((mail) => mail.subject.includes(orderNumber));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.to).toEqual([c.email.toLowerCase()]);
  });
});

describe('a credential at rest', () => {
  it('is not kept once its message was sent: a code’s body is blanked, its subject stays', async () => {
    await signedInCustomer(t);
    const codes = await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'code'));
    const sent = codes.filter((row) => row.state === 'sent');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((row) => [row.subject.length > 0, row.text, row.html])).toEqual(sent.map(() => [true, '', null]));
  });
});

describe('a message the server refused once', () => {
  it('is tried again with the same Message-ID, and accepted once', async () => {
    const to = 'twice@example.com';
    sink.refuseNext(1);
    await enqueue({ channel: 'email', to, subject: 'Your order has shipped', text: 'On its way.', kind: 'order' });
    await drainUntil(() => expect(sink.accepted.filter((mail) => mail.to.includes(to))).toHaveLength(1));
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.recipient, to));
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    const ids = sink.offered.filter((id) => id.startsWith(`<${row?.id}@`));
    expect(ids).toEqual([`<${row?.id}@lumen.example>`, `<${row?.id}@lumen.example>`]);
    expect(row?.providerId).toBe(`<${row?.id}@lumen.example>`);
  });
});

describe('an SMS provider that fails', () => {
  it('answers 500 twice, then 201: one SMS, recorded with the provider’s id', async () => {
    smsAnswers.push(500, 500);
    const before = smsRequests.length;
    await enqueue({ channel: 'sms', to: '9876500001', subject: 'Shipped', text: 'Your order shipped.', kind: 'order' });
    await drainUntil(async () => {
      const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.recipient, '9876500001'));
      expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: 'sms provider answered 500' });
    });
    const tries = smsRequests.slice(before);
    expect(tries.map((r) => r.status)).toEqual([500, 500, 201]);
    expect(tries.every((r) => r.body.get('To') === '+919876500001')).toBe(true);
  });

  it('never sends a one-time code after the code expired', async () => {
    smsAnswers.push(...Array(10).fill(503));
    const before = smsRequests.length;
    const to = '9876500002';
    await t.database.db.transaction(async (tx) => {
      const [user] = await tx.query.users.findMany({ limit: 1 });
      await deliveriesOf().enqueueCode(tx, user?.id ?? 0, {
        channel: 'sms',
        to,
        subject: 'Your Lumen Jewels code',
        text: 'Your code is 123456.',
        validUntil: new Date(Date.now() + 1_500),
      });
    });
    await drainUntil(async () => {
      const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.recipient, to));
      expect(row).toMatchObject({ state: 'failed', kind: 'code', lastError: 'Not sent: the code had expired.' });
      // The code is not kept once it is no use.
      expect(row?.text).toBe('');
    });
    const tries = smsRequests.slice(before);
    expect(tries.length).toBeGreaterThanOrEqual(1);
    expect(tries.every((r) => r.status === 503)).toBe(true);
    smsAnswers.length = 0;
  });
});

describe('the log of a failed send', () => {
  it('quotes the provider without the addresses and numbers in its words', () => {
    expect(addressless('550 5.1.1 <asha@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(addressless('Invalid To number +91 98765 43210')).toBe('Invalid To number [number]');
    expect(addressless('connect ECONNREFUSED 127.0.0.1:25')).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });
});
