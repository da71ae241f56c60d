/**
 * The storefront's brand facts in one typed place: the shop's identity (the contract's `SHOP`, shared with the API's
 * invoices and e-mails) as the pages show it, and what only the storefront says: its tagline, support hours, the
 * first copyright year and the customer token's storage key.
 */
import { SHOP, telHref } from '@lumen/contract/shop';

/** One support line: the channel it is ('Store visits') and when it is open ('Mon-Sat 8AM-6PM'). */
export type SupportLine = { label: string; hours: string };

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
  // Three lines, three hours (spec §2 and §9 keep all three readings): the header's phone line, the contact page's
  // specialists, the home page's store visits. Each is shown with its label, so they read as different lines.
  supportHours: {
    phone: { label: 'Call or Text', hours: '24/7' },
    specialists: { label: 'Chat and e-mail', hours: '9 AM-10 PM, 7 days' },
    store: { label: 'Store visits', hours: 'Mon-Sat 8AM-6PM' },
  },
  copyrightYear: 2025,
} as const satisfies Brand;

/** A support line as one phrase: 'Store visits: Mon-Sat 8AM-6PM'. */
export function supportLine(line: SupportLine): string {
  return `${line.label}: ${line.hours}`;
}

/** The support lines in a sentence, for prose (FAQs, About): '… us 24/7; our specialists answer chat and e-mail …'. */
export function supportSentence(): string {
  const { phone, specialists } = BRAND.supportHours;
  return `Call or text us ${phone.hours}; our specialists answer chat and e-mail ${specialists.hours}.`;
}

/** The copyright years as of `now`: '2025' in the first year, then '2025–2027'. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > BRAND.copyrightYear ? `${BRAND.copyrightYear}–${year}` : String(BRAND.copyrightYear);
}
