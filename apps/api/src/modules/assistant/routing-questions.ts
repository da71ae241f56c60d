/**
 * Shoppers' questions to the assistant and the source that must answer each (issue 30's quality set across all
 * sources): small talk, the hand-off (a person, a quote, or nothing found), the shopper's own orders (or, for a
 * visitor, the sign-in), a catalogue search and the help. Typed as shoppers type them — typos, shorthand, Hinglish and
 * Indian English included. routing-quality.test.ts asks each through the whole route, `POST /api/assistant/messages`,
 * and wants at least 90 % answered from the right source. The help's own set (knowledge-questions.ts) goes deeper into
 * the help alone. Questions about a sale, offers or coupon codes are left to the sale's own tests.
 */
import { ABOUT, CONTACT, DELIVERY, FAQ, PRIVACY, RETURNS, RING_SIZER, TERMS } from './knowledge-questions';

/** The listing's filters a catalogue answer must carry, as its `listing_url` writes them (prices in base cents). */
export type ListingFilters = Partial<
  Record<'category' | 'audience' | 'metal' | 'stone' | 'purity' | 'minPrice' | 'maxPrice', string | number>
>;

/**
 * The source that must answer. `help`: the first source's url is one of those given (a page path alone, without an
 * anchor, takes any of its sections). `catalogue`: a listing with these filters. `order`: the signed-in customer's
 * order page among the sources. `signIn`: a visitor asked to sign in. `handoff`: a person offered, and no listing.
 * `smallTalk`: a greeting, thanks or goodbye, and nothing else.
 */
export type RoutingExpectation =
  | { help: string | readonly string[] }
  | { catalogue: ListingFilters }
  | { order: true }
  | { signIn: true }
  | { handoff: true }
  | { smallTalk: true };

export type RoutingQuestion = {
  text: string;
  /** Asked by a signed-in customer who has placed an order; a visitor otherwise. */
  signedIn?: boolean;
  expect: RoutingExpectation;
};

/** Stands in a question for the signed-in customer's own order number (LJ-2026-000042), known once it is placed. */
export const OWN_ORDER = '{own order}';

/**
 * The rupee's rate the test sets (84 to the dollar, as assistant.test.ts does): a price in rupees is filtered by
 * its dollar cents, rounded down ("under ₹500" → 595).
 */
export const RUPEES_PER_DOLLAR = 84;
const rupees = (amount: number) => Math.floor((amount * 100) / RUPEES_PER_DOLLAR);

/** Sections that answer the same kind of question, any one of which will do. */
const RETURN_POLICY = [`${RETURNS}how-to`, `${RETURNS}condition`];
const CANCELLING = [`${FAQ}cancel-order`, `${RETURNS}cancellation`, `${TERMS}orders`];
const DAMAGE = [`${FAQ}damaged-delivery`, `${RETURNS}damaged-items`, `${DELIVERY}damage`];
const PAYMENT_METHODS = [`${FAQ}payment-methods`, `${DELIVERY}payment-methods`];
const EMI = [...PAYMENT_METHODS, `${TERMS}payment-delivery`];
const DELIVERY_TIMES = [`${DELIVERY}dispatch-times`, `${TERMS}payment-delivery`];
const CUSTOM_TIMES = [`${FAQ}custom-order-time`, `${TERMS}customised`, `${DELIVERY}dispatch-times`];
const STONES_AND_GOLD = [`${TERMS}products`, `${ABOUT}about-goals`, `${ABOUT}about-care`, `${ABOUT}about-story`];
const AFTER_CARE = [`${ABOUT}about-care`, `${ABOUT}about-goals`];
const RESIZING = [...AFTER_CARE, RING_SIZER, `${RETURNS}customised-items`];
const HOURS = [`${CONTACT}hours`, `${CONTACT}visit`];

