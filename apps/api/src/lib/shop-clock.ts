/** Dates on the shop's clock (its time zone, `SHOP.timeZone`), for order ids, invoices and e-mails. */
import { SHOP } from '@lumen/contract/shop';

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
