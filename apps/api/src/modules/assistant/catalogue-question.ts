/**
 * Reads a shopper's catalogue question ("rose gold earrings under $200", "22 carat gold bangles for her below 50k",
 * "mens platinum rings") into the listing's filters (issue 30): the kind of piece, for whom, metal, purity, stone and a
 * price range in the currency the shopper named (or none: the one they browse in). Pure and offline; the assistant runs
 * the filters through the catalogue, so every piece and price it shows comes from the database. Null when the
 * question names no kind of piece, and no metal or stone with a price or a word of looking ("show", "any"): a question
 * about gold is not a search for it.
 */
import type { Audience, Category, Metal, Purity, Stone } from '@lumen/contract/catalog-vocabulary';
import type { CurrencyCode } from '@lumen/contract/money';

export type CatalogueQuestion = {
  category?: Category;
  audience?: Audience;
  metal: Metal[];
  purity: Purity[];
  stone: Stone[];
  /** In major units of `currency` (undefined: the shopper's display currency), as the shopper wrote them. */
  price: { min?: number; max?: number; currency?: CurrencyCode };
  /**
   * Whether the shopper is plainly looking for pieces (a price, or a word of looking): "show me rings" is a search,
   * "how do I return a ring" may be a question for the help.
   */
  looking: boolean;
};

/** Words for each kind of piece, singular and plural, and their Indian names. */
const CATEGORY_WORDS: ReadonlyArray<[RegExp, Category]> = [
  [/\bbridal[\s-]?sets?\b|\bwedding sets?\b/, 'bridal-sets'],
  [/\bpersonali[sz]ed\b|\bengrav(?:ed|able|ing)\b|\bname (?:necklace|pendant)s?\b/, 'personalised'],
  [/\bear[\s-]?r?ings?\b|\bstuds?\b|\bjhumkas?\b|\bhoops?\b/, 'earrings'],
  [/\brings?\b|\bbands?\b|\bsolitaires?\b/, 'rings'],
  [/\bbracelets?\b/, 'bracelets'],
  [/\bnecklaces?\b|\bpendants?\b|\bmangalsutras?\b/, 'necklaces'],
  [/\bchains?\b/, 'chains'],
  [/\bbangles?\b|\bkadas?\b/, 'bangles'],
  [/\bwatch(?:es)?\b/, 'watches'],
];

const WOMEN =
  /\bwom[ae]n'?s?\b|\bladies\b|\bfor (?:her|my (?:wife|girlfriend|mother|mom|mum|sister|daughter|fiancee))\b/;
const MEN = /\bm[ae]n'?s?\b|\bgents?\b|\bfor (?:him|my (?:husband|boyfriend|father|dad|brother|son|fiance))\b/;

/**
 * Words of a shopper looking for pieces, which make a metal or a stone alone a catalogue question. "Find my size" and
 * "I got" are not: the first asks about the shopper's own size, the second about a piece received.
 */
const LOOKING =
  /\b(?:show|see|looking|look for|want|find(?! (?:my|out)\b)|buy|suggest|recommend|any|do you (?:have|sell)|(?:you|u) got|designs|collection)\b/;

