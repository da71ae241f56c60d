/** The shop's help as data (help/content.ts): what the pages render and the shop assistant will cite holds together. */
import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '../routes';
import { SHOP, supportLine } from '../shop';
import { RING_SIZES } from '../sizes';
import { CONTACT_PAGE } from './contact';
import { type HelpInline, sectionText } from './content';
import { HELP_PAGES } from './pages';
import { SIZE_GUIDES, sizeGuideText } from './size-guide';

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

describe('the contact page’s sections', () => {
  const text = (id: string) => {
    const section = CONTACT_PAGE.sections.find((each) => each.id === id);
    return section ? sectionText(section) : '';
  };

  it('say SHOP’s phone, e-mail, support hours and address, so they never drift', () => {
    expect(text('phone-email')).toContain(SHOP.phone);
    expect(text('phone-email')).toContain(SHOP.email);
    for (const line of Object.values(SHOP.supportHours)) expect(text('hours')).toContain(supportLine(line));
    expect(text('visit')).toContain(supportLine(SHOP.supportHours.store));
    for (const line of SHOP.address) expect(text('visit')).toContain(line);
  });
});

describe('the size guides', () => {
  it('read as plain text: what the table holds, its first and last sizes, how to measure', () => {
    const ring = sizeGuideText(SIZE_GUIDES.ring, { resizable: true }).split('\n');
    expect(ring[0]).toBe('Ring sizes: US, Indian, inner diameter and circumference.');
    expect(ring[1]).toBe(
      `From US 3 (Indian size ${RING_SIZES[0]?.indian}, inner diameter 14.1 mm, circumference 44.2 mm) to US 13 (Indian size ${RING_SIZES.at(-1)?.indian}, inner diameter 22.2 mm, circumference 69.7 mm).`,
    );
    expect(ring).toContain('How to measure:');
    expect(ring.at(-1)).toMatch(/^Still unsure\? Free resizing/);
    expect(sizeGuideText(SIZE_GUIDES.chain, { resizable: false })).not.toContain('Still unsure');
  });
});
