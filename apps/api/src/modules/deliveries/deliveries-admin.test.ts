/**
 * /api/admin/deliveries: the role matrix, the messages of real flows (a sign-up's code, an order's confirmation, a staff
 * invitation) by state, channel, recipient, customer and order in cursor pages with the counts of the whole table and
 * never their text; and SEND AGAIN — only a message that failed for good, never a code, audited, sent once.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { ADMIN_DELIVERY_MESSAGES, type Delivery, DeliverySchema } from '@lumen/contract/deliveries';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveries } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
/** While set, the provider refuses every message (it stays on the queue, retrying, with the error). */
let failing = false;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    now: clock.now,
    // Delivers into `t.sent` (where the sign-up reads its code) until `failing` is set.
    notifier: {
      send: async (message) => {
        if (failing) throw new Error('provider down');
        t.sent.push(message);
      },
    },
  });
  await openShop(t);
  for (const role of STAFF_ROLES) members[role] = await addStaff(t, role);
});
afterAll(() => t.close());

const as = async (role: StaffRole) => bearer(await signInStaff(t, clock, members[role]));
type Call = { method: 'GET' | 'POST'; url: string };
const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });
type Page = { deliveries: Delivery[]; next_cursor: string | null; counts: Record<string, number> };
async function list(query: string, headers: Record<string, string>): Promise<Page> {
  const res = await call({ method: 'GET', url: `/api/admin/deliveries?${query}` }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const sendAgain = (id: string, headers: Record<string, string>) =>
  call({ method: 'POST', url: `/api/admin/deliveries/${id}/send-again` }, headers);

/** Invites a staff member, which e-mails them (a 'staff' message); answers that message's row. */
async function invite(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: await as('owner'),
    payload: { email, name: 'Invited Member', role: 'support' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.recipient, email));
  if (!row) throw new Error(`no message to ${email}`);
  return row;
}
/** Makes a message one that failed for good, as the last retry leaves it. */
const failForGood = (id: string) =>
  t.database.db.update(deliveries).set({ state: 'failed', attempts: 13 }).where(eq(deliveries.id, id));
const sentTo = (email: string) => t.sent.filter((message) => message.to === email);
const audited = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'delivery.send_again'), eq(auditLog.entityId, id)));

