/**
 * Support hours (spec §9 keeps two readings, the header a third): every hours text the shop shows says which line it
 * is, and comes from BRAND.supportHours, never a literal in a screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ContactScreen } from '../../features/contact/contact-screen';
import { HomeScreen } from '../../features/home/home-screen';
import { BRAND } from '../../lib/brand';
import { stubCatalogFetch } from '../../test/catalog';
import { renderWithApp } from '../../test/render';
import { SiteFooter } from '../frame/site-footer';
import { SiteHeader } from '../frame/site-header';

/** Anything that reads as opening hours: '24/7', '9 AM', '8AM', 'Mon-Sat'. */
const HOURS_PATTERN = /24\/7|(?<!\d)\d{1,2}\s?(?:AM|PM)|Mon\s?[-–]\s?Sat/g;
const LINES = Object.values(BRAND.supportHours);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hoursIn(text: string): number {
  return [...text.matchAll(HOURS_PATTERN)].length;
}

const SCREENS: ReadonlyArray<[string, () => ReactElement, string]> = [
  ['the header', () => <SiteHeader onAskPrice={() => {}} />, '/about'],
  ['the footer', () => <SiteFooter />, '/about'],
  ['the contact page', () => <ContactScreen />, '/contact-us'],
  ['the home page', () => <HomeScreen />, '/home'],
];

describe('support hours', () => {
  it.each(SCREENS)('on %s, every hours text carries its channel’s label', (_, ui, route) => {
    stubCatalogFetch();
    const { container } = renderWithApp(ui(), { route });
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');

    // Every hours-like text on the page is one of BRAND's lines, right after that line's label.
    let labelled = 0;
    for (const line of LINES) {
      const shown = new RegExp(escapeRegExp(line.hours), 'g');
      const withLabel = new RegExp(`${escapeRegExp(line.label)}:? ?${escapeRegExp(line.hours)}`, 'g');
      const count = [...text.matchAll(shown)].length;
      expect([...text.matchAll(withLabel)].length, `"${line.hours}" without "${line.label}"`).toBe(count);
      labelled += count * hoursIn(line.hours);
    }
    expect(hoursIn(text), `hours that are not BRAND's: ${text.match(HOURS_PATTERN)}`).toBe(labelled);
  });

  it('labels the phone, chat and store lines on the contact and home pages', () => {
    stubCatalogFetch();
    for (const [, ui, route] of SCREENS.slice(2)) {
      const { container, unmount } = renderWithApp(ui(), { route });
      const text = (container.textContent ?? '').replace(/\s+/g, ' ');
      for (const line of LINES)
        expect(text).toMatch(new RegExp(`${escapeRegExp(line.label)}:? ?${escapeRegExp(line.hours)}`));
      unmount();
    }
  });

  it('leaves no hours literal in a screen: they come from BRAND', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : walk(full);
        return /\.tsx?$/.test(entry.name) ? [full] : [];
      });
    })(src).filter((file) => !file.endsWith(path.join('lib', 'brand.ts')));

    const offenders = files.filter((file) => hoursIn(readFileSync(file, 'utf8')) > 0);
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});
