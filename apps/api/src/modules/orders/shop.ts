/**
 * The seller as its tax invoices and order e-mails name it, in one place. Name, phone and e-mail are the brand facts
 * of apps/web/src/lib/brand.ts (the API may not import the web app); the registered office and GSTIN are the
 * company's.
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
  /** The shop prices in US dollars (spec §2's header total is $138.00). */
  currency: 'USD',
  /** Order ids and invoice dates follow the shop's clock in India. */
  timeZone: 'Asia/Kolkata',
} as const;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: SHOP.currency });

/** Integer cents as the shop shows them: 13800 → "$138.00". */
export const formatCents = (cents: number) => money.format(cents / 100);

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP.timeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** "22 Nov 2026", on the shop's clock. */
export const formatShopDate = (at: Date) => dateFormat.format(at);

const yearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP.timeZone, year: 'numeric' });

/** The year on the shop's clock (an order placed at 00:30 IST on 1 January belongs to the new year). */
export const shopYear = (at: Date) => Number(yearFormat.format(at));