describe('the role matrix of /api/admin/deliveries', () => {
  it('answers 401 without a staff token or with a customer’s, and each role as ROLE_PERMISSIONS says', async () => {
    const { id } = await invite('matrix.member@lumen.example');
    const customer = await signedInCustomer(t);
    const routes: Call[] = [
      { method: 'GET', url: '/api/admin/deliveries' },
      { method: 'GET', url: `/api/admin/deliveries/${id}` },
      { method: 'POST', url: `/api/admin/deliveries/${id}/send-again` },
    ];
    for (const route of routes) {
      for (const headers of [{}, customer.auth]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
    expect(STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('deliveries'))).toEqual([
      'owner',
      'manager',
      'support',
    ]);
    for (const role of STAFF_ROLES) {
      const headers = await as(role);
      const allowed = ROLE_PERMISSIONS[role].includes('deliveries');
      for (const route of routes) {
        const res = await call(route, headers);
        // The message was sent: SEND AGAIN is refused to those who may use it.
        const expected = !allowed ? 403 : route.method === 'POST' ? 409 : 200;
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBe(expected);
        if (!allowed) expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
      }
    }
  });
});

describe('GET /api/admin/deliveries', () => {
  it('shows a customer’s and an order’s messages from the real flows, with their state, never their text', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    await addToCart(t, c, { product_id: (await piece(t, 'necklaces')).id });
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: string = placed.json().data.order_id;
    const headers = await as('support');

    const theirs = await list(`user_id=${c.id}`, headers);
    expect(theirs.deliveries.map((d) => [d.kind, d.state])).toEqual(
      expect.arrayContaining([
        ['code', 'sent'],
        ['order', 'sent'],
      ]),
    );
    expect(theirs.deliveries.every((d) => d.user_id === c.id)).toBe(true);
    // Typed in lower case, the order number still finds the order's messages, and only them.
    const order = await list(`order_id=${orderId.toLowerCase()}`, headers);
    expect(order.deliveries.length).toBeGreaterThan(0);
    expect(order.deliveries.every((d) => d.kind === 'order' && d.order_id === orderId)).toBe(true);
    expect(order.deliveries.map((d) => d.recipient)).toContain(c.email);

    const code = sentTo(c.email)
      .find((m) => /\b\d{6}\b/.test(m.text))
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    const one = await call({ method: 'GET', url: `/api/admin/deliveries/${theirs.deliveries[0]?.id}` }, headers);
    expect(one.statusCode).toBe(200);
    for (const body of [JSON.stringify(theirs), JSON.stringify(order), one.body]) {
      expect(body).not.toContain(`${code}`);
      expect(body).not.toMatch(/"(text|html)":/);
    }
    const fields = Object.keys(DeliverySchema.shape).sort();
    for (const d of [...theirs.deliveries, one.json().data.delivery]) expect(Object.keys(d).sort()).toEqual(fields);
  });

  it('filters by state, channel and recipient, newest first in cursor pages, with the whole table’s counts', async () => {
    failing = true;
    const older = await invite('paging.one@lumen.example');
    const newer = await invite('paging.two@lumen.example');
    failing = false;
    const headers = await as('manager');

    const retrying = await list('state=retrying', headers);
    expect(retrying.deliveries.map((d) => d.id)).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(retrying.deliveries.find((d) => d.id === newer.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      last_error: 'provider down',
      kind: 'staff',
      channel: 'email',
    });
    expect(retrying.deliveries.every((d) => d.state === 'retrying')).toBe(true);

    // Part of the recipient, any case; in pages of one, newest first.
    const first = await list('recipient=PAGING.&limit=1', headers);
    expect(first.deliveries.map((d) => d.id)).toEqual([newer.id]);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(`recipient=paging.&limit=1&cursor=${first.next_cursor}`, headers);
    expect(second.deliveries.map((d) => d.id)).toEqual([older.id]);
    expect(second.next_cursor).toBeNull();
    // The searcher's % and _ are taken literally.
    expect((await list('recipient=%25', headers)).deliveries).toEqual([]);
    expect((await list('recipient=paging_', headers)).deliveries).toEqual([]);

    const sms = await list('channel=sms', headers);
    expect(sms.deliveries.every((d) => d.channel === 'sms')).toBe(true);
    expect((await list('channel=email&state=retrying', headers)).deliveries.map((d) => d.id)).toContain(older.id);

    // The counts are the whole table's, whatever the filters.
    const rows = await t.database.db
      .select({ state: deliveries.state, count: sql<number>`count(*)::int` })
      .from(deliveries)
      .groupBy(deliveries.state);
    const expected = {
      waiting: 0,
      retrying: 0,
      sent: 0,
      failed: 0,
      ...Object.fromEntries(rows.map((r) => [r.state, r.count])),
    };
    expect(expected.retrying).toBeGreaterThanOrEqual(2);
    for (const page of [retrying, first, second, sms]) expect(page.counts).toEqual(expected);

    for (const query of ['cursor=nope!', 'cursor=bm9wZQ', 'state=lost', 'channel=fax', 'user_id=x', 'limit=0']) {
      const res = await call({ method: 'GET', url: `/api/admin/deliveries?${query}` }, headers);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/admin/deliveries/{id}/send-again', () => {
  it('puts a message that failed for good back on the queue, audited, and it is sent once', async () => {
    failing = true;
    const { id } = await invite('send.again@lumen.example');
    failing = false;
    await failForGood(id);
    expect(sentTo('send.again@lumen.example')).toHaveLength(0);

    const res = await sendAgain(id, await as('manager'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_DELIVERY_MESSAGES.sendAgainQueued);
    expect(res.json().data.delivery).toMatchObject({ id, state: 'waiting', last_error: 'provider down' });

    // The queue is worked after the call: the message has left, once.
    const shown = await call({ method: 'GET', url: `/api/admin/deliveries/${id}` }, await as('support'));
    expect(shown.json().data.delivery).toMatchObject({ state: 'sent', attempts: 14 });
    expect(shown.json().data.delivery.sent_at).not.toBeNull();
    expect(sentTo('send.again@lumen.example')).toHaveLength(1);
    const [row] = await audited(id);
    expect(row).toMatchObject({
      staffId: members.manager.id,
      entity: 'delivery',
      before: { state: 'failed', attempts: 13 },
      after: { state: 'waiting' },
    });

    const again = await sendAgain(id, await as('owner'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_DELIVERY_MESSAGES.onlyFailed);
    expect(await audited(id)).toHaveLength(1);
    expect(sentTo('send.again@lumen.example')).toHaveLength(1);
  });

  it('refuses a one-time code and a message still on its way (409), an unknown (404) and a malformed id (400)', async () => {
    const headers = await as('support');
    const c = await signedInCustomer(t);
    const [code] = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.userId, c.id), eq(deliveries.kind, 'code')));
    if (!code) throw new Error('no code was sent');
    await failForGood(code.id);
    const refused = await sendAgain(code.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_DELIVERY_MESSAGES.codeNotResent);

    failing = true;
    const retrying = await invite('still.trying@lumen.example');
    failing = false;
    const early = await sendAgain(retrying.id, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_DELIVERY_MESSAGES.onlyFailed);
    expect([...(await audited(code.id)), ...(await audited(retrying.id))]).toEqual([]);

    const unknown = await sendAgain('00000000-0000-4000-8000-000000000000', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_DELIVERY_MESSAGES.notFound);
    expect((await sendAgain('nope', headers)).statusCode).toBe(400);
    const missing = await call(
      { method: 'GET', url: '/api/admin/deliveries/00000000-0000-4000-8000-000000000000' },
      headers,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('sends a failed message once when two staff members press SEND AGAIN together', async () => {
    failing = true;
    const { id } = await invite('twice.pressed@lumen.example');
    failing = false;
    await failForGood(id);
    const [owner, support] = [await as('owner'), await as('support')];
    const answers = await Promise.all([sendAgain(id, owner), sendAgain(id, support)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await audited(id)).toHaveLength(1);
    expect(sentTo('twice.pressed@lumen.example')).toHaveLength(1);
  });
});
