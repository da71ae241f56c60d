/**
 * `POST /api/assistant/messages` and `POST /api/assistant/handoff` (issue 30): answers from the help, the catalogue
 * (pieces and prices from the database, in the shopper's currency) and the customer's own orders; the conversation
 * kept for its asker; limits per address and per shopper; the hand-off to the inbox, once.
 */
import { ASSISTANT_MESSAGES, ASSISTANT_RATE_LIMITS } from '@lumen/contract/assistant';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantConversations, assistantTurns, contactMessages, coupons, currencyRates } from '../../db/schema';
import { signedInCustomer } from '../../test/customers';
import { orderCalls } from '../../test/order-calls';
import { openTestShop, placeOrder, setPrice, type TestShop } from '../../test/shopping-fixtures';
import { ASSISTANT_REPLIES } from './replies';

let shop: TestShop;
openTestShop((opened) => {
  shop = opened;
});
const { readyToOrder } = orderCalls(() => shop);

let ips = 0;
/** Each test asks from its own address, so the per-address limits of one do not reach another. */
const nextIp = () => `10.30.${Math.floor(++ips / 250)}.${ips % 250}`;

const ask = (payload: object, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/assistant/messages',
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.headers ?? {},
  });
const handOff = (payload: object, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/assistant/handoff',
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.headers ?? {},
  });

