/** Stripe's hosted checkout page: the session's amount, Pay and Decline, and the redirect to `success_url`. */
import type { HostedCheckout } from '../hosted-page';
import type { StripeSession, StripeStore } from './types';

export function stripeCheckout({ fake }: StripeStore): HostedCheckout<StripeSession> {
  return {
    noun: 'checkout session',
    find: (id) => fake.sessions.get(id),
    page: (session, error) => ({
      title: 'Fake Stripe Checkout — test mode',
      amount: session.amount_total,
      currency: session.currency,
      closedState:
        session.status === 'complete'
          ? 'This checkout session is complete: the payment has been made.'
          : session.status === 'expired'
            ? 'This checkout session has expired.'
            : undefined,
      error,
      action: `/pay/${session.id}`,
      backUrl: session.cancel_url ?? undefined,
    }),
    payable: (session) => session.status === 'open',
    decline: (session) => fake.decline(session.id),
    declined: 'Your card was declined.',
    async pay(session) {
      await fake.pay(session.id);
      return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    },
  };
}
