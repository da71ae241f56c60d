/**
 * Guest checkout (issue 14): a code proves the guest's e-mail or mobile number, the order is placed like any other,
 * its confirmation carries a signed link that opens it again, and signing up later with the proved identifier brings
 * the guest's orders into the new account.
 */
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { GUEST_MESSAGES, ORDER_LINK_DAYS } from '@lumen/contract/guest-messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sessions, users } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { callUser, lastCodeTo, newShopper, type Shopper } from '../../test/shoppers';
import { addAddress, addToCart, openTestShop, type Piece, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, signInStaff, testClock } from '../../test/staff';
import { createOrderLinks } from './order-links';
import { createAuthRepository } from './repository';

let t: TestApp, ring: Piece;
openTestShop((shop) => {
  ({ t, ring } = shop);
});

const startGuest = (s: Shopper, type: 'email' | 'sms' | 'whatsapp' = 'email') =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest/checkout',
    payload: { name: s.name, email: s.email, Mobile_number: s.Mobile_number, type },
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Starts a guest checkout by e-mail and enters the code: the guest's session. */
async function verifiedGuest(s: Shopper) {
  const started = await startGuest(s);
  expect(started.statusCode, started.body).toBe(200);
  const verified = await callUser(t, 'otpVerification', { otp: lastCodeTo(t, s.email), email: s.email });
  expect(verified.statusCode, verified.body).toBe(200);
  const token: string = verified.json().authentication.accessToken;
  return { auth: bearer(token), token };
}

/** The guest (or account) row holding this e-mail. */
const rowsWithEmail = (email: string) =>
  t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

/** Places an order of one ring paid on delivery: its number. */
async function orderAsGuest(guest: { auth: Record<string, string> }) {
  const customer = { auth: guest.auth } as Parameters<typeof addToCart>[1];
  const added = await addToCart(t, customer, { product_id: ring.id, quantity: 1, size: ring.sizes[0] });
  expect(added.statusCode, added.body).toBe(200);
  const addressId = await addAddress(t, customer);
  const placed = await placeOrder(t, customer, { address_id: addressId });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.order_id as string;
}

/** The link in the newest confirmation sent to `to`, waiting for it (it leaves after the answer). */
async function confirmationLink(to: string, orderNumber: string) {
  let link: URL | undefined;
  await expect
    .poll(() => {
      const message = t.sent.findLast((m) => m.to === to && m.text.includes(orderNumber));
      const found = message?.text.match(/https?:\/\/\S+\/order-details\/\S+/)?.[0];
      link = found ? new URL(found) : undefined;
      return link;
    })
    .toBeDefined();
  return link as URL;
}

const openLink = (orderNumber: string, key: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/access`, payload: { key } });

const getOrder = (orderNumber: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderNumber}`, headers: auth });

