/**
 * The shape of every e-mail about an order after its confirmation (shipped, delivered, cancelled, refunded, lapsed):
 * a greeting, a few paragraphs and the order's link, as branded HTML with a plain-text twin, over the shop's footer.
 */

import { SHOP } from '@lumen/contract/shop';
import { brandedHtml, escapeHtml } from './branded-email';

/** The line under every order e-mail. */
export const shopFooter = () => `${SHOP.legalName} · ${SHOP.phone} · ${SHOP.email}. This is an automated message.`;

export type OrderMail = { subject: string; text: string; html: string };

export function orderMail(
  subject: string,
  title: string,
  name: string,
  paragraphs: string[],
  detailsUrl: string,
): OrderMail {
  const text = [`Hello ${name},`, '', ...paragraphs.flatMap((p) => [p, '']), `See your order: ${detailsUrl}`, ''].join(
    '\n',
  );
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(detailsUrl)}" style="color:#8a6a3b">See your order</a></p>`,
    shopFooter(),
    560,
  );
  return { subject, text, html };
}
