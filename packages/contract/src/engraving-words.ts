/**
 * Personalised pieces, without zod (the product page checks a shopper's text with the same rules as the server): a
 * piece is engraved with a few words in one of its fonts, or made with one initial (A–Z). The text is counted in
 * characters as a shopper sees them (code points), trimmed, with runs of spaces made one.
 */
import { MESSAGES } from './messages';
import { SINGLE_LINE } from './text';

export const PERSONALISATION_KINDS = ['engraving', 'initial'] as const;
export type PersonalisationKind = (typeof PERSONALISATION_KINDS)[number];

/** The engraver's fonts, as the workshop cuts them. */
export const ENGRAVING_FONTS = ['script', 'serif', 'block'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];
export const ENGRAVING_FONT_LABELS: Record<EngravingFont, string> = {
  script: 'Script',
  serif: 'Classic serif',
  block: 'Block capitals',
};

/** The longest engraving any piece takes (a piece sets its own `max_length` up to this). */
export const ENGRAVING_MAX_LENGTH = 40;
/** What a personalised line adds to the time before it ships when the piece does not say (days). */
export const DEFAULT_ENGRAVING_DAYS = 5;

/** What a piece takes: engraving (its fonts, its longest text) or an initial; and how long the workshop needs. */
export type Personalisation = {
  kind: PersonalisationKind;
  max_length: number;
  fonts: EngravingFont[];
  /** Days from the order to the personalised piece leaving the workshop. */
  lead_days: number;
};

/** The words a shopper asked for, and the font (none for an initial). */
export type Engraving = { text: string; font?: EngravingFont | undefined };

/**
 * Latin letters (accented too), digits, spaces and the marks people engrave: & . , ' ’ - + ! ? # / : — what the
 * workshop's engraver cuts, and what the invoice's and the packing slip's PDF fonts print.
 */
const ENGRAVABLE = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF0-9 &.,'\u2019\-+!?#/:]*$/u;
const INITIAL = /^[A-Z]$/;

export const ENGRAVING_MESSAGES = {
  notPersonalisable: 'This piece is not personalised',
  plainText: MESSAGES.plainText('The engraving'),
  empty: 'Enter the words to engrave',
  tooLong: (max: number) => `At most ${max} characters on this piece`,
  characters: 'Letters, digits, spaces and & . , \u2019 - + ! ? # / : only',
  initial: 'One letter, A to Z',
  font: (fonts: readonly EngravingFont[]) =>
    `Choose one of the piece\u2019s fonts: ${fonts.map((font) => ENGRAVING_FONT_LABELS[font]).join(', ')}`,
  noFont: 'An initial has no font',
  required: 'This piece is made with an initial: choose one',
  nonReturnable: 'Personalised for you, so it cannot be returned or exchanged.',
} as const;

/** The text as kept: trimmed, runs of spaces made one, and an initial in capitals. */
export function normaliseEngravingText(kind: PersonalisationKind, text: string): string {
  const tidy = text.trim().replace(/ {2,}/g, ' ');
  return kind === 'initial' ? tidy.toUpperCase() : tidy;
}

export const characterCount = (text: string) => [...text].length;

/**
 * The engraving as kept, or why it cannot be: the piece takes none, the text is empty, too long or has a character
 * the engraver cannot cut, an initial is not one letter A–Z, or the font is not one of the piece's. A piece made
 * with an initial needs one (`required`); a piece offering engraving may be bought plain (`engraving` null).
 */
export function checkEngraving(
  personalisation: Personalisation | null,
  engraving: Engraving | null | undefined,
): { engraving: Engraving | null } | { problem: string } {
  if (!engraving) {
    return personalisation?.kind === 'initial' ? { problem: ENGRAVING_MESSAGES.required } : { engraving: null };
  }
  if (!personalisation) return { problem: ENGRAVING_MESSAGES.notPersonalisable };
  if (!SINGLE_LINE.test(engraving.text)) return { problem: ENGRAVING_MESSAGES.plainText };
  const text = normaliseEngravingText(personalisation.kind, engraving.text);
  if (text === '') {
    return { problem: personalisation.kind === 'initial' ? ENGRAVING_MESSAGES.required : ENGRAVING_MESSAGES.empty };
  }
  if (personalisation.kind === 'initial') {
    if (engraving.font !== undefined) return { problem: ENGRAVING_MESSAGES.noFont };
    return INITIAL.test(text) ? { engraving: { text } } : { problem: ENGRAVING_MESSAGES.initial };
  }
  if (characterCount(text) > personalisation.max_length) {
    return { problem: ENGRAVING_MESSAGES.tooLong(personalisation.max_length) };
  }
  if (!ENGRAVABLE.test(text)) return { problem: ENGRAVING_MESSAGES.characters };
  // A piece offering engraving has at least one font (PersonalisationSchema): the first is the shop's choice.
  const fonts = personalisation.fonts;
  const font = engraving.font ?? fonts[0];
  return font !== undefined && fonts.includes(font)
    ? { engraving: { text, font } }
    : { problem: ENGRAVING_MESSAGES.font(fonts) };
}

/** An engraving's words and font, as a line's detail: “A & R” · Script, or R for an initial. */
export function engravingDetail(engraving: Engraving): string {
  return engraving.font
    ? `\u201c${engraving.text}\u201d \u00b7 ${ENGRAVING_FONT_LABELS[engraving.font]}`
    : engraving.text;
}

/** A line's engraving in words: “Engraved “A & R” in Script” or “Initial R”. */
export function engravingWords(engraving: Engraving): string {
  return engraving.font
    ? `Engraved \u201c${engraving.text}\u201d in ${ENGRAVING_FONT_LABELS[engraving.font]}`
    : `Initial ${engraving.text}`;
}

/** A line's engraving from the two columns it is stored in ('' for none). */
export function storedEngraving(text: string, font: string): Engraving | null {
  if (text === '') return null;
  const known = ENGRAVING_FONTS.find((each) => each === font);
  return known ? { text, font: known } : { text };
}