describe('guest checkout', () => {
  it('proves the e-mail with a code, places the order, and sends a confirmation whose link opens it', async () => {
    const s = newShopper('Guest');
    const guest = await verifiedGuest(s);
    const [row] = await rowsWithEmail(s.email);
    expect(row).toMatchObject({ guest: true, passwordHash: null, name: s.name, mobileVerifiedAt: null });
    expect(row?.emailVerifiedAt).not.toBeNull();

    const orderNumber = await orderAsGuest(guest);
    const link = await confirmationLink(s.email.toLowerCase(), orderNumber);
    expect(link.pathname).toBe(`/order-details/${orderNumber}`);
    const key = link.searchParams.get('key') ?? '';
    expect(key).toMatch(/^\d+\.[\w-]{43}$/);
    expect(t.sent.findLast((m) => m.text.includes(orderNumber))?.text).toContain('You checked out as a guest');

    const opened = await openLink(orderNumber, key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ status: true, message: GUEST_MESSAGES.opened });
    const linkAuth = bearer(opened.json().authentication.accessToken);
    expect((await getOrder(orderNumber, linkAuth)).json().data.order_id).toBe(orderNumber);

    // A short session, and one that cannot set a password without the old one (a guest has none).
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? 0));
    const linkSessions = (await t.database.db.select().from(sessions)).filter((x) => x.method === 'link');
    expect(linkSessions.map((x) => x.userId)).toContain(row?.id);
    const link24h = linkSessions.find((x) => x.userId === row?.id);
    expect((link24h?.expiresAt.getTime() ?? 0) - (link24h?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      24 * 3_600_000 + 60_000,
    );
    expect(session).toBeDefined();
    const setPassword = await callUser(
      t,
      'changePassword',
      { password: 'Lumen#Topaz581', ConfirmPassword: 'Lumen#Topaz581' },
      linkAuth,
    );
    expect(setPassword.statusCode).toBe(400);
    expect(setPassword.json().message).toBe(AUTH_MESSAGES.oldPasswordRequired);
  });

  it('refuses a wrong, altered, expired or other order’s key with one answer, and opens nothing', async () => {
    const s = newShopper('Guest');
    const guest = await verifiedGuest(s);
    const first = await orderAsGuest(guest);
    const second = await orderAsGuest(guest);
    const key = (await confirmationLink(s.email.toLowerCase(), first)).searchParams.get('key') ?? '';
    const [expires, mac] = key.split('.');
    const [row] = await rowsWithEmail(s.email);
    const expired = await createOrderLinks({
      secret: () => createAuthRepository(t.database.db).secret('otp_hmac_key', () => 'unused'),
      now: () => Date.now() - (ORDER_LINK_DAYS + 1) * 86_400_000,
    }).sign(row?.id ?? 0, first);
    const before = (await t.database.db.select().from(sessions)).length;
    for (const [orderNumber, wrong] of [
      [second, key],
      [first, `${Number(expires) + 86_400}.${mac}`],
      [first, `${expires}.${'A'.repeat(43)}`],
      [first, expired],
      ['LJ-NOPE', key],
      [first, 'not a key'],
    ] as const) {
      const res = await openLink(orderNumber, wrong);
      expect(res.statusCode, `${orderNumber} ${wrong}`).toBe(403);
      expect(res.json()).toMatchObject({ status: false, message: GUEST_MESSAGES.linkInvalid });
    }
    expect((await openLink(first, '')).statusCode).toBe(400);
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('finds a returning guest’s account again: one guest, both orders', async () => {
    const s = newShopper('Guest');
    const first = await orderAsGuest(await verifiedGuest(s));
    await t.database.db.execute(sql`update auth_limits set window_ends_at = now() where key like 'code-resend:%'`);
    const second = await orderAsGuest(await verifiedGuest({ ...s, name: 'Someone Else' }));
    const rows = await rowsWithEmail(s.email);
    expect(rows).toHaveLength(1);
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, rows[0]?.id ?? 0));
    expect(placed.map((o) => o.orderNumber).sort()).toEqual([first, second].sort());
  });

  it('signs a registered customer in with the code instead: no guest is made', async () => {
    const s = newShopper('Member');
    expect((await callUser(t, 'signUp', s)).statusCode).toBe(201);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: s.Mobile_number });
    await callUser(t, 'otpVerification', { otp: lastCodeTo(t, s.email), email: s.email });
    await t.database.db.execute(sql`update auth_limits set window_ends_at = now() where key like 'code-resend:%'`);

    const guest = await verifiedGuest({ ...s, name: 'Guest Name' });
    const rows = await rowsWithEmail(s.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guest: false, name: s.name });
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: guest.auth });
    expect(profile.json().data.name).toBe(s.name);
  });
});

