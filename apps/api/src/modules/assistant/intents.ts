/**
 * What a shopper's message is, before any search (issue 30): a greeting or thanks, a wish to talk to a person, or a
 * question about their own order (by its number, or "where is my order"). Rules over the words, offline; Indian
 * English and Hinglish included ("mera order kab aayega").
 */

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

const GREETING =
  /^(?:hi+|hey+|hel+o+|hii+|namaste|namaskar|good (?:morning|afternoon|evening)|yo|hola)\b[\s!.,]*(?:there)?[\s!.,]*$/;
const THANKS =
  /^(?:(?:ok(?:ay)?|great|cool|perfect|nice)[\s,!.]*)?(?:thanks?(?: (?:you|u))?(?: (?:so much|a lot|very much))?|thx|ty|dhanyavaad|shukriya)[\s!.]*$/;
const GOODBYE = /^(?:(?:ok(?:ay)?|thanks?)[\s,!.]*)?(?:bye+|goodbye|see you|that'?s all|nothing else)[\s!.]*$/;

/** A greeting, thanks or goodbye on its own; undefined for anything with a question in it. */
export function smallTalkOf(text: string): SmallTalk | undefined {
  const words = text.toLowerCase().trim();
  if (GREETING.test(words)) return 'greeting';
  if (THANKS.test(words)) return 'thanks';
  if (GOODBYE.test(words)) return 'goodbye';
  return undefined;
}

const PERSON =
  /\b(?:talk|speak|chat|connect)\b.*\b(?:person|human|someone|agent|staff|team|executive|customer (?:care|service|support))\b|\b(?:real|live) (?:person|human|agent)\b|\bcustomer care\b(?! (?:number|no|phone|e-?mail|id|address|timings?|hours))|\bcall me\b|\ba call ?back\b|\bcallback\b/;

/**
 * "Can I talk to a person?", "call me back": the shopper asks for the shop's team. Asking for customer care's number,
 * e-mail or hours is a question for the help (the contact page).
 */
export const wantsPerson = (text: string) => PERSON.test(text.toLowerCase());

const QUOTE =
  /\b(?:quote|quotation|custom(?:i[sz]ed)? (?:design|piece|order|ring|necklace)|made to measure|bespoke|re-?(?:make|design)|old gold)\b|\b(?:can|could) (?:you|u) make\b/;

/**
 * A price or a custom piece only the team can quote (ASK PRICE opens the assistant with such a question): a design of
 * the shopper's own, a piece remade, or made from their old gold.
 */
export const wantsQuote = (text: string) => QUOTE.test(text.toLowerCase());

/** An order's readable id, as checkout numbers them (LJ-2026-000042). */
const ORDER_NUMBER = /\bLJ-\d{4}-\d{4,}\b/i;

/** "Order" and "where" as they are often mistyped ("wher is my ordr"). */
const ORDER_WORD = '(?:orders?|ordr|oder|odr|parcel|package|delivery|shipment)';
const WHERE = "(?:where(?:'s| is)?|wher|whr)";

const MY_ORDER = new RegExp(
  [
    String.raw`\b(?:${WHERE}|track(?:ing)?|status|when (?:will|do|does|is)|kab|not (?:yet )?(?:received|arrived|delivered)|has .* shipped|shipped yet|dispatched yet)\b.*\b${ORDER_WORD}\b`,
    String.raw`\b(?:my|mera|meri) ${ORDER_WORD}\b`,
    String.raw`\b${ORDER_WORD} status\b`,
    String.raw`\btrack\b`,
    // "When will my ring arrive?": a piece on its way is the shopper's order (a refund on its way is the help's).
    String.raw`\bwhen (?:will|would|does|do) (?:i get )?my (?!refund|money|paisa)[\w ]*\b(?:arrive|reach|come)\b`,
  ].join('|'),
);

/**
 * Asking what can be done with an order ("can I cancel my order?", "how do I return my order") is a question for the
 * help's rules, unless it names the order.
 */
const ORDER_ACTION = /\b(?:cancel\w*|return|exchange|change|modify|edit)\b/;

/**
 * A question about the shopper's own order: the order number it names (upper case), or null for "my order"
 * (the latest); undefined when it is not about an order of theirs.
 */
export function orderQuestionOf(text: string): string | null | undefined {
  const named = ORDER_NUMBER.exec(text);
  if (named) return named[0].toUpperCase();
  const words = text.toLowerCase();
  return MY_ORDER.test(words) && !ORDER_ACTION.test(words) ? null : undefined;
}

const SALE =
  /\b(?:sales?|of+ers|any of+er|discounts?|deals?|coupons?|promo(?:tions?)?(?: codes?)?|vouchers?)\b|% off\b/;
/** "After-sales service" is the help's, not a sale. */
const NOT_SALE = /\bafter[- ]?sales?\b/;

/** "Is there a sale?", "any coupon code?": the sale and coupon in force (the featured one the banner names). */
export function asksAboutSale(text: string): boolean {
  const words = text.toLowerCase();
  return SALE.test(words) && !NOT_SALE.test(words);
}
