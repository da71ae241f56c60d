/** /terms-conditions */
import { Link } from 'react-router';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { PolicyPage, type PolicySection } from './components/policy-page';

const SECTIONS: ReadonlyArray<PolicySection> = [
  {
    id: 'acceptance',
    title: 'About these terms',
    content: (
      <p>
        These terms apply whenever you browse or buy from {BRAND.name}. By placing an order you agree to them, so please
        read them alongside our <Link to={paths.privacyPolicy}>Privacy Policy</Link>,{' '}
        <Link to={paths.paymentDeliveryPolicy}>Payment &amp; Delivery Policy</Link> and{' '}
        <Link to={paths.returnRefundPolicy}>Return &amp; Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    content: (
      <p>
        You must be 18 or older to create an account or place an order. You are responsible for keeping your password
        and one-time passwords private and for activity on your account. Tell us straight away if you think someone else
        has access to it.
      </p>
    ),
  },
  {
    id: 'products',
    title: 'Products, pricing and descriptions',
    content: (
      <>
        <p>
          Our diamonds are lab-grown unless a description clearly says otherwise, and each comes with an independent
          certificate. Gold purity is hallmarked. Because every piece is finished by hand, small variations in weight
          and appearance from the photographs are natural.
        </p>
        <p>
          We work hard to keep prices and availability accurate. If a price is shown in error, we will contact you
          before processing the order, and you may cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and cancellation',
    content: (
      <p>
        An order is confirmed when payment succeeds and you receive our confirmation. You may cancel within 12 hours of
        placing it, provided it has not yet shipped; once an order has been shipped it can no longer be cancelled.
      </p>
    ),
  },
  {
    id: 'customised',
    title: 'Customised orders',
    content: (
      <p>
        Customised and personalised pieces are made especially for you and need 10 to 20 business days of processing
        before dispatch. We will share the design for your approval before production starts. Because they are unique,
        customised pieces cannot be returned unless they arrive damaged or differ from the approved design.
      </p>
    ),
  },
  {
    id: 'payment-delivery',
    title: 'Payment and delivery',
    content: (
      <p>
        Payments are made securely over SSL, with EMI available on selected cards where applicable. Delivery is free.
        In-stock pieces are dispatched within 3 to 5 business days, with an estimated delivery of 5 to 7 business days.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Designs and content',
    content: (
      <p>
        All designs, photographs, illustrations and text on this site belong to {BRAND.name}. Please do not copy or
        reproduce them without our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    content: (
      <p>
        We stand behind every piece we make. Nothing in these terms limits your rights under Indian consumer law. We are
        not responsible for delays caused by events outside our reasonable control, but we will always keep you informed
        and help find a solution.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and contact',
    content: (
      <p>
        These terms are governed by the laws of India. If you have a concern, please contact us first at{' '}
        <a href={BRAND.email.href}>{BRAND.email.display}</a>; most questions are resolved within a day.
      </p>
    ),
  },
];

export function TermsConditionsScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Terms & Conditions',
        description:
          'The terms of buying from Lumen Jewels: eligibility, orders and cancellation, customised pieces, payment and delivery.',
      }}
      title="Terms & Conditions"
      updated="1 January 2025"
      lead={<p>The plain-language terms that apply when you shop with us.</p>}
      sections={SECTIONS}
    />
  );
}
