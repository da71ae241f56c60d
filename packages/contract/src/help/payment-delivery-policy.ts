/** /payment-delivery-policy (help/content.ts). */

import { WEB_ROUTES } from '../routes';
import { SHOP } from '../shop';
import { type HelpPage, mailLink, p, ul } from './content';

export const PAYMENT_DELIVERY_POLICY: HelpPage = {
  path: WEB_ROUTES.paymentDeliveryPolicy,
  title: 'Payment & Delivery Policy',
  sections: [
    {
      id: 'payment-methods',
      title: 'Payment methods',
      blocks: [
        p('We accept major credit and debit cards, UPI and net banking.'),
        p(
          'EMI is available on selected cards where applicable; the eligible plans for your card are shown at checkout before you pay.',
        ),
      ],
    },
    {
      id: 'payment-security',
      title: 'Payment security',
      blocks: [
        p(
          'Every payment is processed over an encrypted SSL connection by our PCI-DSS compliant payment partners. We never see or store your full card details.',
        ),
      ],
    },
    {
      id: 'failed-payments',
      title: 'Failed payments',
      blocks: [
        p(
          'If a payment fails but the amount is debited from your account, it is refunded automatically to the same account within 5 to 7 business days. No order is placed for a failed payment, so please try again or choose another method.',
        ),
      ],
    },
    {
      id: 'delivery-charges',
      title: 'Delivery charges',
      blocks: [
        p('Delivery is free on every order, and every parcel is fully insured until it is signed for at your address.'),
      ],
    },
    {
      id: 'dispatch-times',
      title: 'Dispatch and delivery times',
      blocks: [
        ul(
          ['In-stock pieces are dispatched within 3 to 5 business days of your order.'],
          ['The estimated delivery time for in-stock pieces is 5 to 7 business days.'],
          [
            'Customised and personalised pieces need 10 to 20 business days of processing before dispatch, plus shipping time.',
          ],
        ),
      ],
    },
    {
      id: 'tracking',
      title: 'Tracking and receiving your order',
      blocks: [
        p(
          'Once your order ships we send a tracking link by e-mail and SMS. Parcels arrive in discreet outer packaging and require a signature. Please check that the seal is intact before signing.',
        ),
      ],
    },
    {
      id: 'damage',
      title: 'Damaged parcels',
      blocks: [
        p(
          `If your parcel or piece arrives damaged, tell us within 48 hours of delivery with photos of the item and packaging, by calling ${SHOP.phone} or writing to `,
          mailLink,
          '. We will arrange a free pickup and a repair, replacement or refund.',
        ),
      ],
    },
  ],
};