/** What a piece is for ("engagement rings", "studs for daily wear"): named with a kind of piece, a search for it. */
const OCCASION =
  /\b(?:engagement|wedding|bridal|anniversary|birthday|valentine'?s?|daily|everyday|office|party|festive|festival|diwali|gifts?|gifting)\b/;

/**
 * A question that asks something about pieces rather than for them: it starts with a question word ("how do I clean
 * silver rings?", "is a gold chain hallmarked?") or names a subject of the help ("ring size for an engagement ring").
 */
const ASKS =
  /^\s*(?:how|why|what|when|where|which|who|is|are|am|does|do|did|can|could|will|would|should|shall|may|kya|kaise)\b|\b(?:sizes?|sizing|resiz\w*|return\w*|refund\w*|exchange|cancel\w*|clean\w*|care|repair\w*|polish\w*|damaged?|broken|hallmark\w*|certificate\w*|delivery|shipping)\b/;

const METAL_WORDS: ReadonlyArray<[RegExp, Metal]> = [
  [/\brose[\s-]?gold\b/, 'Rose Gold'],
  [/\bwhite[\s-]?gold\b/, 'White Gold'],
  [/\bblack[\s-]?gold\b/, 'Black Gold'],
  [/\bplatinum\b/, 'Platinum'],
  [/\b(?:sterling\s)?silver\b/, 'Silver'],
];

const STONE_WORDS: ReadonlyArray<[RegExp, Stone]> = [
  [/\bdiamonds?\b/, 'Diamond'],
  [/\bpearls?\b/, 'Pearl'],
  [/\brub(?:y|ies)\b/, 'Ruby'],
  [/\bemeralds?\b/, 'Emerald'],
  [/\bgem(?:stone)?s?\b/, 'Gemstone'],
];

const CURRENCY_WORDS: ReadonlyArray<[RegExp, CurrencyCode]> = [
  [/\$|\busd\b|\bdollars?\b/, 'USD'],
  // "rs 500", and "500 rs" as often written after the amount.
  [/₹|\brs\.?(?=\s*\d)|\d\s*rs\b|\binr\b|\brupees?\b/, 'INR'],
  [/€|\beur(?:os?)?\b/, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b/, 'GBP'],
  [/\baed\b|\bdirhams?\b/, 'AED'],
];

/** An amount as written: "200", "1,500", "2.5k", "50k", "1 lakh", "1.5 lakhs". */
const AMOUNT = String.raw`(?:[$₹€£]|rs\.?|inr|usd|aed)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|lakhs?|lacs?)?`;

function amountOf(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  if (!unit) return value;
  return unit === 'k' ? value * 1_000 : value * 100_000;
}

function priceOf(text: string): CatalogueQuestion['price'] {
  const price: CatalogueQuestion['price'] = {};
  const between = new RegExp(String.raw`(?:between|from)\s+${AMOUNT}\s*(?:and|to|-)\s*${AMOUNT}`).exec(text);
  const under = new RegExp(String.raw`(?:under|below|less than|upto|up to|within|max(?:imum)?|<)\s*${AMOUNT}`).exec(
    text,
  );
  const over = new RegExp(String.raw`(?:over|above|more than|min(?:imum)?|>)\s*${AMOUNT}`).exec(text);
  if (between?.[1] && between[3]) {
    price.min = amountOf(between[1], between[2]);
    price.max = amountOf(between[3], between[4]);
  } else {
    if (under?.[1]) price.max = amountOf(under[1], under[2]);
    if (over?.[1]) price.min = amountOf(over[1], over[2]);
  }
  if (price.min === undefined && price.max === undefined) return price;
  const currency = CURRENCY_WORDS.find(([words]) => words.test(text))?.[1];
  return currency ? { ...price, currency } : price;
}

function purityOf(text: string): Purity[] {
  const karats = [...text.matchAll(/\b(9|14|18|22|24)\s*(?:k|kt|ct|carat|karat)\b/g)].map(
    (match) => `${match[1]}k` as Purity,
  );
  const fineness = [...text.matchAll(/\b(925|950)\b/g)].map((match) => match[1] as Purity);
  return [...new Set([...karats, ...fineness])];
}

const allOf = <T>(text: string, words: ReadonlyArray<[RegExp, T]>): T[] => [
  ...new Set(words.filter(([pattern]) => pattern.test(text)).map(([, value]) => value)),
];

export function readCatalogueQuestion(question: string): CatalogueQuestion | null {
  const text = ` ${question.toLowerCase().replace(/\s+/g, ' ')} `;
  const category = CATEGORY_WORDS.find(([words]) => words.test(text))?.[1];
  const audience: Audience | undefined = WOMEN.test(text) ? 'women' : MEN.test(text) ? 'men' : undefined;
  const metal = allOf(text, METAL_WORDS);
  // Yellow gold is the spec's plain "Gold": named when no other gold is.
  if (/\b(?:yellow\s)?gold\b/.test(text.replace(/\b(?:rose|white|black)[\s-]?gold\b/g, ''))) metal.push('Gold');
  const stone = allOf(text, STONE_WORDS);
  const purity = purityOf(text);
  const price = priceOf(text);
  // A kind of piece described by its metal, stone, purity, wearer or occasion ("mens gold chain", "engagement rings")
  // is a search, unless the shopper asks something about it.
  const described =
    category !== undefined &&
    (metal.length > 0 || stone.length > 0 || purity.length > 0 || audience !== undefined || OCCASION.test(text)) &&
    !ASKS.test(text);
  const looking = price.min !== undefined || price.max !== undefined || LOOKING.test(text) || described;
  // A metal, a stone or a wearer alone is a question about it ("is the gold hallmarked?") unless the shopper is looking
  // ("gift for my wife under $300").
  if (!category && !((metal.length > 0 || stone.length > 0 || audience !== undefined) && looking)) return null;
  return {
    ...(category ? { category } : {}),
    ...(audience ? { audience } : {}),
    metal,
    purity,
    stone,
    price,
    looking,
  };
}
