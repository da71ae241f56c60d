/** /privacy-policy (help/content.ts). */
import { WEB_ROUTES } from '../routes';
import { type HelpPage, link, mailLink, p, phoneLink, ul } from './content';

export const PRIVACY_POLICY: HelpPage = {
  path: WEB_ROUTES.privacyPolicy,
  title: 'Privacy Policy',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        p('We collect only what we need to make, deliver and look after your jewellery:'),
        ul(
          [
            { strong: 'Account details' },
            ': your name, e-mail address, mobile number and password (stored only in a securely hashed form).',
          ],
          [
            { strong: 'Order details' },
            ': delivery and billing addresses, the pieces you order, ring sizes and any personalisation such as engravings.',
          ],
          [{ strong: 'Messages' }, ': what you send us through the contact form, chat, e-mail or phone.'],
          [
            { strong: 'Technical data' },
            ': basic information your browser sends, such as device type and pages visited, used to keep the site secure and working well.',
          ],
        ),
        p(
          'We never see or store your full card number. Payments are handled by our PCI-DSS compliant payment partners.',
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      blocks: [
        ul(
          ['To create and secure your account, including one-time passwords sent by e-mail, SMS or WhatsApp.'],
          ['To process, craft, ship and support your orders, including customised pieces.'],
          ['To answer your questions and provide after-sales care such as resizing and cleaning.'],
          ['To send service messages about your orders. Marketing messages are sent only if you opt in.'],
          ['To prevent fraud and keep our services secure.'],
        ),
      ],
    },
    {
      id: 'browser-storage',
      title: 'Cookies and browser storage',
      blocks: [
        p(
          'We keep our use of browser storage to a minimum. When you sign in, a session token is kept in your browser’s local storage so you stay signed in; signing out removes it. We also remember whether you prefer the light or dark theme. We do not use third-party advertising cookies.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        p(
          'We do not sell your personal information. We share it only with the partners who help us serve you, and only as much as each one needs:',
        ),
        ul(
          ['payment processors, to take payments and issue refunds;'],
          ['insured courier partners, to deliver your order;'],
          ['e-mail and SMS providers, to send one-time passwords and order updates;'],
          ['authorities, where the law requires it.'],
        ),
      ],
    },
    {
      id: 'security-retention',
      title: 'Security and retention',
      blocks: [
        p(
          'All traffic to our site is encrypted with SSL. Passwords and one-time passwords are stored only as secure hashes, and access to customer data within our team is limited to those who need it. We keep order records for as long as tax and consumer laws require, and account data until you ask us to delete it.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      blocks: [
        p(
          'You can view and update your profile and addresses in your account at any time. You may also ask us for a copy of your data, to correct it, or to delete your account, by writing to ',
          mailLink,
          '. We respond to every request within 30 days.',
        ),
      ],
    },
    {
      id: 'age',
      title: 'Age requirement',
      blocks: [
        p(
          'Our services are intended for customers who are 18 or older. We do not knowingly collect information from anyone under 18.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      blocks: [
        p(
          'If we change this policy we will update the date above and, for significant changes, let account holders know by e-mail. Questions are always welcome through our ',
          link('contact page', WEB_ROUTES.contactUs),
          ' or by calling ',
          phoneLink,
          '.',
        ),
      ],
    },
  ],
};
