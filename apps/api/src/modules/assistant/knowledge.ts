/**
 * What the shop assistant knows from the shop's own words (issue 30): its help — the FAQs and the policy pages, section
 * by section (`@lumen/contract/help`) — in an in-process MiniSearch index. Words match by prefix and, past three letters,
 * within a small edit distance, so "retrn polcy", "refnd" and "emi" find what a shopper means; shoppers' shorthand and
 * the shop's synonyms ("u", "shipping" for delivery, "cod") are read as the words they stand for. A question's best
 * section answers it and is cited by its page and anchor; one that matches too little of the question answers nothing
 * (the assistant then offers a person).
 */
import { sectionText } from '@lumen/contract/help/content';
import { HELP_PAGES } from '@lumen/contract/help/pages';
import MiniSearch, { type SearchResult } from 'minisearch';

/** One section of the help: what an answer quotes and cites. */
export type Passage = { id: string; title: string; page: string; url: string; text: string };

const STOP_WORDS = new Set(
  [
    'a an and are as at be by can could do does for from get got have how i if in is it its me my of on or our so',
    'that the their them then there this to was we what when where which who will with would you your',
    // Hinglish and shorthand that carry no subject of their own.
    'hai kya ka ki ke ko mera meri mujhe kaise kab milega milegi please pls plz',
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
  cod: ['cash', 'delivery'],
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
};

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

/** A term as the index reads it: lower case and stemmed, the words it stands for, without stop words. */
function processTerm(term: string): string[] | null {
  const word = term.toLowerCase().replace(/['’]s$/, '');
  const words = (SAME_AS[word] ?? [word]).filter((each) => !STOP_WORDS.has(each)).map(stem);
  return words.length > 0 ? words : null;
}

/** Every section of the help, as passages. */
export function helpPassages(): Passage[] {
  return HELP_PAGES.flatMap((page) =>
    page.sections.map((section) => ({
      id: `${page.path}#${section.id}`,
      title: section.title,
      page: page.title,
      url: `${page.path}#${section.id}`,
      text: sectionText(section),
    })),
  );
}

/** Of the question's words, the share a result must match to answer it. */
const MIN_MATCHED_SHARE = 0.3;

export type KnowledgeAnswer = { passage: Passage; score: number };

export function createKnowledge(passages: Passage[] = helpPassages()) {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 3 ? 0.3 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));

  const questionTerms = (question: string) =>
    new Set(
      tokenize(question)
        .flatMap((term) => processTerm(term) ?? [])
        .flat(),
    );

  return {
    /** The sections that answer `question`, best first (at most `limit`); none when too little of it matches. */
    search(question: string, limit = 3): KnowledgeAnswer[] {
      const wanted = questionTerms(question);
      if (wanted.size === 0) return [];
      const matchedShare = (result: SearchResult) => new Set(result.queryTerms).size / wanted.size;
      return index
        .search(question)
        .filter((result) => matchedShare(result) >= MIN_MATCHED_SHARE)
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage ? [{ passage, score: result.score }] : [];
        });
    },
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
