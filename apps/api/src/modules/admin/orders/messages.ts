/**
 * What the customer is sent when staff ship, deliver or cancel their order, when an unpaid order lapses, and when a
 * refund has gone through: a branded e-mail with a plain-text twin, and short SMS texts. The shipping message carries
 * the carrier, the tracking number and the link.
 */
import type { Shipment } from '@lumen/contract/orders';
import { brandedHtml, escapeHtml } from '../../../notify/branded-email';
import { SHOP } from '../../orders/shop';

const footer = () => `${SHOP.legalName} · ${SHOP.phone} · ${SHOP.email}. This is an automated message.`;

type Mail = { subject: string; text: string; html: string };

function mail(subject: string, title: string, name: string, paragraphs: string[], detailsUrl: string): Mail {
  const text = [`Hello ${name},`, '', ...paragraphs.flatMap((p) => [p, '']), `See your order: ${detailsUrl}`, ''].join(
    '\n',
  );
  const html = brandedHtml(
    title,
    `<p>Hello ${escapeHtml(name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(detailsUrl)}" style="color:#8a6a3b">See your order</a></p>`,
    footer(),
    560,
  );
  return { subject, text, html };
}

const trackingLine = (s: Shipment) =>
  `Carrier: ${s.carrier}. Tracking number: ${s.tracking_number}.${s.tracking_url ? ` Track it: ${s.tracking_url}` : ''}`;

export function shippedEmail(name: string, orderId: string, shipment: Shipment, detailsUrl: string): Mail {
  return mail(
    `Your Lumen Jewels order ${orderId} has shipped`,
    'Your order is on its way',
    name,
    [`Your order ${orderId} has shipped.`, trackingLine(shipment)],
    detailsUrl,
  );
}

export const shippedSms = (orderId: string, shipment: Shipment, detailsUrl: string) => ({
  subject: `Order ${orderId} shipped`,
  text: `Lumen Jewels: your order ${orderId} has shipped with ${shipment.carrier}, tracking ${shipment.tracking_number}. ${shipment.tracking_url ?? detailsUrl}`,
});

export const deliveredEmail = (name: string, orderId: string, detailsUrl: string) =>
  mail(
    `Your Lumen Jewels order ${orderId} has been delivered`,
    'Your order has been delivered',
    name,
    [`Your order ${orderId} has been delivered. We hope you love it.`],
    detailsUrl,
  );

export const deliveredSms = (orderId: string, detailsUrl: string) => ({
  subject: `Order ${orderId} delivered`,
  text: `Lumen Jewels: your order ${orderId} has been delivered. ${detailsUrl}`,
});

export const cancelledEmail = (name: string, orderId: string, reason: string, detailsUrl: string) =>
  mail(
    `Your Lumen Jewels order ${orderId} has been cancelled`,
    'Your order has been cancelled',
    name,
    [`We have cancelled your order ${orderId}.`, `Reason: ${reason}`, `Questions? Call us on ${SHOP.phone}.`],
    detailsUrl,
  );

export const cancelledSms = (orderId: string, reason: string, detailsUrl: string) => ({
  subject: `Order ${orderId} cancelled`,
  text: `Lumen Jewels: we have cancelled your order ${orderId}. Reason: ${reason} ${detailsUrl}`,
});

export const refundedEmail = (name: string, orderId: string, amount: string, reference: string, detailsUrl: string) =>
  mail(
    `Your refund for Lumen Jewels order ${orderId}`,
    'Your refund is on its way',
    name,
    [
      `We have refunded ${amount} for your order ${orderId} to the way you paid (refund reference ${reference}).`,
      'Banks usually show it within 5 to 7 working days. Your credit note is on the order page.',
    ],
    detailsUrl,
  );

export const refundedSms = (orderId: string, amount: string, detailsUrl: string) => ({
  subject: `Order ${orderId} refunded`,
  text: `Lumen Jewels: we have refunded ${amount} for your order ${orderId}; your bank shows it within 5-7 working days. ${detailsUrl}`,
});

export const lapsedEmail = (name: string, orderId: string, minutes: number, detailsUrl: string) =>
  mail(
    `Your Lumen Jewels order ${orderId} was not paid`,
    'Your order was not paid',
    name,
    [
      `We did not receive the payment for your order ${orderId} within ${minutes} minutes, so we have cancelled it and nothing was charged.`,
      'The pieces are back on sale: you are welcome to order them again.',
    ],
    detailsUrl,
  );

export const lapsedSms = (orderId: string, detailsUrl: string) => ({
  subject: `Order ${orderId} not paid`,
  text: `Lumen Jewels: your order ${orderId} was not paid in time and has been cancelled; nothing was charged. ${detailsUrl}`,
});
