/** /privacy-policy */
import { Link } from 'react-router';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { PolicyPage, type PolicySection } from './components/policy-page';

const SECTIONS: ReadonlyArray<PolicySection> = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to make, deliver and look after your jewellery:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address, mobile number and password (stored only in a
            securely hashed form).
          </li>
          <li>
            <strong>Order details</strong>: delivery and billing addresses, the pieces you order, ring sizes and any
            personalisation such as engravings.
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form, chat, e-mail or phone.
          </li>
          <li>
            <strong>Technical data</strong>: basic information your browser sends, such as device type and pages
            visited, used to keep the site secure and working well.
          </li>
        </ul>
        <p>
          We never see or store your full card number. Payments are handled by our PCI-DSS compliant payment partners.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <ul>
        <li>To create and secure your account, including one-time passwords sent by e-mail, SMS or WhatsApp.</li>
        <li>To process, craft, ship and support your orders, including customised pieces.</li>
        <li>To answer your questions and provide after-sales care such as resizing and cleaning.</li>
        <li>To send service messages about your orders. Marketing messages are sent only if you opt in.</li>
        <li>To prevent fraud and keep our services secure.</li>
      </ul>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    content: (
      <p>
        We keep our use of browser storage to a minimum. When you sign in, a session token is kept in your
        browser&rsquo;s local storage so you stay signed in; signing out removes it. We also remember whether you prefer
        the light or dark theme. We do not use third-party advertising cookies.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          We do not sell your personal information. We share it only with the partners who help us serve you, and only
          as much as each one needs:
        </p>
        <ul>
          <li>payment processors, to take payments and issue refunds;</li>
          <li>insured courier partners, to deliver your order;</li>
          <li>e-mail and SMS providers, to send one-time passwords and order updates;</li>
          <li>authorities, where the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security-retention',
    title: 'Security and retention',
    content: (
      <p>
        All traffic to our site is encrypted with SSL. Passwords and one-time passwords are stored only as secure
        hashes, and access to customer data within our team is limited to those who need it. We keep order records for
        as long as tax and consumer laws require, and account data until you ask us to delete it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    content: (
      <p>
        You can view and update your profile and addresses in your account at any time. You may also ask us for a copy
        of your data, to correct it, or to delete your account, by writing to{' '}
        <a href={BRAND.email.href}>{BRAND.email.display}</a>. We respond to every request within 30 days.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age requirement',
    content: (
      <p>
        Our services are intended for customers who are 18 or older. We do not knowingly collect information from anyone
        under 18.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    content: (
      <p>
        If we change this policy we will update the date above and, for significant changes, let account holders know by
        e-mail. Questions are always welcome through our <Link to={paths.contactUs}>contact page</Link> or by calling{' '}
        <a href={BRAND.phone.href}>{BRAND.phone.display}</a>.
      </p>
    ),
  },
];

export function PrivacyPolicyScreen() {
  return (
    <PolicyPage
      meta={{
        title: 'Privacy Policy',
        description:
          'How Lumen Jewels collects, uses and protects your personal information, and the choices you have about it.',
      }}
      title="Privacy Policy"
      updated="1 January 2025"
      lead={<p>Your trust matters as much as your jewellery. Here is what we collect, why, and how we protect it.</p>}
      sections={SECTIONS}
    />
  );
}
