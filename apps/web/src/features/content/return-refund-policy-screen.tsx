/** /return-refund-policy */
import { RETURN_REFUND_POLICY } from '@lumen/contract/help/return-refund-policy';
import { PolicyPage } from './components/policy-page';

export function ReturnRefundPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Return & Refund Policy',
        description:
          'Cancel within 12 hours before shipping, report damage within 48 hours, and receive refunds in 3 to 5 business days at Lumen Jewels.',
      }}
      updated="1 January 2025"
      lead={
        <p>
          If something is not right, we will put it right: here is exactly how cancellations, returns and refunds work.
        </p>
      }
      help={RETURN_REFUND_POLICY}
    />
  );
}
