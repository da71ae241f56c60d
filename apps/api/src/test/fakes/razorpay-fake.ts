/**
 * A local fake of the part of Razorpay's REST API the shop uses, for API and end-to-end tests: Payment Links
 * (create, fetch, cancel), refunds of a payment, a hosted payment page with Pay and Decline that calls back with the
 * documented signed query, and webhooks signed with X-Razorpay-Signature. The documentation it follows is listed in
 * the payments decision record. Built on the skeleton both fakes share (provider-fake.ts); its parts are in razorpay/.
 */
import { type ProviderFake, startProviderFake } from './provider-fake';
import { razorpayApi } from './razorpay/api';
import { declineLink, payLink } from './razorpay/payments';
import type {
  FakeRazorpay,
  FakeRazorpayOptions,
  RazorpayDelivery,
  RazorpayPaymentLink,
  RazorpayStore,
} from './razorpay/types';
import { razorpayDelivery, razorpayEvent } from './razorpay/webhooks';

export type {
  FakeRazorpay,
  FakeRazorpayOptions,
  RazorpayDeliveryOptions,
  RazorpayEvent,
  RazorpayLinkPayment,
  RazorpayMethod,
  RazorpayPayment,
  RazorpayPaymentLink,
  RazorpayRefund,
} from './razorpay/types';
export { razorpaySignature } from './razorpay/webhooks';

/** Starts the fake on 127.0.0.1 (`port` 0 by default: any free port). */
export function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  return startProviderFake<FakeRazorpay, RazorpayDelivery, RazorpayPaymentLink>(options, (core) => {
    const razorpay: Omit<FakeRazorpay, keyof ProviderFake<RazorpayDelivery>> = {
      links: new Map(),
      payments: new Map(),
      refunds: new Map(),
      refundOutcome: 'processed',
      pay: (linkId, overrides) => payLink(store, linkId, overrides),
      decline: (linkId) => declineLink(store, linkId),
      event: razorpayEvent,
      signedDelivery: (event, delivery = {}) =>
        razorpayDelivery(event, delivery.secret ?? options.webhookSecret, delivery.eventId),
      deliver: (event, delivery) => {
        const signed = fake.signedDelivery(event, delivery);
        const eventId = signed.headers['X-Razorpay-Event-Id'] ?? '';
        return core.deliver(signed, (status) => ({ event, eventId, status }));
      },
    };
    const fake: FakeRazorpay = Object.assign(core.fake, razorpay);
    const store: RazorpayStore = { fake, orders: new Map() };
    return { fake, api: razorpayApi(store, options) };
  });
}
