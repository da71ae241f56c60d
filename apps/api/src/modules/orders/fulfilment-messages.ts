/**
 * What the customer is sent when staff ship, deliver or cancel their order: a branded e-mail with a plain-text twin,
 * and short SMS texts. The shipping message carries the carrier, the tracking number and the link.
 */
import type { Shipment } from '@lumen/contract/orders';
import { SHOP } from '@lumen/contract/shop';
import { type OrderMail as Mail, orderMail as mail } from '../../notify/order-mail';

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
