/** /payment-delivery-policy */
import { PAYMENT_DELIVERY_POLICY } from '@lumen/contract/help/payment-delivery-policy';
import { PolicyPage } from './components/policy-page';

export function PaymentDeliveryPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Payment & Delivery Policy',
        description:
          'How to pay at Lumen Jewels (SSL-secured, EMI on selected cards), failed-payment refunds, free delivery and dispatch times.',
      }}
      updated="1 January 2025"
      lead={<p>Secure payment, free insured delivery and clear timings, from checkout to your doorstep.</p>}
      help={PAYMENT_DELIVERY_POLICY}
    />
  );
}
