/**
 * The shop's help — the FAQs, the policy pages, the contact and about pages' words — as text with links, in one home:
 * the storefront renders it (features/content, features/contact) and the shop assistant answers from it (issue 30),
 * each section by its page and anchor (`/return-refund-policy#refunds`). A section is what one answer cites.
 */
import { SHOP, telHref } from '../shop';

/** A run of text: plain, a link within the shop (`to`), a link out (`href`: e-mail, phone) or words in bold. */
export type HelpInline = string | { text: string; to: string } | { text: string; href: string } | { strong: string };

/** A paragraph, or a list whose items are runs of text. */
export type HelpBlock = { p: HelpInline[] } | { ul: HelpInline[][] };

export type HelpSection = { id: string; title: string; blocks: HelpBlock[] };

export type HelpPage = { path: string; title: string; sections: HelpSection[] };

export const p = (...text: HelpInline[]): HelpBlock => ({ p: text });
export const ul = (...items: HelpInline[][]): HelpBlock => ({ ul: items });
export const link = (text: string, to: string): HelpInline => ({ text, to });
export const mailLink: HelpInline = { text: SHOP.email, href: `mailto:${SHOP.email}` };
export const phoneLink: HelpInline = { text: SHOP.phone, href: telHref(SHOP.phone) };

const inlineText = (run: HelpInline) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : run.text);

/** A section's words as plain text, one line per paragraph or list item. */
export function sectionText(section: HelpSection): string {
  return section.blocks
    .flatMap((block) => ('p' in block ? [block.p] : block.ul))
    .map((runs) => runs.map(inlineText).join(''))
    .join('\n');
}
