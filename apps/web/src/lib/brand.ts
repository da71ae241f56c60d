/**
 * The storefront's brand facts in one typed place: the shop's identity (the contract's `SHOP`, shared with the API's
 * invoices, e-mails and shop assistant) as the pages show it — its support hours included — and what only the
 * storefront says: its tagline, the first copyright year and the customer token's storage key.
 */
import { SHOP, type SupportLine, telHref } from '@lumen/contract/shop';

export { type SupportLine, supportLine, supportSentence } from '@lumen/contract/shop';

export type Brand = {
  name: string;
  tagline: string;
  phone: { display: string; href: `tel:${string}` };
  email: { display: string; href: `mailto:${string}` };
  social: { instagram: string; facebook: string; linkedin: string };
  tokenStorageKey: string;
  supportHours: { phone: SupportLine; specialists: SupportLine; store: SupportLine };
  /** The first year of the copyright line; the footer shows it up to the current year. */
  copyrightYear: number;
};

export const BRAND = {
  name: SHOP.name,
  tagline: 'Gold and lab-grown diamond jewellery, designed in India to be worn every day.',
  phone: { display: SHOP.phone, href: telHref(SHOP.phone) },
  email: { display: SHOP.email, href: `mailto:${SHOP.email}` },
  social: SHOP.social,
  tokenStorageKey: 'lumen-user-token',
  /** The header's phone line, the contact page's specialists, the home page's store visits (the contract's). */
  supportHours: SHOP.supportHours,
  copyrightYear: 2025,
} as const satisfies Brand;

/** The copyright years as of `now`: '2025' in the first year, then '2025–2027'. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > BRAND.copyrightYear ? `${BRAND.copyrightYear}–${year}` : String(BRAND.copyrightYear);
}
