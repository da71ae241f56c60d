/**
 * A local fake of the part of Stripe the shop uses, for API and end-to-end tests: Checkout Sessions (create,
 * retrieve, expire), refunds, a hosted checkout page with Pay and Decline, and signed webhook deliveries. It answers
 * in Stripe's JSON shapes, so the official `stripe` SDK, pointed at it with `host`/`port`/`protocol`, accepts it.
 * The documentation it follows is listed in the payments decision record. Built on the skeleton both fakes share
 * (provider-fake.ts); its parts are in stripe/.
 */
import { type ProviderFake, startProviderFake, unixNow } from './provider-fake';
import { stripeApi } from './stripe/api';
import { declineSession, paySession } from './stripe/payment-intents';
import type { FakeStripe, FakeStripeOptions, StripeDelivery, StripeSession, StripeStore } from './stripe/types';
import { stripeDelivery, stripeEvent } from './stripe/webhooks';

export { decodeStripeForm } from './stripe/params';
export type {
  FakeStripe,
  FakeStripeOptions,
  StripeDeliveryOptions,
  StripeEvent,
  StripePaymentIntent,
  StripeRefund,
  StripeSession,
} from './stripe/types';
export { stripeSignature } from './stripe/webhooks';

/** Starts the fake on 127.0.0.1 (`port` 0 by default: any free port). */
export function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  return startProviderFake<FakeStripe, StripeDelivery, StripeSession>(options, (core) => {
    const stripe: Omit<FakeStripe, keyof ProviderFake<StripeDelivery>> = {
      sessions: new Map(),
      refunds: new Map(),
      paymentIntents: new Map(),
      refundOutcome: 'succeeded',
      pay: (sessionId, overrides) => paySession(store, sessionId, overrides),
      decline: (sessionId) => declineSession(store, sessionId),
      event: stripeEvent,
      signedDelivery: (event, delivery = {}) =>
        stripeDelivery(event, delivery.secret ?? options.webhookSecret, delivery.timestamp ?? unixNow()),
      deliver: (event, delivery) => core.deliver(fake.signedDelivery(event, delivery), (status) => ({ event, status })),
    };
    const fake: FakeStripe = Object.assign(core.fake, stripe);
    const store: StripeStore = { fake, intentMetadata: new Map(), refunded: new Map() };
    return { fake, api: stripeApi(store, options.secretKey) };
  });
}
