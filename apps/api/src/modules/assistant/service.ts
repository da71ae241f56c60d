/**
 * The shop assistant (issue 30, decision 039): reads a question, finds what answers it, and keeps the conversation.
 * In order: a greeting or thanks; a wish for a person or a quote (offered the hand-off); the shopper's own order; the
 * sale and coupon in force; a search of the catalogue (prices and pieces from the database, through its listing); the
 * help; else the hand-off. Offline by default; with a language model set up, it words the answer from these facts
 * (model-writer.ts). The hand-off leaves the conversation in the back office's inbox, once.
 */
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_PRODUCTS_MAX,
  type AssistantAnswer,
  type AssistantHandoffRequest,
  type AssistantMessageRequest,
  type AssistantReply,
} from '@lumen/contract/assistant';
import type { ProductListFilters } from '@lumen/contract/catalog';
import { ProductListQuerySchema } from '@lumen/contract/catalog';
import type { SaleInForce } from '@lumen/contract/coupons';
import type { Currencies } from '@lumen/contract/currencies';
import type { CurrencyCode } from '@lumen/contract/money';
import type { Order, OrderPage } from '@lumen/contract/orders';
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import type { PieceFound } from '../catalog/service';
import { type CatalogueQuestion, readCatalogueQuestion } from './catalogue-question';
import { asksAboutSale, orderQuestionOf, smallTalkOf, wantsPerson, wantsQuote } from './intents';
import type { Knowledge } from './knowledge';
import type { Draft, ModelWriter } from './model-writer';
import {
  ASSISTANT_REPLIES,
  catalogueReply,
  describeSearch,
  helpReply,
  orderReply,
  personReply,
  quoteReply,
  saleReply,
  signInForOrdersReply,
  smallTalkReply,
  unknownReply,
} from './replies';
import type { AssistantRepository } from './repository';
import type { TurnLog } from './turn-log';

export type AssistantServiceOptions = {
  repository: AssistantRepository;
  /** The conversations' turns, written in batches (turn-log.ts). */
  turns: TurnLog;
  knowledge: Knowledge;
  /** The catalogue's first pieces for a listing's filters, and how many match (modules/catalog). */
  findPieces(filters: ProductListFilters): Promise<{ pieces: PieceFound[]; total: number }>;
  /** The currencies shoppers see prices in, with their rates (modules/pricing). */
  currencies(): Promise<Currencies>;
  /** The sale in force: the featured coupon, when it can be used now (modules/coupons). */
  sale(): Promise<SaleInForce | null>;
  /** The customer's own orders (modules/orders): a page, newest first, and one by its number (404 otherwise). */
  orders: {
    list(userId: number, page: { limit: number }): Promise<OrderPage>;
    find(userId: number, orderNumber: string): Promise<Order>;
  };
  /** The customer's name and contact (modules/customers). */
  profile(userId: number): Promise<{ name: string; email: string; Mobile_number: string }>;
  /** Leaves a message in the back office's inbox (modules/messages), in the caller's transaction. */
  inbox: { receive(message: { name: string; contact: string; message: string }, tx: Db): Promise<{ id: string }> };
  /** The language model that words the answers, when one is set up (model-writer.ts); offline otherwise. */
  writer?: ModelWriter | undefined;
};

/** The highest price the listing filters by (its query's bound), in minor units. */
const PRICE_FILTER_MAX = 100_000_000;

/** The turns of a conversation a hand-off carries to staff: the latest ones. */
const HANDOFF_TURNS = 10;

