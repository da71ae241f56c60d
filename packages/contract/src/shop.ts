/**
 * The shop's identity, in one place for the API (tax invoices, e-mails, payment pages, the shop assistant's answers)
 * and the web app (header, footer, contact page, link previews): its names, registered office and GSTIN, phone and
 * e-mail, support hours, social pages, the clock its dates follow. Its currency is a setting (money.ts).
 */

/** One support line: the channel it is ('Store visits') and when it is open ('Mon-Sat 8AM-6PM'). */
export type SupportLine = { label: string; hours: string };

export const SHOP = {
  name: 'Lumen Jewels',
  legalName: 'Lumen Jewels Private Limited',
  address: ['4th Floor, Opal House', '12 Zaveri Bazaar Road, Kalbadevi', 'Mumbai, Maharashtra 400002', 'India'],
  /** The state of the registered office: supplies within it carry CGST + SGST, others IGST. */
  state: 'Maharashtra',
  gstin: '27AAFCL2024M1ZH',
  phone: '+91 98765 43210',
  email: 'hello@lumenjewels.in',
  // Three lines, three hours (spec §2 and §9 keep all three readings): the header's phone line, the contact page's
  // specialists, the home page's store visits. Each is shown with its label, so they read as different lines.
  supportHours: {
    phone: { label: 'Call or Text', hours: '24/7' },
    specialists: { label: 'Chat and e-mail', hours: '9 AM-10 PM, 7 days' },
    store: { label: 'Store visits', hours: 'Mon-Sat 8AM-6PM' },
  },
  social: {
    instagram: 'https://www.instagram.com/lumenjewels',
    facebook: 'https://www.facebook.com/lumenjewels',
    linkedin: 'https://www.linkedin.com/company/lumenjewels',
  },
  /** Order ids and invoice dates follow the shop's clock in India. */
  timeZone: 'Asia/Kolkata',
} as const;

/** A phone number as a link's address: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string): `tel:${string}` => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A support line as one phrase: 'Store visits: Mon-Sat 8AM-6PM'. */
export function supportLine(line: SupportLine): string {
  return `${line.label}: ${line.hours}`;
}

/** The support lines in a sentence, for prose (FAQs, About): '… us 24/7; our specialists answer chat and e-mail …'. */
export function supportSentence(): string {
  const { phone, specialists } = SHOP.supportHours;
  return `Call or text us ${phone.hours}; our specialists answer chat and e-mail ${specialists.hours}.`;
}
