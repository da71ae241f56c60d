/**
 * Razorpay's hosted payment page: the link's amount, a choice of method, Pay and Decline, and the callback to the
 * shop with the documented signed query.
 */
import type { HostedCheckout } from '../hosted-page';
import type { RazorpayMethod, RazorpayPaymentLink, RazorpayStore } from './types';
import { razorpaySignature } from './webhooks';

const states = {
  paid: 'This payment link has been paid.',
  cancelled: 'This payment link has been cancelled.',
  expired: 'This payment link has expired.',
} as const;

/** The callback URL with `razorpay_payment_id`, `…_link_id`, `…_reference_id`, `…_status` and the signature. */
function signedCallback(link: RazorpayPaymentLink, keySecret: string): string {
  const paymentId = link.payments?.at(-1)?.payment_id ?? '';
  const callback = new URL(link.callback_url);
  callback.searchParams.set('razorpay_payment_id', paymentId);
  callback.searchParams.set('razorpay_payment_link_id', link.id);
  callback.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
  callback.searchParams.set('razorpay_payment_link_status', link.status);
  callback.searchParams.set(
    'razorpay_signature',
    razorpaySignature(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`, keySecret),
  );
  return callback.toString();
}

export function razorpayCheckout({ fake }: RazorpayStore, keySecret: string): HostedCheckout<RazorpayPaymentLink> {
  return {
    noun: 'payment link',
    find: (id) => fake.links.get(id),
    page: (link, error) => ({
      title: 'Fake Razorpay — test mode',
      amount: link.amount,
      currency: link.currency,
      description: link.description || undefined,
      closedState: link.status === 'created' ? undefined : states[link.status],
      error,
      action: `/pay/${link.id}`,
      methods: [
        { value: 'upi', label: 'UPI' },
        { value: 'card', label: 'Card' },
        { value: 'netbanking', label: 'Netbanking' },
      ],
      backUrl: link.callback_url || undefined,
    }),
    payable: (link) => link.status === 'created',
    decline: (link) => fake.decline(link.id),
    declined: 'Payment failed.',
    async pay(link, form) {
      const chosen = form.get('method');
      const paymentMethod: RazorpayMethod = chosen === 'card' || chosen === 'netbanking' ? chosen : 'upi';
      await fake.pay(link.id, { method: paymentMethod });
      if (!link.callback_url) return undefined;
      return signedCallback(link, keySecret);
    },
  };
}