export function createAssistantService(options: AssistantServiceOptions) {
  const { repository, knowledge, turns } = options;
  /** The help's dispatch times, cited when an order is still being prepared. */
  const dispatchTimes = knowledge.search('dispatch times', 1)[0]?.passage;

  /**
   * A price the shopper wrote, in minor units of the base currency: in the currency they named, else the one they
   * browse in (when the shop offers it), at its rate. A ceiling rounds down and a floor up, so "under $200" never
   * shows a piece above $200.
   */
  async function basePrices(question: CatalogueQuestion, browsing: CurrencyCode | undefined) {
    const { base, currencies } = await options.currencies();
    const rateOf = (code: CurrencyCode | undefined) => currencies.find((currency) => currency.code === code)?.rate;
    const named = question.price.currency;
    const asked = rateOf(named) ? (named as CurrencyCode) : rateOf(browsing) ? (browsing as CurrencyCode) : base;
    const rate = rateOf(asked) ?? 1;
    // The amount in minor units of the currency asked (exact to the cent), then in the base currency, within the
    // listing's range.
    const inBase = (major: number, round: (value: number) => number) =>
      Math.min(PRICE_FILTER_MAX, round(Math.round(major * 100) / rate));
    const { min, max } = question.price;
    return {
      asked,
      minPrice: min === undefined ? undefined : inBase(min, Math.ceil),
      maxPrice: max === undefined ? undefined : inBase(max, Math.floor),
    };
  }

  async function searchCatalogue(question: CatalogueQuestion, browsing: CurrencyCode | undefined) {
    const { asked, minPrice, maxPrice } = await basePrices(question, browsing);
    const params = new URLSearchParams();
    if (question.category) params.set('category', question.category);
    if (question.audience) params.set('audience', question.audience);
    for (const metal of question.metal) params.append('metal', metal);
    for (const stone of question.stone) params.append('stone', stone);
    for (const purity of question.purity) params.append('purity', purity);
    if (minPrice !== undefined) params.set('minPrice', String(Math.min(minPrice, maxPrice ?? minPrice)));
    if (maxPrice !== undefined) params.set('maxPrice', String(Math.max(maxPrice, minPrice ?? maxPrice)));
    params.set('inStock', 'true');
    const filters = ProductListQuerySchema.parse({
      ...Object.fromEntries(params),
      metal: params.getAll('metal'),
      stone: params.getAll('stone'),
      purity: params.getAll('purity'),
      pageSize: ASSISTANT_PRODUCTS_MAX,
    });
    const found = await options.findPieces(filters);
    return catalogueReply(describeSearch(question, asked), {
      total: found.total,
      listingUrl: `${WEB_ROUTES.product}?${params}`,
      products: found.pieces.map((item) => ({
        id: item.id,
        name: item.name,
        price: item.price,
        url: routeTo(WEB_ROUTES.productDetails, { id: item.id }),
      })),
    });
  }

  async function aboutOrder(userId: number | null, orderNumber: string | null): Promise<AssistantReply> {
    if (userId === null) return signInForOrdersReply();
    if (orderNumber === null) {
      const [latest] = (await options.orders.list(userId, { limit: 1 })).orders;
      return latest ? orderReply(latest, dispatchTimes) : { ...unknownReply(), text: ASSISTANT_REPLIES.noOrders };
    }
    try {
      const order = await options.orders.find(userId, orderNumber);
      return orderReply({ ...order, payment_status: order.payment.status }, dispatchTimes);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        return { ...unknownReply(), text: ASSISTANT_REPLIES.orderNotFound(orderNumber) };
      throw error;
    }
  }

  /**
   * What answers `text`, and where the answer came from. Small talk and a wish for a person or a quote are `settled`:
   * answered in the shop's own words, never the model's.
   */
  async function route(
    text: string,
    userId: number | null,
    browsing: CurrencyCode | undefined,
  ): Promise<Draft & { settled?: true }> {
    const smallTalk = smallTalkOf(text);
    if (smallTalk) return { reply: smallTalkReply(smallTalk), source: 'small_talk', settled: true };
    if (wantsPerson(text)) return { reply: personReply(), source: 'none', settled: true };
    if (wantsQuote(text)) return { reply: quoteReply(), source: 'none', settled: true };
    const orderNumber = orderQuestionOf(text);
    if (orderNumber !== undefined) return { reply: await aboutOrder(userId, orderNumber), source: 'order' };
    if (asksAboutSale(text)) return { reply: saleReply(await options.sale()), source: 'sale' };
    const catalogue = readCatalogueQuestion(text);
    if (catalogue?.looking) return { reply: await searchCatalogue(catalogue, browsing), source: 'catalogue' };
    // A question that only names a piece ("how do I return a ring") is the help's, when the help has an answer.
    const help = knowledge.search(text);
    if (catalogue && help.length === 0)
      return { reply: await searchCatalogue(catalogue, browsing), source: 'catalogue' };
    if (help.length > 0) return { reply: helpReply(help), source: 'help' };
    return { reply: unknownReply(), source: 'none' };
  }

  /** The model's tools, for this asker: a catalogue search in words, and their own order (model-writer.ts). */
  const toolsFor = (userId: number | null, browsing: CurrencyCode | undefined) => ({
    async searchCatalogue(query: string): Promise<Draft | undefined> {
      const question = readCatalogueQuestion(query);
      return question ? { reply: await searchCatalogue(question, browsing), source: 'catalogue' } : undefined;
    },
    orderStatus: async (orderNumber: string | null): Promise<Draft> => ({
      reply: await aboutOrder(userId, orderNumber),
      source: 'order',
    }),
  });

  return {
    /** Answers a question, in the conversation given when it is the asker's, else in a new one. */
    async answer(request: AssistantMessageRequest, userId: number | null): Promise<AssistantAnswer> {
      const conversation = await turns.conversationFor(request.conversation_id, userId);
      const draft = await route(request.text, userId, request.currency);
      const { writer } = options;
      const { reply, source } =
        writer && !draft.settled
          ? await writer.write(
              request.text,
              draft,
              knowledge.search(request.text, 3),
              toolsFor(userId, request.currency),
            )
          : draft;
      turns.add(conversation, userId, { question: request.text, answer: reply.text, source });
      return { conversation_id: conversation.id, reply };
    },

    /**
     * Passes the conversation to staff as a message in the inbox, with the shopper's name and contact (the account's,
     * or what a visitor gave); once per conversation (409 after), and only the asker's (404 otherwise).
     */
    async handOff(request: AssistantHandoffRequest, userId: number | null): Promise<void> {
      await turns.flush();
      const conversation = await repository.find(request.conversation_id, userId);
      if (!conversation) throw notFound(ASSISTANT_MESSAGES.conversationGone);
      if (conversation.handedOffAt) throw conflict(ASSISTANT_MESSAGES.handoffTwice);
      const who = userId === null ? undefined : await options.profile(userId);
      const name = who?.name ?? request.name;
      const contact = who ? who.email || who.Mobile_number : request.contact;
      if (!name || !contact) throw badRequest(ASSISTANT_MESSAGES.contactNeeded);
      const said = (await repository.turns(conversation.id)).slice(-HANDOFF_TURNS);
      const message = [
        'Passed on by the shop assistant. The conversation:',
        ...said.map((turn) => `Shopper: ${turn.question}\nAssistant: ${turn.answer}`),
      ].join('\n\n');
      const handed = await repository.handOff(conversation.id, userId, (tx) =>
        options.inbox.receive({ name, contact, message }, tx),
      );
      if (!handed) throw conflict(ASSISTANT_MESSAGES.handoffTwice);
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
