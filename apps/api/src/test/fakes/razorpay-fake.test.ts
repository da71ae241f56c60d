/**
 * Tests of the Razorpay fake: it answers its documented REST calls, its hosted page pays, declines and calls the
 * shop back with the signed query, and every webhook verifies with an HMAC computed here.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRazorpay, RazorpayPaymentLink } from './razorpay-fake';
import {
  freePort,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  type Receiver,
  razorpayAuth,
  razorpayClient,
  useRazorpayFake,
} from './test-kit';

describe('the Razorpay fake: payment links and the hosted page', () => {
  let fake: FakeRazorpay;
  let receiver: Receiver;
  useRazorpayFake((started) => {
    ({ fake, receiver } = started);
  });
  const { api, linkParams, createLink, razorpayEvents } = razorpayClient(() => fake);

  it('POST /v1/payment_links: a payment link entity; a reused reference_id, bad callback_method or key are refused', async () => {
    const link = await createLink();
    expect(link).toMatchObject({
      status: 'created',
      amount: 1_250_000,
      amount_paid: 0,
      currency: 'INR',
      payments: null,
      callback_method: 'get',
      notes: { order_id: expect.any(String) },
    });
    expect(link.id).toMatch(/^plink_/);
    expect(link.short_url).toBe(`${fake.url}/pay/${link.id}`);

    const reused = await api('POST', '/v1/payment_links', { ...linkParams(), reference_id: link.reference_id });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', field: 'reference_id' } });
    const noMethod = await api('POST', '/v1/payment_links', linkParams({ callback_method: undefined }));
    expect(noMethod.status).toBe(400);
    const wrongKey = await api('POST', '/v1/payment_links', linkParams(), `Basic ${btoa('rzp_test_x:wrong')}`);
    expect(wrongKey.status).toBe(401);
    expect((await api('GET', '/v1/payment_links/plink_unknown')).status).toBe(400);
  });

  it('the hosted page: Decline delivers payment.failed; Pay captures, delivers payment_link.paid, calls back signed', async () => {
    const link = await createLink();

    const page = await (await fetch(link.short_url)).text();
    expect(page).toContain('Fake Razorpay — test mode');
    expect(page).toContain('₹12,500.00');
    expect(page).toContain('value="upi" checked');
    expect(page).toContain('href="http://shop.test/cart/checkout/completed">Back to shop</a>');

    const declined = await fetch(`${link.short_url}/decline`, { method: 'POST' });
    const declinedPage = await declined.text();
    expect(declinedPage).toContain('Payment failed.');
    expect(declinedPage).toContain('>Pay</button>');
    expect(razorpayEvents('payment.failed').at(-1)).toMatchObject({
      status: 200,
      event: {
        entity: 'event',
        payload: { payment: { entity: { status: 'failed', error_code: 'BAD_REQUEST_ERROR' } } },
      },
    });

    const paid = await fetch(`${link.short_url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'upi' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const callback = new URL(paid.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://shop.test/cart/checkout/completed');
    const query = Object.fromEntries(callback.searchParams);
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    });
    const signed = `${link.id}|${link.reference_id}|paid|${query.razorpay_payment_id}`;
    expect(query.razorpay_signature).toBe(createHmac('sha256', RAZORPAY_KEY_SECRET).update(signed).digest('hex'));

    // Delivered before the redirect was answered, signed with the webhook secret, with an event id.
    const delivery = receiver.received.at(-1);
    expect(delivery?.headers['x-razorpay-signature']).toBe(
      createHmac('sha256', RAZORPAY_WEBHOOK_SECRET)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
    expect(delivery?.headers['x-razorpay-event-id']).toEqual(expect.any(String));
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      entity: 'event',
      event: 'payment_link.paid',
      contains: expect.arrayContaining(['payment_link', 'payment', 'order']),
      payload: {
        payment_link: {
          entity: { id: link.id, status: 'paid', amount_paid: 1_250_000, reference_id: link.reference_id },
        },
        payment: { entity: { id: query.razorpay_payment_id, status: 'captured', method: 'upi', amount: 1_250_000 } },
        order: { entity: { entity: 'order', status: 'paid' } },
      },
    });

    const fetched = (await (await api('GET', `/v1/payment_links/${link.id}`)).json()) as RazorpayPaymentLink;
    expect(fetched).toMatchObject({ status: 'paid', amount_paid: 1_250_000 });
    expect(fetched.payments).toEqual([
      expect.objectContaining({ payment_id: query.razorpay_payment_id, status: 'captured', method: 'upi' }),
    ]);
    const after = await (await fetch(link.short_url)).text();
    expect(after).toContain('This payment link has been paid.');
    expect(after).not.toContain('>Pay</button>');
    expect((await api('POST', `/v1/payment_links/${link.id}/cancel`)).status).toBe(400);
  });

  it('POST /v1/payment_links/:id/cancel: an unpaid link is cancelled and can no longer be paid', async () => {
    const link = await createLink();
    const cancelled = await api('POST', `/v1/payment_links/${link.id}/cancel`);
    expect(await cancelled.json()).toMatchObject({ id: link.id, status: 'cancelled' });
    const page = await (await fetch(link.short_url)).text();
    expect(page).toContain('This payment link has been cancelled.');
    expect(page).not.toContain('>Pay</button>');
    expect((await fetch(`${link.short_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });
});

describe('the Razorpay fake: refunds, deliveries and outages', () => {
  let fake: FakeRazorpay;
  let receiver: Receiver;
  useRazorpayFake((started) => {
    ({ fake, receiver } = started);
  });
  const { api, linkParams, createLink, razorpayEvents } = razorpayClient(() => fake);

  it('POST /v1/payments/:id/refund: pending, then refund.processed or refund.failed; no second full refund', async () => {
    const link = await createLink();
    await fake.pay(link.id, { method: 'card' });
    const paymentId = fake.links.get(link.id)?.payments?.[0]?.payment_id ?? '';

    const response = await api('POST', `/v1/payments/${paymentId}/refund`, {
      speed: 'normal',
      notes: { reason: 'cancelled' },
    });
    const refund = (await response.json()) as { id: string; status: string; amount: number; payment_id: string };
    expect(refund).toMatchObject({ entity: 'refund', status: 'pending', amount: 1_250_000, payment_id: paymentId });
    expect(refund.id).toMatch(/^rfnd_/);
    await vi.waitFor(() =>
      expect(razorpayEvents('refund.processed').at(-1)).toMatchObject({
        status: 200,
        event: {
          payload: {
            refund: { entity: { id: refund.id, status: 'processed' } },
            payment: { entity: { id: paymentId } },
          },
        },
      }),
    );
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, {})).status).toBe(400);

    fake.refundOutcome = 'failed';
    const other = await createLink();
    await fake.pay(other.id);
    const otherPayment = fake.links.get(other.id)?.payments?.[0]?.payment_id ?? '';
    const failing = (await (await api('POST', `/v1/payments/${otherPayment}/refund`, {})).json()) as { id: string };
    await vi.waitFor(() =>
      expect(razorpayEvents('refund.failed').at(-1)?.event.payload).toMatchObject({
        refund: { entity: { id: failing.id, status: 'failed' } },
      }),
    );
  });

  it('pay() with another amount fakes a wrong-amount payment', async () => {
    const link = await createLink();
    await fake.pay(link.id, { amount: 100 });
    expect(razorpayEvents('payment_link.paid').at(-1)?.event.payload).toMatchObject({
      payment: { entity: { amount: 100 } },
      payment_link: { entity: { id: link.id, amount: 1_250_000, amount_paid: 100 } },
    });
  });

  it('deliver() replays an event id, answers the shop’s status, and 0 when the shop is down', async () => {
    const event = fake.event('payment_link.paid', { payment_link: { entity: { id: 'plink_x' } } });
    expect(event.contains).toEqual(['payment_link']);
    expect(await fake.deliver(event, { eventId: 'evt_same' })).toBe(200);
    expect(await fake.deliver(event, { eventId: 'evt_same' })).toBe(200);
    expect(receiver.received.slice(-2).map((delivery) => delivery.headers['x-razorpay-event-id'])).toEqual([
      'evt_same',
      'evt_same',
    ]);
    expect(await fake.deliver(event, { secret: 'other' })).toBe(400);
    fake.webhookUrl = `http://127.0.0.1:${await freePort()}/webhook`;
    expect(await fake.deliver(event)).toBe(0);
    expect(fake.delivered.at(-1)?.status).toBe(0);
  });

  it('fails as an outage would: 500 in error mode, no answer in stall mode', async () => {
    fake.mode = 'error';
    const failed = await api('POST', '/v1/payment_links', linkParams());
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 'SERVER_ERROR' } });

    fake.mode = 'stall';
    const stalled = await fetch(`${fake.url}/v1/payment_links/plink_x`, {
      headers: { authorization: razorpayAuth },
      signal: AbortSignal.timeout(300),
    }).catch((caught: unknown) => caught);
    expect(stalled).toBeInstanceOf(Error);
    expect((stalled as Error).name).toBe('TimeoutError');
  });
});