describe('POST /api/assistant/messages', () => {
  it('answers a policy question with a typo from the help, citing the section, and keeps the turn', async () => {
    const res = await ask({ text: 'retrn polcy?' });
    expect(res.statusCode).toBe(200);
    const { conversation_id, reply } = res.json().data;
    expect(reply.sources[0].url).toMatch(/^\/return-refund-policy#/);
    expect(reply.text.length).toBeGreaterThan(40);
    expect(reply).toMatchObject({ products: [], handoff_offered: false });
    await shop.t.app.flushAssistantTurns();
    const turns = await shop.t.database.db
      .select()
      .from(assistantTurns)
      .where(eq(assistantTurns.conversationId, conversation_id));
    expect(turns).toMatchObject([{ question: 'retrn polcy?', answer: reply.text, source: 'help' }]);
  });

  it('finds pieces for a catalogue question, with prices from the database and the listing with its filters', async () => {
    const [earring] = (
      await shop.t.app.inject({ method: 'GET', url: '/api/catalog/products?category=earrings&inStock=true' })
    ).json().data.items;
    await setPrice(shop.t, earring.id, 12_345);
    const res = await ask({ text: 'show me earings under $150' });
    const { reply } = res.json().data;
    const listing = new URL(reply.listing_url, 'http://shop');
    expect(listing.pathname).toBe('/product');
    expect(Object.fromEntries(listing.searchParams)).toEqual({
      category: 'earrings',
      maxPrice: '15000',
      inStock: 'true',
    });
    const expected = (
      await shop.t.app.inject({ method: 'GET', url: `/api/catalog/products${listing.search}&pageSize=4` })
    ).json().data;
    expect(reply.products.map((p: { id: number }) => p.id)).toEqual(expected.items.map((p: { id: number }) => p.id));
    expect(reply.products.find((p: { id: number }) => p.id === earring.id)?.price ?? 12_345).toBe(12_345);
    for (const product of reply.products) {
      expect(product.price).toBeLessThanOrEqual(15_000);
      expect(product.url).toBe(`/product-details/${product.id}`);
    }
    expect(reply.text).toContain('earrings under $150');
    expect(reply.handoff_offered).toBe(false);
  });

  it('reads a price in the shopper’s currency at the shop’s rate, the ceiling rounded down', async () => {
    await shop.t.database.db.insert(currencyRates).values({ currency: 'INR', rateMicros: 84_000_000, source: 'staff' });
    shop.t.app.invalidateCurrencies?.();
    const res = await ask({ text: 'gold rings under 10000', currency: 'INR' });
    const listing = new URL(res.json().data.reply.listing_url, 'http://shop');
    // ₹10,000 at 84 rupees to the dollar: $119.047… → 11904 cents, never a cent above.
    expect(listing.searchParams.get('maxPrice')).toBe('11904');
    expect(listing.searchParams.getAll('metal')).toEqual(['Gold']);
    expect(res.json().data.reply.text).toContain('₹10,000');
  });

  it('keeps a piece priced at exactly the amount asked, and reads any amount within the listing’s range', async () => {
    const exact = (await ask({ text: 'rings under $19.99' })).json().data.reply;
    expect(new URL(exact.listing_url, 'http://shop').searchParams.get('maxPrice')).toBe('1999');
    const huge = await ask({ text: 'rings under $99999999999' });
    expect(huge.statusCode).toBe(200);
    expect(new URL(huge.json().data.reply.listing_url, 'http://shop').searchParams.get('maxPrice')).toBe('100000000');
  });

  it('offers a person when it finds nothing, and when asked for one', async () => {
    for (const text of ['what is the airspeed velocity of a swallow', 'can I talk to a real person']) {
      const { reply } = (await ask({ text })).json().data;
      expect(reply).toMatchObject({ handoff_offered: true, sources: [], products: [] });
    }
  });

  it('answers the sale in force with its code and terms, and says when there is none', async () => {
    const { reply } = (await ask({ text: 'any offers or coupon code?' })).json().data;
    expect(reply.text).toContain(
      '25% off ring settings and bands, with the code FALL25 at checkout, once per customer',
    );
    expect(reply).toMatchObject({ listing_url: '/product?category=rings', handoff_offered: false });
    expect(reply.sources).toEqual([]);
    const db = shop.t.database.db;
    await db.update(coupons).set({ active: false }).where(eq(coupons.code, 'FALL25'));
    try {
      const paused = (await ask({ text: 'is there a sale on?' })).json().data.reply;
      expect(paused).toMatchObject({ text: ASSISTANT_REPLIES.noSale, sources: [], products: [] });
    } finally {
      await db.update(coupons).set({ active: true }).where(eq(coupons.code, 'FALL25'));
    }
  });

  it('answers a greeting without searching', async () => {
    const { reply } = (await ask({ text: 'hi there' })).json().data;
    expect(reply).toMatchObject({ text: ASSISTANT_REPLIES.greeting, handoff_offered: false });
  });

  it('tells a signed-in customer where their latest order is, and no one else’s', async () => {
    const { c, addressId } = await readyToOrder();
    const placed = await placeOrder(shop.t, c, { address_id: addressId });
    const orderId: string = placed.json().data.order_id;
    const { reply } = (await ask({ text: 'where is my order?' }, { headers: c.auth })).json().data;
    expect(reply.text).toContain(orderId);
    expect(reply.text).toContain('being prepared');
    expect(reply.sources[0]).toEqual({ title: `Order ${orderId}`, url: `/order-details/${orderId}` });

    const other = await signedInCustomer(shop.t);
    const theirs = (await ask({ text: `status of ${orderId.toLowerCase()}` }, { headers: other.auth })).json().data;
    expect(theirs.reply.text).toBe(ASSISTANT_REPLIES.orderNotFound(orderId));
    expect(JSON.stringify(theirs)).not.toContain('/order-details/');
    const none = (await ask({ text: 'where is my order' }, { headers: other.auth })).json().data;
    expect(none.reply.text).toBe(ASSISTANT_REPLIES.noOrders);
  });

  it('asks a visitor (or a lapsed token) to sign in for their order, and still answers', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-valid-token-at-all-000000' }] as Record<
      string,
      string
    >[]) {
      const res = await ask({ text: 'where is my order' }, { headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.reply.text).toBe(ASSISTANT_REPLIES.signInForOrders);
    }
  });

  it('continues its asker’s conversation, and starts a new one for anyone else', async () => {
    const c = await signedInCustomer(shop.t);
    const first = (await ask({ text: 'hello' }, { headers: c.auth })).json().data.conversation_id;
    const again = (await ask({ text: 'do u take upi', conversation_id: first }, { headers: c.auth })).json().data;
    expect(again.conversation_id).toBe(first);
    const stranger = (await ask({ text: 'hello', conversation_id: first })).json().data;
    expect(stranger.conversation_id).not.toBe(first);
    await shop.t.app.flushAssistantTurns();
    const turns = await shop.t.database.db
      .select()
      .from(assistantTurns)
      .where(eq(assistantTurns.conversationId, first));
    expect(turns.map((turn) => turn.question)).toEqual(['hello', 'do u take upi']);
  });

  it.each([
    [{}, 'text: Your question is required'],
    [{ text: '   ' }, 'text: Your question is required'],
    [{ text: 'x'.repeat(501) }, 'text: Your question must be at most 500 characters'],
    [{ text: 'hi', conversation_id: 'nope' }, 'conversation_id:'],
    [{ text: 'hi', currency: 'XYZ' }, 'currency:'],
  ])('refuses %j with 400 and keeps nothing', async (payload, message) => {
    await shop.t.app.flushAssistantTurns();
    const before = (await shop.t.database.db.select().from(assistantConversations)).length;
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    await shop.t.app.flushAssistantTurns();
    expect(await shop.t.database.db.select().from(assistantConversations)).toHaveLength(before);
  });

  it('limits each visitor’s address and each account, wherever it asks from', async () => {
    const { max } = ASSISTANT_RATE_LIMITS.perShopper;
    const ip = nextIp();
    for (let i = 0; i < max; i++) expect((await ask({ text: 'hi' }, { ip })).statusCode).toBe(200);
    const limited = await ask({ text: 'hi' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask({ text: 'hi' })).statusCode).toBe(200);

    const c = await signedInCustomer(shop.t);
    for (let i = 0; i < max; i++) expect((await ask({ text: 'hi' }, { headers: c.auth })).statusCode).toBe(200);
    expect((await ask({ text: 'hi' }, { headers: c.auth })).statusCode).toBe(429);
  });
});

