/**
 * The assistant's quality across its sources (issue 30): every question of the set (routing-questions.ts) asked
 * through the whole route, `POST /api/assistant/messages`, by a visitor or by a signed-in customer with an order; at
 * least 90 % must be answered from the right source, offline. The figure and every miss (the question, the source it
 * wanted, what it got) are printed.
 */
import type { AssistantReply } from '@lumen/contract/assistant';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { describe, expect, it } from 'vitest';
import { currencyRates } from '../../db/schema';
import { orderCalls } from '../../test/order-calls';
import { openTestShop, placeOrder, type TestShop } from '../../test/shopping-fixtures';
import { ASSISTANT_REPLIES } from './replies';
import {
  type ListingFilters,
  OWN_ORDER,
  ROUTING_QUESTIONS,
  type RoutingExpectation,
  RUPEES_PER_DOLLAR,
} from './routing-questions';

let shop: TestShop;
openTestShop((opened) => {
  shop = opened;
});
const { readyToOrder } = orderCalls(() => shop);

/**
 * Each question is asked from its own address (`request.ip` is the injected remote address), so the set stays below
 * the assistant's limits per address; the signed-in customer asks fewer questions than its limit per account.
 */
const ipOf = (i: number) => `10.31.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const SMALL_TALK: readonly string[] = [ASSISTANT_REPLIES.greeting, ASSISTANT_REPLIES.thanks, ASSISTANT_REPLIES.goodbye];

/** Whether the listing carries each filter asked (a filter given more than once, such as metal, among its values). */
function hasFilters(listingUrl: string, filters: ListingFilters): boolean {
  const listing = new URL(listingUrl, 'http://shop');
  return (
    listing.pathname === WEB_ROUTES.product &&
    Object.entries(filters).every(([name, value]) => listing.searchParams.getAll(name).includes(String(value)))
  );
}

/** Whether a help source's url is one of those wanted: exactly, or within a page named without its anchor. */
const isHelpSource = (url: string | undefined, wanted: string | readonly string[]) =>
  url !== undefined &&
  (typeof wanted === 'string' ? [wanted] : wanted).some((each) =>
    each.includes('#') ? url === each : url.startsWith(each),
  );

/** An order's page, its number left off ("/order-details/"). */
const ORDER_PAGE = routeTo(WEB_ROUTES.orderDetails, { id: '' });

/** Whether the reply comes from the source expected. */
function answersRight(expected: RoutingExpectation, reply: AssistantReply): boolean {
  const urls = reply.sources.map((source) => source.url);
  if ('help' in expected) return !reply.listing_url && isHelpSource(urls[0], expected.help);
  if ('catalogue' in expected) return !!reply.listing_url && hasFilters(reply.listing_url, expected.catalogue);
  if ('order' in expected) return urls.some((url) => url.startsWith(ORDER_PAGE));
  if ('signIn' in expected) return urls.some((url) => url.startsWith(`${WEB_ROUTES.signIn}?next=`));
  if ('handoff' in expected) return reply.handoff_offered && !reply.listing_url;
  return SMALL_TALK.includes(reply.text) && urls.length === 0 && reply.products.length === 0;
}

/** What a reply is, in a line: its listing, its sources, the hand-off or its words. */
function described(reply: AssistantReply): string {
  if (reply.listing_url) return `listing ${reply.listing_url}`;
  if (reply.sources.length > 0) return `sources ${reply.sources.map((source) => source.url).join(', ')}`;
  if (reply.handoff_offered) return 'the hand-off';
  return `“${reply.text.slice(0, 60)}”`;
}

describe('the assistant’s routing quality', () => {
  it('answers at least 90 % of the set from the right source, through the route', async () => {
    // Rupees at the shop's rate, as a shop in India has them set.
    await shop.t.database.db
      .insert(currencyRates)
      .values({ currency: 'INR', rateMicros: RUPEES_PER_DOLLAR * 1_000_000, source: 'staff' });
    shop.t.app.invalidateCurrencies?.();
    const { c, addressId } = await readyToOrder();
    const placed = await placeOrder(shop.t, c, { address_id: addressId });
    expect(placed.statusCode).toBe(201);
    const ownOrder: string = placed.json().data.order_id;

    const misses: string[] = [];
    for (const [i, question] of ROUTING_QUESTIONS.entries()) {
      const text = question.text.replace(OWN_ORDER, ownOrder);
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/assistant/messages',
        payload: { text },
        remoteAddress: ipOf(i),
        headers: question.signedIn ? c.auth : {},
      });
      if (res.statusCode !== 200) {
        misses.push(`${text} → ${res.statusCode} ${res.body}`);
        continue;
      }
      const reply: AssistantReply = res.json().data.reply;
      if (!answersRight(question.expect, reply))
        misses.push(
          `${text}${question.signedIn ? ' (signed in)' : ''} → ${described(reply)} (wanted ${JSON.stringify(question.expect)})`,
        );
    }
    const total = ROUTING_QUESTIONS.length;
    const share = 1 - misses.length / total;
    console.info(
      `assistant routing quality: ${total - misses.length} of ${total}, ${(share * 100).toFixed(1)} %${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
