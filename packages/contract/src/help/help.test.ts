/** The shop's help as data (help/content.ts): what the pages render and the shop assistant will cite holds together. */
import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '../routes';
import { SHOP } from '../shop';
import { type HelpInline, sectionText } from './content';
import { HELP_PAGES } from './pages';

const runsOf = (page: (typeof HELP_PAGES)[number]): HelpInline[] =>
  page.sections.flatMap((section) => section.blocks.flatMap((block) => ('p' in block ? block.p : block.ul.flat())));

describe('the help pages', () => {
  it('are the shop’s own pages, each section with an anchor of its own', () => {
    const paths: string[] = Object.values(WEB_ROUTES);
    for (const page of HELP_PAGES) {
      expect(paths).toContain(page.path);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('link only to the shop’s pages, its e-mail and its phone', () => {
    const paths: string[] = Object.values(WEB_ROUTES);
    for (const run of HELP_PAGES.flatMap(runsOf)) {
      if (typeof run !== 'object' || 'strong' in run) continue;
      if ('to' in run) expect(paths).toContain(run.to);
      else expect([`mailto:${SHOP.email}`, `tel:${SHOP.phone.replace(/[^\d+]/g, '')}`]).toContain(run.href);
    }
  });

  it('read as plain text, one line per paragraph or item', () => {
    const returns = HELP_PAGES.find((page) => page.path === WEB_ROUTES.returnRefundPolicy);
    const refunds = returns?.sections.find((section) => section.id === 'refunds');
    expect(refunds && sectionText(refunds).split('\n')).toHaveLength(2);
    const howTo = returns?.sections.find((section) => section.id === 'how-to');
    expect(howTo && sectionText(howTo)).toBe(
      `Write to ${SHOP.email}, call ${SHOP.phone}, or use our contact form with your order number and a few photos. We will reply with a free, insured pickup.`,
    );
  });
});
