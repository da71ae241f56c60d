/**
 * The assistant's answers in words (issue 30), from facts already found: a help section, the catalogue's pieces, the
 * shopper's order. Pure: every price, status and date in them comes from the database through the service, never
 * from here.
 */
import type { AssistantReply } from '@lumen/contract/assistant';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import type { SaleInForce } from '@lumen/contract/coupons';
import { type CurrencyCode, formatCents, formatMoney } from '@lumen/contract/money';
import type { OrderSummary } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import { SHOP } from '@lumen/contract/shop';
import { formatShopDate } from '../../lib/shop-clock';
import type { CatalogueQuestion } from './catalogue-question';
import type { SmallTalk } from './intents';
import type { KnowledgeAnswer, Passage } from './knowledge';

const reply = (text: string, more: Partial<AssistantReply> = {}): AssistantReply => ({
  text,
  sources: [],
  products: [],
  handoff_offered: false,
  ...more,
});

export const ASSISTANT_REPLIES = {
  greeting:
    'Hello! I can answer questions about delivery, returns, sizes and payment, find pieces for you (try “rose gold earrings under $200”) and, once you are signed in, tell you where your order is.',
  thanks: 'You’re welcome! Is there anything else I can help with?',
  goodbye: `Thank you for visiting ${SHOP.name}. Goodbye!`,
  person: 'I can pass your question to our team. They reply by e-mail, usually within one working day.',
  quote:
    'Our team prices custom pieces and quotes by hand: shall I pass your question to them? They reply by e-mail, usually within one working day.',
  unknown:
    'I’m not sure about that one. Shall I pass your question to our team? They reply by e-mail, usually within one working day.',
  signInForOrders: 'Please sign in and ask again, and I will tell you where your order is.',
  noOrders: 'You have no orders with us yet.',
  noSale: 'We have no sale or coupon on right now. When we do, it shows in the banner at the top of every page.',
  orderNotFound: (id: string) => `I can’t find an order ${id} on your account. Please check the number.`,
} as const;

export const smallTalkReply = (kind: SmallTalk) => reply(ASSISTANT_REPLIES[kind]);
export const personReply = () => reply(ASSISTANT_REPLIES.person, { handoff_offered: true });
export const quoteReply = () => reply(ASSISTANT_REPLIES.quote, { handoff_offered: true });
export const unknownReply = () => reply(ASSISTANT_REPLIES.unknown, { handoff_offered: true });

export const signInForOrdersReply = () =>
  reply(ASSISTANT_REPLIES.signInForOrders, {
    sources: [{ title: 'Sign in', url: `${WEB_ROUTES.signIn}?next=${encodeURIComponent(WEB_ROUTES.orders)}` }],
  });

/** The longest help excerpt an answer quotes; the source link has the rest. */
const EXCERPT_MAX = 420;

/** The section's first sentences, up to EXCERPT_MAX characters, ending at a sentence. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const cut = flat.slice(0, EXCERPT_MAX);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A second section is cited too when it scores at least this share of the best one, on another page. */
const CLOSE_SECOND = 0.75;

/** A help section answers: its words, with it (and a close second from another page) as the sources. */
export function helpReply(answers: KnowledgeAnswer[]): AssistantReply {
  const [best, ...rest] = answers;
  if (!best) return unknownReply();
  const second = rest.find(
    (answer) => answer.passage.page !== best.passage.page && answer.score >= best.score * CLOSE_SECOND,
  );
  const sources = [best, ...(second ? [second] : [])].map(({ passage }) => ({
    title: `${passage.page}: ${passage.title}`,
    url: passage.url,
  }));
  return reply(excerpt(best.passage.text), { sources });
}

/** "18k rose gold diamond earrings for women under $200": what was looked for, in the shopper's words. */
export function describeSearch(question: CatalogueQuestion, currency: CurrencyCode): string {
  const price = question.price;
  const money = (major: number) => formatMoney(Math.round(major * 100), currency, { whole: true });
  const words = [
    ...question.purity,
    ...question.metal.map((metal) => metal.toLowerCase()),
    ...question.stone.map((stone) => stone.toLowerCase()),
    question.category ? CATEGORY_LABELS[question.category].toLowerCase() : 'pieces',
    question.audience === 'women' ? 'for women' : question.audience === 'men' ? 'for men' : '',
    price.min !== undefined && price.max !== undefined
      ? `between ${money(price.min)} and ${money(price.max)}`
      : price.max !== undefined
        ? `under ${money(price.max)}`
        : price.min !== undefined
          ? `over ${money(price.min)}`
          : '',
  ];
  return words.filter(Boolean).join(' ');
}

