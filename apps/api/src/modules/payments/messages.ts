/**
 * What the customer is sent when a refund has gone through and when an unpaid order lapses: a branded e-mail with a
 * plain-text twin (the orders module's `orderMail`), and short SMS texts.
 */
import { orderMail as mail } from '../../notify/order-mail';

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
