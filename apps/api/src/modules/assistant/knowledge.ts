/**
 * What the shop assistant knows from the shop's own words (issue 30): its help — the FAQs, the policy pages, the contact
 * and about pages, section by section (`@lumen/contract/help`), and the ring size guide — in an in-process MiniSearch
 * index. Words match by prefix and, past three letters, within a small edit distance, so "retrn polcy", "refnd" and
 * "emi" find what a shopper means; shoppers' shorthand and the shop's synonyms ("u", "shipping" for delivery, "cod")
 * are read as the words they stand for. A question's best section answers it and is cited by its page and anchor; one
 * that matches too little of the question answers nothing (the assistant then offers a person).
 */
import { sectionText } from '@lumen/contract/help/content';
import { HELP_PAGES } from '@lumen/contract/help/pages';
import { SIZE_GUIDES, sizeGuideText } from '@lumen/contract/help/size-guide';
import { API_PATHS } from '@lumen/contract/routes';
import MiniSearch, { type SearchResult } from 'minisearch';

type Piece = 'ring' | 'bangle' | 'bracelet' | 'chain' | 'other';

/** One section of the help: what an answer quotes and cites. */
export type Passage = {
  id: string;
  title: string;
  page: string;
  url: string;
  text: string;
  /** The one kind of piece it is about ('ring'): a question naming another kind ("bangle size") is not answered by it. */
  piece?: Piece;
};

const STOP_WORDS = new Set(
  [
    'a an and are as at be by can could do does for from get got have how i if in is it its me my of on or our so',
    'that the their them then there this to was we what when where which who will with would you your',
    // Hinglish and shorthand that carry no subject of their own.
    'hai kya ka ki ke ko mera meri mujhe kaise tak kitna kitne kare karna milega milegi please pls plz r whr',
    'after all many much about tell',
    // What a question is about, not what it asks: the piece it names, or "policy".
    'ring rings necklace necklaces bracelet bracelets earring earrings pendant pendants chain chains bangle bangles',
    'jewellery jewelry piece pieces item items policy policies',
  ]
    .join(' ')
    .split(' '),
);

/** Shorthand and words that mean the same in this shop, read as the words the help uses (after stemming). */
const SAME_AS: Record<string, string[]> = {
  u: ['you'],
  ur: ['your'],
  shipping: ['shipping', 'delivery'],
  ship: ['shipping', 'delivery'],
  courier: ['delivery', 'tracking'],
  deliver: ['delivery'],
  cod: ['payment', 'accept'],
  cash: ['payment', 'accept'],
  gpay: ['upi'],
  phonepe: ['upi'],
  paytm: ['upi'],
  long: ['time', 'days'],
  money: ['refund', 'payment'],
  pay: ['payment'],
  take: ['accept'],
  sell: ['sell', 'share'],
  blog: ['copy', 'reproduce'],
  website: ['site'],
  paying: ['payment'],
  installments: ['emi'],
  instalments: ['emi'],
  broken: ['damaged'],
  scratched: ['damaged'],
  wrong: ['incorrect', 'error'],
  custom: ['customised'],
  customized: ['customised'],
  personalized: ['personalised'],
  engraved: ['engraving', 'personalised'],
  cancelation: ['cancel', 'cancellation'],
  worn: ['worn', 'unworn'],
  buy: ['buy', 'order'],
  old: ['age', 'older'],
  cookies: ['cookies', 'browser', 'storage'],
  lab: ['lab-grown'],
  hallmark: ['hallmarked'],
  // Hinglish
  din: ['days'],
  kab: ['days'],
  aayega: ['delivery'],
  aayegi: ['delivery'],
  paisa: ['refund', 'payment'],
  wapas: ['refund', 'return'],
  exchange: ['return', 'replace'],
  // The shop's hours and contacts, the shop itself
  open: ['hours'],
  timing: ['hours'],
  timings: ['hours'],
  sunday: ['days'],
  saturday: ['days'],
  weekend: ['days'],
  night: ['hours', 'morning'],
  reply: ['reply', 'answer'],
  number: ['phone'],
  helpline: ['phone', 'call'],
  email: ['email', 'e-mail'],
  owner: ['founder'],
  company: ['lumen', 'brand', 'story'],
  makes: ['workshop', 'craftspeople'],
  made: ['made', 'studio', 'workshop'],
  maintenance: ['care', 'cleaning'],
  real: ['certified', 'lab-grown'],
  handmade: ['hand', 'craftspeople'],
  contact: ['contact', 'phone', 'e-mail'],
  located: ['address', 'visit'],
  location: ['address', 'visit'],
  showroom: ['store', 'visit'],
  outlet: ['store', 'visit'],
};

