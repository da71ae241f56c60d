/** /privacy-policy */
import { PRIVACY_POLICY } from '@lumen/contract/help/privacy-policy';
import { PolicyPage } from './components/policy-page';

export function PrivacyPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Privacy Policy',
        description:
          'How Lumen Jewels collects, uses and protects your personal information, and the choices you have about it.',
      }}
      updated="1 January 2025"
      lead={<p>Your trust matters as much as your jewellery. Here is what we collect, why, and how we protect it.</p>}
      help={PRIVACY_POLICY}
    />
  );
}
