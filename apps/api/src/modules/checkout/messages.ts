/**
 * The order confirmation: an e-mail (branded HTML and a plain-text twin, in the look of the account e-mails), or an
 * SMS for an account that has no e-mail address.
 */
import { ORDER_LINK_DAYS } from '@lumen/contract/guest-messages';
import { formatCents } from '@lumen/contract/money';
import type { Order } from '@lumen/contract/orders';
import { mixedRates, taxLabel, taxLineWords } from '@lumen/contract/tax';
import { formatShopDate } from '../../lib/shop-clock';
import { brandedHtml, escapeHtml } from '../../notify/branded-email';
import { shopFooter } from '../../notify/order-mail';

const lineLabel = (item: Order['items'][number]) => (item.size ? `${item.name} (${item.size})` : item.name);

/** The amounts of the order summary, in order, as label and value. */
function summaryRows(order: Order): [string, string][] {
  return [
    ['Subtotal', formatCents(order.subtotal)],
    ...(order.coupon ? [[`Coupon ${order.coupon.code}`, `-${formatCents(order.discount)}`] as [string, string]] : []),
    [taxLabel(order.tax_lines, order.gst_percent), formatCents(order.tax)],
    ...(mixedRates(order.tax_lines)
      ? order.tax_lines.map(
          (line) => [`  ${taxLineWords(line)}`, formatCents(line.cgst + line.sgst + line.igst)] as [string, string],
        )
      : []),
    ['Shipping', order.shipping === 0 ? 'Free' : formatCents(order.shipping)],
    ['Total', formatCents(order.total)],
  ];
}

/** What a guest's confirmation adds under its link (issue 14). */
const GUEST_NOTE = `You checked out as a guest: this link opens your order for ${ORDER_LINK_DAYS} days. Sign up with this e-mail address to keep all your orders in one account.`;

/** The confirmation e-mail; a guest's (`guest`) says what its link is and how to keep the order. */
export function orderConfirmationMessage(name: string, order: Order, detailsUrl: string, guest = false) {
  const placed = formatShopDate(new Date(order.created_at));
  const a = order.address;
  const addressLine = `${a.address_line_1}, ${a.address_line_2}, ${a.city}, ${a.state}, ${a.country} ${a.postal_code}`;
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for your order ${order.order_id}, placed on ${placed}. We will let you know when it ships.`,
    '',
    ...order.items.map(
      (item) =>
        `${item.quantity} x ${lineLabel(item)}  ${formatCents(item.unit_price)} each  ${formatCents(item.line_total)}`,
    ),
    '',
    ...summaryRows(order).map(([label, value]) => `${label}: ${value}`),
    '',
    `Payment: ${order.payment.label}`,
    `Delivering to (${a.address_type}): ${addressLine}`,
    '',
    `See your order: ${detailsUrl}`,
    ...(guest ? ['', GUEST_NOTE] : []),
    '',
  ].join('\n');
  const cell = 'padding:6px 0;border-bottom:1px solid #efe4d2';
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${item.quantity} × ${escapeHtml(lineLabel(item))}</td><td style="${cell};text-align:right">${formatCents(item.line_total)}</td></tr>`,
    )
    .join('');
  const summary = summaryRows(order)
    .map(
      ([label, value], i, all) =>
        `<tr><td style="padding:4px 0${i === all.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right${i === all.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = brandedHtml(
    'Thank you for your order',
    `<p>Hello ${escapeHtml(name)},</p><p>Your order <strong>${escapeHtml(order.order_id)}</strong>, placed on ${escapeHtml(placed)}, is confirmed. We will let you know when it ships.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;margin:16px 0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">${summary}</table>
<p>Payment: ${escapeHtml(order.payment.label)}<br>Delivering to (${escapeHtml(a.address_type)}): ${escapeHtml(addressLine)}</p>
<p><a href="${escapeHtml(detailsUrl)}" style="color:#8a6a3b">See your order</a></p>${guest ? `<p style="color:#6b5a45;font-size:14px">${escapeHtml(GUEST_NOTE)}</p>` : ''}`,
    shopFooter(),
    560,
  );
  return { subject: `Your Lumen Jewels order ${order.order_id} is confirmed`, text, html };
}

/** The confirmation by SMS, for an account without an e-mail address: short, plain, with the order's link. */
export function orderConfirmationSms(order: Order, detailsUrl: string) {
  return {
    subject: `Order ${order.order_id} confirmed`,
    text: `Lumen Jewels: your order ${order.order_id} of ${formatCents(order.total)} is confirmed (${order.payment.label}). We will let you know when it ships. ${detailsUrl}`,
  };
}