export const ROUTING_QUESTIONS: readonly RoutingQuestion[] = [
  // Small talk
  { text: 'hi', expect: { smallTalk: true } },
  { text: 'good morning', expect: { smallTalk: true } },
  { text: 'helo', expect: { smallTalk: true } },
  { text: 'thank u', expect: { smallTalk: true } },
  { text: 'ok bye', expect: { smallTalk: true } },

  // The help: returns and refunds
  { text: 'retrn polcy', expect: { help: RETURN_POLICY } },
  { text: 'what is ur return policy for earrings', expect: { help: RETURN_POLICY } },
  { text: 'how do i send back a necklace i dont like', expect: { help: RETURN_POLICY } },
  { text: 'when will i get my money back', expect: { help: `${RETURNS}refunds` } },
  { text: 'refund kab aayega', expect: { help: `${RETURNS}refunds` } },
  { text: 'can i return a ring with my name engraved on it', expect: { help: `${RETURNS}customised-items` } },
  { text: 'do i need the box and certificate to return', expect: { help: `${RETURNS}condition` } },
  { text: 'wrong size ring delivered to me', expect: { help: [`${RETURNS}damaged-items`, ...RESIZING] } },
  // Cancelling, damage
  { text: 'can i cancel my order', expect: { help: CANCELLING } },
  { text: 'can i cancel my order', signedIn: true, expect: { help: CANCELLING } },
  { text: 'order cancel kaise kare', expect: { help: CANCELLING } },
  { text: 'earring came broken in the box', expect: { help: DAMAGE } },
  { text: 'the chain i got is damaged what do i do', expect: { help: DAMAGE } },
  // Payment
  { text: 'do u take upi', expect: { help: PAYMENT_METHODS } },
  { text: 'can i pay by credit card', expect: { help: PAYMENT_METHODS } },
  { text: 'cod available?', expect: { help: PAYMENT_METHODS } },
  { text: 'is emi available on hdfc card', expect: { help: EMI } },
  {
    text: 'money deducted but payment failed',
    expect: { help: [`${DELIVERY}failed-payments`, `${RETURNS}refunds`, `${FAQ}payment-methods`] },
  },
  // Delivery
  { text: 'is shipping free', expect: { help: `${DELIVERY}delivery-charges` } },
  { text: 'how many days for delivery to bangalore', expect: { help: DELIVERY_TIMES } },
  { text: 'delivery kitne din me hoga', expect: { help: DELIVERY_TIMES } },
  { text: 'is delivery insured?', expect: { help: [`${DELIVERY}delivery-charges`, `${FAQ}damaged-delivery`] } },
  { text: 'do i have to sign when the parcel comes', expect: { help: `${DELIVERY}tracking` } },
  // Customised pieces, the shop's terms, privacy
  { text: 'how long for a personalised pendant', expect: { help: CUSTOM_TIMES } },
  { text: 'will you show me the design before making it', expect: { help: `${TERMS}customised` } },
  { text: 'are the diamonds natural or lab grown', expect: { help: STONES_AND_GOLD } },
  { text: 'is ur gold hallmarked', expect: { help: STONES_AND_GOLD } },
  { text: 'do diamonds come with certificate', expect: { help: STONES_AND_GOLD } },
  { text: 'i am 17 can i order', expect: { help: [`${TERMS}eligibility`, `${PRIVACY}age`] } },
  { text: 'do you share my phone number with anyone', expect: { help: `${PRIVACY}sharing` } },
  { text: 'how to delete my account', expect: { help: `${PRIVACY}your-rights` } },
  { text: 'does the site use cookies', expect: { help: `${PRIVACY}browser-storage` } },
  // Contact, the shop itself, sizes
  { text: 'customer care number', expect: { help: `${CONTACT}phone-email` } },
  { text: 'whatsapp number?', expect: { help: `${CONTACT}phone-email` } },
  { text: 'what is your email address', expect: { help: `${CONTACT}phone-email` } },
  { text: 'shop timings on sunday', expect: { help: HOURS } },
  { text: 'where is your showroom', expect: { help: `${CONTACT}visit` } },
  { text: 'who is the founder of lumen', expect: { help: [`${ABOUT}about-people`, `${ABOUT}about-story`] } },
  { text: 'is the jewellery made in india', expect: { help: `${ABOUT}about-story` } },
  { text: 'do you offer free polishing', expect: { help: AFTER_CARE } },
  { text: 'ring sise', expect: { help: RING_SIZER } },
  { text: 'how do i find my ring size', expect: { help: RING_SIZER } },
  { text: 'indian ring size 12 in us size', expect: { help: RING_SIZER } },
  { text: 'ring too loose can u resize it', expect: { help: RESIZING } },

  // The catalogue
  {
    text: 'show me gold earings under 500 rs',
    expect: { catalogue: { category: 'earrings', metal: 'Gold', maxPrice: rupees(500) } },
  },
  { text: 'earrings under $100', expect: { catalogue: { category: 'earrings', maxPrice: 10_000 } } },
  {
    text: 'lab grown diamond earrings under ₹50,000',
    expect: { catalogue: { category: 'earrings', stone: 'Diamond', maxPrice: rupees(50_000) } },
  },
  {
    text: 'diamond rings for women',
    expect: { catalogue: { category: 'rings', stone: 'Diamond', audience: 'women' } },
  },
  { text: 'mens gold chain', expect: { catalogue: { category: 'chains', metal: 'Gold', audience: 'men' } } },
  { text: 'pearl necklace', expect: { catalogue: { category: 'necklaces', stone: 'Pearl' } } },
  { text: 'do you have jhumkas', expect: { catalogue: { category: 'earrings' } } },
  { text: 'mangalsutra designs', expect: { catalogue: { category: 'necklaces' } } },
  { text: 'platinum band for him', expect: { catalogue: { category: 'rings', metal: 'Platinum', audience: 'men' } } },
  { text: 'gold bangles 22 carat', expect: { catalogue: { category: 'bangles', metal: 'Gold', purity: '22k' } } },
  {
    text: 'white gold solitaire ring between $500 and $1000',
    expect: { catalogue: { category: 'rings', metal: 'White Gold', minPrice: 50_000, maxPrice: 100_000 } },
  },
  { text: 'ruby pendant', expect: { catalogue: { category: 'necklaces', stone: 'Ruby' } } },
  { text: 'any emerald earrings?', expect: { catalogue: { category: 'earrings', stone: 'Emerald' } } },
  { text: 'watches for men', expect: { catalogue: { category: 'watches', audience: 'men' } } },
  { text: 'gift for my wife under 300 dollars', expect: { catalogue: { audience: 'women', maxPrice: 30_000 } } },
  { text: 'name necklace', expect: { catalogue: { category: 'personalised' } } },
  { text: 'bridal set for wedding', expect: { catalogue: { category: 'bridal-sets' } } },
  { text: 'studs for daily wear', expect: { catalogue: { category: 'earrings' } } },
  { text: 'kada for men', expect: { catalogue: { category: 'bangles', audience: 'men' } } },
  { text: 'cheap silver rings', expect: { catalogue: { category: 'rings', metal: 'Silver' } } },
  { text: 'engagement rings', expect: { catalogue: { category: 'rings' } } },
  { text: 'rose gold bracelet', expect: { catalogue: { category: 'bracelets', metal: 'Rose Gold' } } },

  // The shopper's own orders: signed in, their order; a visitor, the sign-in
  { text: 'where is my order', signedIn: true, expect: { order: true } },
  { text: 'wher is my ordr', signedIn: true, expect: { order: true } },
  { text: 'has my order shipped yet', signedIn: true, expect: { order: true } },
  { text: `status of ${OWN_ORDER}`, signedIn: true, expect: { order: true } },
  { text: `${OWN_ORDER} kab aayega`, signedIn: true, expect: { order: true } },
  { text: 'mera order kab aayega', signedIn: true, expect: { order: true } },
  { text: 'track my package', signedIn: true, expect: { order: true } },
  { text: 'i havent received my parcel yet', signedIn: true, expect: { order: true } },
  { text: 'order status', signedIn: true, expect: { order: true } },
  { text: 'when will my necklace arrive', signedIn: true, expect: { order: true } },
  { text: 'where is my order?', expect: { signIn: true } },
  { text: 'track my order pls', expect: { signIn: true } },
  { text: 'LJ-2026-000042 kab deliver hoga', expect: { signIn: true } },
  { text: 'my parcel is not delivered yet', expect: { signIn: true } },
  { text: 'has my order been dispatched', expect: { signIn: true } },

  // A person, a quote, or nothing the assistant knows: the hand-off
  { text: 'can i talk to someone', expect: { handoff: true } },
  { text: 'i want to speak to a human', expect: { handoff: true } },
  { text: 'connect me to customer care executive', expect: { handoff: true } },
  { text: 'chat with an agent pls', expect: { handoff: true } },
  { text: 'need a price quote for a custom ring', expect: { handoff: true } },
  { text: 'bespoke engagement ring design', expect: { handoff: true } },
  { text: 'can you make a bracelet from my old gold', expect: { handoff: true } },
  { text: 'pls call me back', expect: { handoff: true } },
  { text: 'what is the gold rate today', expect: { handoff: true } },
  { text: 'who will win the ipl this year', expect: { handoff: true } },
  { text: 'asdfgh', expect: { handoff: true } },
];
