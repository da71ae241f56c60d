/**
 * The shop's identity, in one place for the API (tax invoices, e-mails, payment pages) and the web app (header,
 * footer, contact page, link previews): its names, registered office and GSTIN, phone and e-mail, social pages, the
 * currency it prices in and the clock its dates follow; and money as the shop writes it.
 */
export const SHOP = {
  name: 'Lumen Jewels',
  legalName: 'Lumen Jewels Private Limited',
  address: ['4th Floor, Opal House', '12 Zaveri Bazaar Road, Kalbadevi', 'Mumbai, Maharashtra 400002', 'India'],
  /** The state of the registered office: supplies within it carry CGST + SGST, others IGST. */
  state: 'Maharashtra',
  gstin: '27AAFCL2024M1ZH',
  phone: '+91 98765 43210',
  email: 'hello@lumenjewels.in',
  social: {
    instagram: 'https://www.instagram.com/lumenjewels',
    facebook: 'https://www.facebook.com/lumenjewels',
    linkedin: 'https://www.linkedin.com/company/lumenjewels',
  },
  /** The shop prices in US dollars (spec §2's header total is $138.00). */
  currency: 'USD',
  /** Order ids and invoice dates follow the shop's clock in India. */
  timeZone: 'Asia/Kolkata',
} as const;

/** A phone number as a link's address: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string): `tel:${string}` => `tel:${phone.replace(/[^\d+]/g, '')}`;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: SHOP.currency });

/** Integer cents as the shop shows them: 13800 → "$138.00". Amounts are whole cents, so nothing is rounded here. */
export const formatCents = (cents: number): string => money.format(cents / 100);
