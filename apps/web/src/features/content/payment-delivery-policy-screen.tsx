/** /payment-delivery-policy */
import { BRAND } from '../../lib/brand';
import { PolicyPage, type PolicySection } from './components/policy-page';

const SECTIONS: ReadonlyArray<PolicySection> = [
  {
    id: 'payment-methods',
    title: 'Payment methods',
    content: (
      <>
        <p>We accept major credit and debit cards, UPI and net banking.</p>
        <p>
          EMI is available on selected cards where applicable; the eligible plans for your card are shown at checkout
          before you pay.
        </p>
      </>
    ),
  },
  {
    id: 'payment-security',
    title: 'Payment security',
    content: (
      <p>
        Every payment is processed over an encrypted SSL connection by our PCI-DSS compliant payment partners. We never
        see or store your full card details.
      </p>
    ),
  },
  {
    id: 'failed-payments',
    title: 'Failed payments',
    content: (
      <p>
        If a payment fails but the amount is debited from your account, it is refunded automatically to the same account
        within 5 to 7 business days. No order is placed for a failed payment, so please try again or choose another
        method.
      </p>
    ),
  },
  {
    id: 'delivery-charges',
    title: 'Delivery charges',
    content: (
      <p>Delivery is free on every order, and every parcel is fully insured until it is signed for at your address.</p>
    ),
  },
  {
    id: 'dispatch-times',
    title: 'Dispatch and delivery times',
    content: (
      <ul>
        <li>In-stock pieces are dispatched within 3 to 5 business days of your order.</li>
        <li>The estimated delivery time for in-stock pieces is 5 to 7 business days.</li>
        <li>
          Customised and personalised pieces need 10 to 20 business days of processing before dispatch, plus shipping
          time.
        </li>
      </ul>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking and receiving your order',
    content: (
      <p>
        Once your order ships we send a tracking link by e-mail and SMS. Parcels arrive in discreet outer packaging and
        require a signature. Please check that the seal is intact before signing.
      </p>
    ),
  },
  {
    id: 'damage',
    title: 'Damaged parcels',
    content: (
      <p>
        If your parcel or piece arrives damaged, tell us within 48 hours of delivery with photos of the item and
        packaging, by calling {BRAND.phone.display} or writing to <a href={BRAND.email.href}>{BRAND.email.display}</a>.
        We will arrange a free pickup and a repair, replacement or refund.
      </p>
    ),
  },
];

export function PaymentDeliveryPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Payment & Delivery Policy',
        description:
          'How to pay at Lumen Jewels (SSL-secured, EMI on selected cards), failed-payment refunds, free delivery and dispatch times.',
      }}
      title="Payment & Delivery Policy"
      updated="1 January 2025"
      lead={<p>Secure payment, free insured delivery and clear timings, from checkout to your doorstep.</p>}
      sections={SECTIONS}
    />
  );
}