describe('POST /api/assistant/handoff', () => {
  const inbox = () => shop.t.database.db.select().from(contactMessages);

  it('passes a visitor’s conversation to the inbox with the contact they give, once', async () => {
    const ip = nextIp();
    const { conversation_id } = (await ask({ text: 'can you make a ring with my grandmother’s stone' }, { ip })).json()
      .data;
    const missing = await handOff({ conversation_id }, { ip });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ASSISTANT_MESSAGES.contactNeeded);

    const res = await handOff({ conversation_id, name: 'Asha', contact: 'Asha@Example.com' }, { ip });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: ASSISTANT_MESSAGES.handoffSent });
    const [message] = (await inbox()).filter((row) => row.message.includes('grandmother'));
    expect(message).toMatchObject({ name: 'Asha', contact: 'asha@example.com', status: 'new' });
    expect(message?.message).toContain('Shopper: can you make a ring with my grandmother’s stone');

    const twice = await handOff({ conversation_id, name: 'Asha', contact: 'asha@example.com' }, { ip });
    expect(twice.statusCode).toBe(409);
  });

  it('uses a signed-in customer’s own name and contact, and refuses another’s conversation', async () => {
    const c = await signedInCustomer(shop.t);
    const { conversation_id } = (await ask({ text: 'I need a custom quote' }, { headers: c.auth })).json().data;
    expect((await handOff({ conversation_id, name: 'X', contact: 'x@example.com' })).statusCode).toBe(404);
    expect((await handOff({ conversation_id }, { headers: c.auth })).statusCode).toBe(201);
    const [message] = (await inbox()).filter((row) => row.message.includes('I need a custom quote'));
    expect(message).toMatchObject({ name: c.name, contact: c.email });
  });

  it('writes one message when the same conversation is handed off four times at once', async () => {
    const ip = nextIp();
    const { conversation_id } = (await ask({ text: 'a question for the team only' }, { ip })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => handOff({ conversation_id, name: 'Ravi', contact: '9876543210' }, { ip })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await inbox()).filter((row) => row.message.includes('a question for the team only'))).toHaveLength(1);
  });
});
