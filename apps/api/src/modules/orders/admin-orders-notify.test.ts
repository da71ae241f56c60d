/**
 * The customer's messages go on the job queue with the step: a mail or SMS provider that fails never turns the staff
 * member's ship, deliver or cancel into an error; each message waits to be retried, and the failure is logged
 * (channel, kind and id — no recipient).
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { deliveries } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
const logLines: string[] = [];
let failing = false;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    now: clock.now,
    // Delivers (into `t.sent`, where the sign-up reads its code) until `failing` is set.
    notifier: {
      send: async (message) => {
        if (failing) throw new Error('provider down');
        t.sent.push(message);
      },
    },
    loggerInstance: pino(loggerOptions('warn') as pino.LoggerOptions, {
      write: (line: string) => logLines.push(line),
    }),
  });
  await openShop(t);
  token = await signInStaff(t, clock, await addStaff(t, 'fulfilment'));
});
afterAll(() => t.close());

describe('a failing message provider', () => {
  it('leaves ship, deliver and cancel answered 200, their messages retrying, and logs the failure', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(t, c, { product_id: (await piece(t, 'necklaces')).id });
      ids.push((await placeOrder(t, c, { address_id: addressId })).json().data.order_id);
    }
    failing = true;
    const [shipped, cancelled] = ids as [string, string];
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const answers = [
      await post(`/api/admin/orders/${shipped}/ship`, { carrier: 'Blue Dart', tracking_number: 'BD1' }),
      await post(`/api/admin/orders/${shipped}/deliver`),
      await post(`/api/admin/orders/${cancelled}/cancel`, { reason: 'Out of stock' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const failures = logLines.filter((line) => line.includes('message could not be sent; it will be retried'));
    // Ship sends an e-mail and an SMS; deliver and cancel one e-mail each.
    expect(failures).toHaveLength(4);
    expect(failures.join('\n')).not.toContain(c.email);
    const waiting = await t.database.db.select().from(deliveries).where(eq(deliveries.state, 'retrying'));
    expect(waiting.map((row) => [row.kind, row.lastError])).toEqual(Array(4).fill(['order', 'provider down']));
  });
});
