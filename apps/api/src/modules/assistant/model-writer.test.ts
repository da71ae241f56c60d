/**
 * The assistant with a language model set up (`ASSISTANT_LLM_URL`, issue 30), against a local OpenAI-compatible fake
 * (test/fakes/chat-model.ts): the model words the answer from the passages and tools' facts it was given; the pieces,
 * prices and order facts still come from the database; a price or an order number it makes up never reaches the
 * shopper; "UNKNOWN" offers the team; a stalled or failing model costs one timeout, then the shop answers offline
 * while the model rests, and uses it again after.
 */
import { formatCents } from '@lumen/contract/money';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_MODEL_KEY, factsIn, startChatModelFake, toolAnswerIn } from '../../test/fakes/chat-model';
import { orderCalls } from '../../test/order-calls';
import { openTestShop, placeOrder, type TestShop } from '../../test/shopping-fixtures';
import { MODEL_REST_MS, unsupportedFacts } from './model-writer';
import { ASSISTANT_REPLIES } from './replies';

const model = await startChatModelFake();
afterAll(() => model.close());

let clock = Date.now();
let shop: TestShop;
openTestShop(
  (opened) => {
    shop = opened;
  },
  {
    env: {
      ASSISTANT_LLM_URL: model.url,
      ASSISTANT_LLM_KEY: CHAT_MODEL_KEY,
      ASSISTANT_LLM_MODEL: 'shop-model-1',
      ASSISTANT_LLM_TIMEOUT_MS: '400',
    },
    now: () => clock,
  },
);
const { readyToOrder } = orderCalls(() => shop);

let ips = 0;
const ask = async (text: string, headers: Record<string, string> = {}) => {
  const res = await shop.t.app.inject({
    method: 'POST',
    url: '/api/assistant/messages',
    payload: { text },
    remoteAddress: `10.32.0.${++ips}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.reply;
};

describe('the assistant with a language model', () => {
  it('words a help answer from the passages it was given, with its key and model, citing the section', async () => {
    model.answer((request) =>
      factsIn(request).includes('Return')
        ? { content: 'You can return an unworn piece: start from your order’s page [1].' }
        : { content: 'UNKNOWN' },
    );
    const reply = await ask('retrn polcy?');
    expect(reply.text).toBe('You can return an unworn piece: start from your order’s page.');
    expect(reply.sources[0].url).toMatch(/^\/return-refund-policy#/);
    const request = model.requests.at(-1);
    expect(request?.model).toBe('shop-model-1');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'retrn polcy?' });
  });

  it('searches the catalogue with its tool; the pieces and prices shown are the database’s', async () => {
    model.answer((request) => {
      const found = toolAnswerIn(request);
      if (!found) return { toolCall: { name: 'search_catalogue', arguments: { query: 'earrings under $150' } } };
      // The first piece's line as the tool gave it: "- Name: $123.00 (/product-details/1)".
      const first = found.split('\n').find((line) => line.startsWith('- '));
      return { content: `A lovely choice: ${first?.slice(2, first.indexOf(' (/'))}.` };
    });
    const reply = await ask('something sparkly for my wife, not too expensive');
    expect(reply.listing_url).toBe('/product?category=earrings&maxPrice=15000&inStock=true');
    expect(reply.products.length).toBeGreaterThan(0);
    const [first] = reply.products;
    expect(reply.text).toBe(`A lovely choice: ${first.name}: ${formatCents(first.price)}.`);
    for (const piece of reply.products) expect(piece.price).toBeLessThanOrEqual(15_000);
    const tools = model.requests.at(-2)?.tools?.map((tool) => tool.function.name);
    expect(tools).toEqual(['search_catalogue', 'order_status']);
  });

  it('never shows a price the model made up: the offline answer goes out instead', async () => {
    model.answer(() => ({ content: 'Our Aurora Solitaire Ring is only $12 today, and Rs. 999 in India!' }));
    const reply = await ask('show me rings under $500');
    expect(reply.text).not.toContain('$12');
    expect(reply.text).toMatch(/^I (found|couldn’t find)/);
    expect(reply.listing_url).toContain('category=rings');
  });

  it('offers the team when the model says it does not know', async () => {
    model.answer(() => ({ content: 'UNKNOWN' }));
    const reply = await ask('what are your return rules for gifts?');
    expect(reply).toMatchObject({ text: ASSISTANT_REPLIES.unknown, handoff_offered: true, products: [] });
  });

  it('answers the asker’s own order through its tool, and never an order number it was not given', async () => {
    const { c, addressId } = await readyToOrder();
    const orderId: string = (await placeOrder(shop.t, c, { address_id: addressId })).json().data.order_id;
    model.answer((request) =>
      toolAnswerIn(request)
        ? { content: `Your order ${orderId} is being prepared and ships soon.` }
        : { toolCall: { name: 'order_status', arguments: {} } },
    );
    const reply = await ask('any news on the thing I bought?', c.auth);
    expect(reply.text).toBe(`Your order ${orderId} is being prepared and ships soon.`);
    expect(reply.sources[0]).toEqual({ title: `Order ${orderId}`, url: `/order-details/${orderId}` });

    model.answer(() => ({ content: 'Your order LJ-2026-999999 was delivered yesterday.' }));
    const invented = await ask('where is my order', c.auth);
    expect(invented.text).toContain(orderId);
    expect(invented.text).not.toContain('LJ-2026-999999');
  });

  it('keeps small talk and a wish for a person in the shop’s own words', async () => {
    const before = model.requests.length;
    expect((await ask('hello')).text).toBe(ASSISTANT_REPLIES.greeting);
    expect((await ask('can I talk to a person')).handoff_offered).toBe(true);
    expect(model.requests.length).toBe(before);
  });

  it('answers offline when the model stalls or fails, rests it, and uses it again after the rest', async () => {
    for (const failure of ['stall', { status: 500 }] as const) {
      model.answer(() => failure);
      const offline = await ask('how long does delivery take');
      expect(offline.sources.length).toBeGreaterThan(0);
      const sent = model.requests.length;
      // While it rests, the model is not asked.
      model.answer(() => ({ content: 'Delivery takes a few days [1].' }));
      expect((await ask('how long does delivery take')).text).toBe(offline.text);
      expect(model.requests.length).toBe(sent);
      clock += MODEL_REST_MS + 1;
      expect((await ask('how long does delivery take')).text).toBe('Delivery takes a few days.');
      expect(model.requests.length).toBe(sent + 1);
    }
  });
});

describe('the facts a model may state', () => {
  it('are the amounts and order numbers its facts hold, an amount compared by value', () => {
    const facts = 'The Aurora Ring: $1,250.00 (/product-details/1). Order LJ-2026-000042. Free shipping over ₹ 50,000.';
    expect(unsupportedFacts('It is $1250, free shipping over Rs. 50,000 (order lj-2026-000042).', facts)).toEqual([]);
    expect(unsupportedFacts('Only $12, or 999 rupees; see LJ-2026-000043.', facts)).toEqual([
      '$12',
      '999 rupees',
      'LJ-2026-000043',
    ]);
  });
});
