/**
 * The anchors the shop assistant cites on the contact and about pages (`@lumen/contract/help/contact`, `…/about`) are
 * elements of those pages, so a source link lands on the words it quotes. The one exception is `/contact-us#visit`:
 * the shop's address is shown on no page yet (only on invoices), so that link opens the contact page at its top.
 */
import { ABOUT_PAGE } from '@lumen/contract/help/about';
import { CONTACT_PAGE } from '@lumen/contract/help/contact';
import { describe, expect, it } from 'vitest';
import { ContactScreen } from '../../features/contact/contact-screen';
import { AboutScreen } from '../../features/content/about-screen';
import { renderWithApp } from '../../test/render';

describe('the anchors the shop assistant cites', () => {
  it.each([
    ['the contact page', CONTACT_PAGE, () => <ContactScreen />, ['visit']],
    ['the about page', ABOUT_PAGE, () => <AboutScreen />, []],
  ] as const)('are elements of %s', (_, page, ui, missing: readonly string[]) => {
    const { container } = renderWithApp(ui(), { route: page.path });
    const ids = page.sections.map((section) => section.id);
    expect(ids.filter((id) => !container.querySelector(`[id="${id}"]`))).toEqual(missing);
  });
});
