/** A time in the back office, on the shop's clock (SHOP.timeZone): "28 Nov 2026, 4:19 pm", as an order's page shows. */
import { SHOP } from '@lumen/contract/shop';

const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP.timeZone });

export const shopTime = (iso: string) => format.format(new Date(iso));
