/** /return-refund-policy */
import { Link } from 'react-router';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { PolicyPage, type PolicySection } from './components/policy-page';

const SECTIONS: ReadonlyArray<PolicySection> = [
  {
    id: 'cancellation',
    title: 'Cancelling an order',
    content: (
      <p>
        You can cancel an order within 12 hours of placing it, as long as it has not been shipped. Once an order has
        shipped it can no longer be cancelled. To cancel, contact us with your order number by phone, text or e-mail.
      </p>
    ),
  },
  {
    id: 'damaged-items',
    title: 'Damaged or incorrect items',
    content: (
      <p>
        If a piece arrives damaged, or is not what you ordered, report it within 48 hours of delivery with photos of the
        item and its packaging. We will collect it free of charge and repair, replace or refund it, whichever you
        prefer.
      </p>
    ),
  },
  {
    id: 'customised-items',
    title: 'Customised and personalised pieces',
    content: (
      <p>
        Pieces made to your design, size or engraving are crafted only for you, so they cannot be returned unless they
        arrive damaged or differ from the design you approved. Rings can still be resized free of charge under our
        lifetime care.
      </p>
    ),
  },
  {
    id: 'condition',
    title: 'Condition of returned items',
    content: (
      <p>
        Returned pieces must be unworn and sent back with their original box, certificate and tags. Every return is
        inspected by our quality team when it reaches the studio.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refund timelines',
    content: (
      <ul>
        <li>
          Approved refunds are issued to your original payment method within 3 to 5 business days of the piece passing
          inspection, or of a cancellation being confirmed.
        </li>
        <li>
          If a payment failed but was debited, it is refunded automatically within 5 to 7 business days. No claim is
          needed.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-to',
    title: 'How to start a return',
    content: (
      <p>
        Write to <a href={BRAND.email.href}>{BRAND.email.display}</a>, call {BRAND.phone.display}, or use our{' '}
        <Link to={paths.contactUs}>contact form</Link> with your order number and a few photos. We will reply with a
        free, insured pickup.
      </p>
    ),
  },
];

export function ReturnRefundPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Return & Refund Policy',
        description:
          'Cancel within 12 hours before shipping, report damage within 48 hours, and receive refunds in 3 to 5 business days at Lumen Jewels.',
      }}
      title="Return & Refund Policy"
      updated="1 January 2025"
      lead={
        <p>
          If something is not right, we will put it right: here is exactly how cancellations, returns and refunds work.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
