/** /terms-conditions (help/content.ts). */
import { WEB_ROUTES } from '../routes';
import { SHOP } from '../shop';
import { type HelpPage, link, mailLink, p } from './content';

export const TERMS_CONDITIONS: HelpPage = {
  path: WEB_ROUTES.termsConditions,
  title: 'Terms & Conditions',
  sections: [
    {
      id: 'acceptance',
      title: 'About these terms',
      blocks: [
        p(
          `These terms apply whenever you browse or buy from ${SHOP.name}. By placing an order you agree to them, so please read them alongside our `,
          link('Privacy Policy', WEB_ROUTES.privacyPolicy),
          ', ',
          link('Payment & Delivery Policy', WEB_ROUTES.paymentDeliveryPolicy),
          ' and ',
          link('Return & Refund Policy', WEB_ROUTES.returnRefundPolicy),
          '.',
        ),
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and accounts',
      blocks: [
        p(
          'You must be 18 or older to create an account or place an order. You are responsible for keeping your password and one-time passwords private and for activity on your account. Tell us straight away if you think someone else has access to it.',
        ),
      ],
    },
    {
      id: 'products',
      title: 'Products, pricing and descriptions',
      blocks: [
        p(
          'Our diamonds are lab-grown unless a description clearly says otherwise, and each comes with an independent certificate. Gold purity is hallmarked. Because every piece is finished by hand, small variations in weight and appearance from the photographs are natural.',
        ),
        p(
          'We work hard to keep prices and availability accurate. If a price is shown in error, we will contact you before processing the order, and you may cancel for a full refund.',
        ),
      ],
    },
    {
      id: 'orders',
      title: 'Orders and cancellation',
      blocks: [
        p(
          'An order is confirmed when payment succeeds and you receive our confirmation. You may cancel within 12 hours of placing it, provided it has not yet shipped; once an order has been shipped it can no longer be cancelled.',
        ),
      ],
    },
    {
      id: 'customised',
      title: 'Customised orders',
      blocks: [
        p(
          'Customised and personalised pieces are made especially for you and need 10 to 20 business days of processing before dispatch. We will share the design for your approval before production starts. Because they are unique, customised pieces cannot be returned unless they arrive damaged or differ from the approved design.',
        ),
      ],
    },
    {
      id: 'payment-delivery',
      title: 'Payment and delivery',
      blocks: [
        p(
          'Payments are made securely over SSL, with EMI available on selected cards where applicable. Delivery is free. In-stock pieces are dispatched within 3 to 5 business days, with an estimated delivery of 5 to 7 business days.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Designs and content',
      blocks: [
        p(
          `All designs, photographs, illustrations and text on this site belong to ${SHOP.name}. Please do not copy or reproduce them without our written permission.`,
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      blocks: [
        p(
          'We stand behind every piece we make. Nothing in these terms limits your rights under Indian consumer law. We are not responsible for delays caused by events outside our reasonable control, but we will always keep you informed and help find a solution.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Governing law and contact',
      blocks: [
        p(
          'These terms are governed by the laws of India. If you have a concern, please contact us first at ',
          mailLink,
          '; most questions are resolved within a day.',
        ),
      ],
    },
  ],
};