export type FoundPieces = {
  products: AssistantReply['products'];
  total: number;
  listingUrl: string;
};

/** Pieces found for a catalogue question: the first few as cards, and the listing with the same filters. */
export function catalogueReply(description: string, found: FoundPieces): AssistantReply {
  if (found.total === 0)
    return reply(
      `I couldn’t find ${description} in our catalogue right now. Our team can make a piece to order: shall I pass your question to them?`,
      { listing_url: found.listingUrl, handoff_offered: true },
    );
  const shown = found.products.length;
  const pieces = found.total === 1 ? 'one piece' : `${found.total} pieces`;
  const text =
    found.total > shown
      ? `I found ${pieces} for “${description}”; here are the first ${shown}. See them all in the catalogue.`
      : `I found ${pieces} for “${description}”.`;
  return reply(text, { products: found.products, listing_url: found.listingUrl });
}

const shopDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: SHOP.timeZone });
const dayOf = (iso: string) => shopDay.format(new Date(iso));

/**
 * Where the shopper's order is, from its summary: cancelled, delivered, shipped (with the carrier and tracking), or
 * still being prepared (with the help's dispatch times as the source) — and its page.
 */
export type OrderFacts = Pick<OrderSummary, 'order_id' | 'status' | 'created_at' | 'payment_status' | 'timeline'>;

export function orderReply(order: OrderFacts, dispatch: Passage | undefined): AssistantReply {
  const id = order.order_id;
  const last = (kind: string) => order.timeline.findLast((event) => event.kind === kind);
  const page = { title: `Order ${id}`, url: routeTo(WEB_ROUTES.orderDetails, { id }) };
  const cancelled = last('cancelled');
  const delivered = last('delivered');
  const shipped = last('shipped');
  let text: string;
  const sources = [page];
  if (order.status === 'Cancelled') {
    text = `Your order ${id} was cancelled${cancelled ? ` on ${dayOf(cancelled.at)}` : ''}.`;
    if (order.payment_status === 'refunded') text += ' Its payment has been refunded.';
  } else if (order.status === 'Delivered') {
    text = `Your order ${id} was delivered${delivered ? ` on ${dayOf(delivered.at)}` : ''}.`;
  } else if (shipped) {
    const shipment = shipped.shipment;
    text = `Your order ${id} was shipped on ${dayOf(shipped.at)}`;
    text += shipment ? ` with ${shipment.carrier}; its tracking number is ${shipment.tracking_number}.` : '.';
    if (shipment?.tracking_url) text += ` Track it at ${shipment.tracking_url}`;
  } else if (order.payment_status === 'awaiting_payment') {
    text = `Your order ${id} is waiting for its payment: you can pay from the order’s page.`;
  } else {
    text = `Your order ${id}, placed on ${dayOf(order.created_at)}, is being prepared. We will e-mail you its tracking as soon as it ships.`;
    if (dispatch) sources.push({ title: `${dispatch.page}: ${dispatch.title}`, url: dispatch.url });
  }
  return reply(text, { sources });
}

/**
 * The sale in force (the featured coupon, as the banner names it) with its terms, and the pieces it applies to; or
 * that there is none. Other coupons are private codes the shop gives to someone, so they are never listed here.
 */
export function saleReply(sale: SaleInForce | null): AssistantReply {
  if (!sale) return reply(ASSISTANT_REPLIES.noSale);
  const terms = [
    sale.min_subtotal > 0 ? `on orders of ${formatCents(sale.min_subtotal)} or more` : '',
    sale.per_customer_limit === 1
      ? 'once per customer'
      : sale.per_customer_limit
        ? `${sale.per_customer_limit} times per customer`
        : '',
    sale.ends_at ? `until ${formatShopDate(new Date(sale.ends_at))}` : '',
  ].filter(Boolean);
  const text = `Our ${sale.title} is on: ${sale.description}, with the code ${sale.code} at checkout${terms.length ? `, ${terms.join(', ')}` : ''}.`;
  const listing = sale.category ? `${WEB_ROUTES.product}?category=${sale.category}` : WEB_ROUTES.product;
  // The listing is its link ("See them in the catalogue"); a source naming the same page would say it twice.
  return reply(text, { listing_url: listing });
}
