/**
 * The shop's identity, in one place for the API (tax invoices, e-mails, payment pages) and the web app (header,
 * footer, contact page, link previews): its names, registered office and GSTIN, phone and e-mail, social pages, the
 * clock its dates follow. Its currency is a setting (money.ts).
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
  /** Order ids and invoice dates follow the shop's clock in India. */
  timeZone: 'Asia/Kolkata',
} as const;

/** A phone number as a link's address: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string): `tel:${string}` => `tel:${phone.replace(/[^\d+]/g, '')}`;