/** Phrases read as one word or as the help's words ("customer care" is support, not the care of a piece). */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bcustomer (?:care|service|support)\b/g, 'support phone'],
  [/\bcash on delivery\b/g, 'cod'],
  [/\ball over\b/g, 'across'],
  // Asking how to return is asking to start one, not about a returned piece's condition.
  [/\bhow (?:do i|can i|do you|to) return\b|\breturn (?:kaise|process|procedure)\b/g, 'start return'],
];

/** Words, with their hyphens ("lab-grown"), without punctuation. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);

/** A light stem, the same for the index and the question: "refunded", "refunds" and "refund" meet. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

const normalise = (term: string) => term.toLowerCase().replace(/['’]s$/, '');

/** A word of the help as the index reads it: lower case and stemmed, without stop words. */
function indexTerm(term: string): string | null {
  const word = normalise(term);
  return STOP_WORDS.has(word) ? null : stem(word);
}

/**
 * A word of a question as it is looked up: lower case and stemmed, the help's words it stands for, without stop
 * words. Only questions are read through SAME_AS: the help's own words stay as written, so "How long does a customised
 * order take?" does not read as "time" and "accept".
 */
function questionTerm(term: string): string[] | null {
  const word = normalise(term);
  const words = (SAME_AS[word] ?? [word]).filter((each) => !STOP_WORDS.has(each)).map(stem);
  return words.length > 0 ? words : null;
}

/** The kind of piece each word names, for the passages about one kind. */
const PIECE_OF: Record<string, Piece> = {
  ring: 'ring',
  rings: 'ring',
  bangle: 'bangle',
  bangles: 'bangle',
  kada: 'bangle',
  bracelet: 'bracelet',
  bracelets: 'bracelet',
  chain: 'chain',
  chains: 'chain',
  necklace: 'other',
  necklaces: 'other',
  earring: 'other',
  earrings: 'other',
  pendant: 'other',
  pendants: 'other',
};

/**
 * Every section of the help, as passages, and the ring size guide. The guide is cited by the printable ring sizer
 * (its sizes, Indian sizes and diameters, and both ways to measure): the one page of the shop that shows it outside
 * the product page's dialog. The bangle, bracelet and chain guides have no page of their own, so nothing cites them.
 */
export function helpPassages(): Passage[] {
  const ring = SIZE_GUIDES.ring;
  return [
    ...HELP_PAGES.flatMap((page) =>
      page.sections.map((section) => ({
        id: `${page.path}#${section.id}`,
        title: section.title,
        page: page.title,
        url: `${page.path}#${section.id}`,
        text: sectionText(section),
      })),
    ),
    {
      id: API_PATHS.ringSizer,
      title: ring.title,
      page: 'Ring sizer',
      url: API_PATHS.ringSizer,
      text: sizeGuideText(ring, { resizable: true }),
      piece: 'ring',
    },
  ];
}

/** Of the question's words, the share a result must match to answer it. */
const MIN_MATCHED_SHARE = 0.3;

export type KnowledgeAnswer = { passage: Passage; score: number };

export function createKnowledge(passages: Passage[] = helpPassages()) {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      processTerm: questionTerm,
      boost: { title: 2 },
      prefix: (term) => term.length > 3,
      // One edit up to five letters ("sise", "retrn"), else within 0.3 of the length: two would read "share" as "store".
      fuzzy: (term) => (term.length > 5 ? 0.3 : term.length > 3 ? 1 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));

  const questionTerms = (question: string) => new Set(tokenize(question).flatMap((term) => questionTerm(term) ?? []));
  /** The kinds of piece a question names ("bangle size" → bangle). */
  const piecesNamed = (question: string) =>
    new Set(tokenize(question).flatMap((term) => PIECE_OF[term.toLowerCase()] ?? []));
  /** A passage about one kind of piece answers no question that names another. */
  const fits = (passage: Passage, named: Set<Piece>) => !passage.piece || named.size === 0 || named.has(passage.piece);

  return {
    /** The sections that answer `asked`, best first (at most `limit`); none when too little of it matches. */
    search(asked: string, limit = 3): KnowledgeAnswer[] {
      const question = PHRASES.reduce((text, [phrase, words]) => text.replace(phrase, words), asked.toLowerCase());
      const wanted = questionTerms(question);
      if (wanted.size === 0) return [];
      const named = piecesNamed(question);
      const matchedShare = (result: SearchResult) => new Set(result.queryTerms).size / wanted.size;
      return index
        .search(question)
        .filter((result) => matchedShare(result) >= MIN_MATCHED_SHARE)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage && fits(passage, named) ? [{ passage, score: result.score }] : [];
        })
        .slice(0, limit);
    },
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
