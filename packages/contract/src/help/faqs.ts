/** /faqs: the questions customers ask most (help/content.ts). */
import { WEB_ROUTES } from '../routes';
import { type HelpPage, link, p } from './content';

export const FAQS_PAGE: HelpPage = {
  path: WEB_ROUTES.faqs,
  title: 'FAQs',
  sections: [
    {
      id: 'custom-order-time',
      title: 'How long does a customised order take?',
      blocks: [
        p(
          'Customised and personalised pieces are made to order in our studio and take 5 to 10 business days to craft, plus shipping time. In-stock jewellery is dispatched within 3 to 5 business days, and delivery is free on every order.',
        ),
      ],
    },
    {
      id: 'payment-methods',
      title: 'Which payment methods do you accept, and is paying online safe?',
      blocks: [
        p(
          'We accept major credit and debit cards, UPI and net banking. Every payment is processed over an encrypted SSL connection, and EMI is available on selected cards where applicable. If a payment fails but money leaves your account, it is refunded automatically within 5 to 7 business days.',
        ),
      ],
    },
    {
      id: 'cancel-order',
      title: 'Can I cancel my order?',
      blocks: [
        p(
          'Yes, within 12 hours of placing it, as long as it has not been shipped. Call, text or message us with your order number and we will cancel it and refund the full amount within 3 to 5 business days. Once an order has shipped it can no longer be cancelled. See our ',
          link('Return & Refund Policy', WEB_ROUTES.returnRefundPolicy),
          ' for details.',
        ),
      ],
    },
    {
      id: 'damaged-delivery',
      title: 'What if my jewellery arrives damaged?',
      blocks: [
        p(
          'Every parcel is insured and packed to protect its contents, but if anything arrives damaged, please tell us within 48 hours of delivery with a few photos of the piece and the packaging. We will arrange a free pickup and repair, replace or refund it.',
        ),
      ],
    },
  ],
};
