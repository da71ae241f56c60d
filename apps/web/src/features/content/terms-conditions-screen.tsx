/** /terms-conditions */
import { TERMS_CONDITIONS } from '@lumen/contract/help/terms-conditions';
import { PolicyPage } from './components/policy-page';

export function TermsConditionsScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Terms & Conditions',
        description:
          'The terms of buying from Lumen Jewels: eligibility, orders and cancellation, customised pieces, payment and delivery.',
      }}
      updated="1 January 2025"
      lead={<p>The plain-language terms that apply when you shop with us.</p>}
      help={TERMS_CONDITIONS}
    />
  );
}