describe('guest checkout: the account signed up later, parallel starts, the back office, bad input', () => {
  it('brings the guest’s orders and address into the account signed up later with the proved e-mail', async () => {
    const s = newShopper('Guest');
    const orderNumber = await orderAsGuest(await verifiedGuest(s));
    const key = (await confirmationLink(s.email.toLowerCase(), orderNumber)).searchParams.get('key') ?? '';
    const [guestRow] = await rowsWithEmail(s.email);

    const signUp = await callUser(t, 'signUp', { ...s, Mobile_number: '9000012345' });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: '9000012345' });
    const verified = await callUser(t, 'otpVerification', { otp: lastCodeTo(t, s.email), email: s.email });
    expect(verified.statusCode, verified.body).toBe(200);
    const auth = bearer(verified.json().authentication.accessToken);

    const rows = await rowsWithEmail(s.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guest: false, mobile: '9000012345' });
    expect(rows[0]?.id).not.toBe(guestRow?.id);
    expect((await getOrder(orderNumber, auth)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/ManageAddress/list', headers: auth });
    expect(list.json().data).toHaveLength(1);
    // The guest's link no longer opens the order: it is in an account now.
    expect((await openLink(orderNumber, key)).statusCode).toBe(403);
  });

  it('makes a guest an account once they set a password (recovery): then sign-up says registered', async () => {
    const s = newShopper('Guest');
    await verifiedGuest(s);
    await t.database.db.execute(sql`update auth_limits set window_ends_at = now() where key like 'code-resend:%'`);
    expect((await callUser(t, 'forgetPassword', { email: s.email, Mobile_number: '' })).statusCode).toBe(200);
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: '' });
    const verified = await callUser(t, 'otpVerification', { otp: lastCodeTo(t, s.email), email: s.email });
    const changed = await callUser(
      t,
      'changePassword',
      { password: 'Lumen#Topaz581', ConfirmPassword: 'Lumen#Topaz581' },
      bearer(verified.json().authentication.accessToken),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await rowsWithEmail(s.email))[0]).toMatchObject({ guest: false });
    const again = await callUser(t, 'signUp', s);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.emailTaken);
    const signedIn = await callUser(t, 'signIn', { email: s.email, Mobile_number: '', password: 'Lumen#Topaz581' });
    expect(signedIn.statusCode).toBe(200);
  });

  it('sends one code to an identifier however many starts arrive at once: the rest wait, nothing else is made', async () => {
    const s = newShopper('Guest');
    const answers = await Promise.all(Array.from({ length: 8 }, () => startGuest(s, 'sms')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(t.sent.filter((m) => m.to === s.Mobile_number)).toHaveLength(1);
    expect(await rowsWithEmail(s.email)).toHaveLength(1);
    const verified = await callUser(t, 'otpVerification', {
      otp: lastCodeTo(t, s.Mobile_number),
      Mobile_number: s.Mobile_number,
    });
    expect(verified.statusCode).toBe(200);
    expect((await rowsWithEmail(s.email))[0]?.mobileVerifiedAt).not.toBeNull();
  });

  it('shows the back office a guest as a guest, and the account signed up later as an account', async () => {
    const s = newShopper('Guest');
    await orderAsGuest(await verifiedGuest(s));
    const [guestRow] = await rowsWithEmail(s.email);
    const headers = bearer(await signInStaff(t, testClock(), await addStaff(t, 'manager')));
    const customer = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers })).json().data.customer;
    expect(await customer(guestRow?.id ?? 0)).toMatchObject({ guest: true, orders: 1 });

    await callUser(t, 'signUp', { ...s, Mobile_number: '9000054321' });
    await callUser(t, 'otpMethod', { type: 'email', email: s.email, Mobile_number: '9000054321' });
    await callUser(t, 'otpVerification', { otp: lastCodeTo(t, s.email), email: s.email });
    const [account] = await rowsWithEmail(s.email);
    expect(await customer(account?.id ?? 0)).toMatchObject({ guest: false, orders: 1 });
  });

  it('refuses an incomplete request with the field’s message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/checkout',
      payload: { name: '', email: 'guest@example.com', Mobile_number: '9876501234', type: 'email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'name: Name is required' });
  });
});
