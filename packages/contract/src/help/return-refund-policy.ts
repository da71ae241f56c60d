/** /return-refund-policy (help/content.ts). */

import { WEB_ROUTES } from '../routes';
import { SHOP } from '../shop';
import { type HelpPage, link, mailLink, p, ul } from './content';

export const RETURN_REFUND_POLICY: HelpPage = {
  path: WEB_ROUTES.returnRefundPolicy,
  title: 'Return & Refund Policy',
  sections: [
    {
      id: 'cancellation',
      title: 'Cancelling an order',
      blocks: [
        p(
          'You can cancel an order within 12 hours of placing it, as long as it has not been shipped. Once an order has shipped it can no longer be cancelled. To cancel, contact us with your order number by phone, text or e-mail.',
        ),
      ],
    },
    {
      id: 'damaged-items',
      title: 'Damaged or incorrect items',
      blocks: [
        p(
          'If a piece arrives damaged, or is not what you ordered, report it within 48 hours of delivery with photos of the item and its packaging. We will collect it free of charge and repair, replace or refund it, whichever you prefer.',
        ),
      ],
    },
    {
      id: 'customised-items',
      title: 'Customised and personalised pieces',
      blocks: [
        p(
          'Pieces made to your design, size or engraving are crafted only for you, so they cannot be returned unless they arrive damaged or differ from the design you approved. Rings can still be resized free of charge under our lifetime care.',
        ),
      ],
    },
    {
      id: 'condition',
      title: 'Condition of returned items',
      blocks: [
        p(
          'Returned pieces must be unworn and sent back with their original box, certificate and tags. Every return is inspected by our quality team when it reaches the studio.',
        ),
      ],
    },
    {
      id: 'refunds',
      title: 'Refund timelines',
      blocks: [
        ul(
          [
            'Approved refunds are issued to your original payment method within 3 to 5 business days of the piece passing inspection, or of a cancellation being confirmed.',
          ],
          [
            'If a payment failed but was debited, it is refunded automatically within 5 to 7 business days. No claim is needed.',
          ],
        ),
      ],
    },
    {
      id: 'how-to',
      title: 'How to start a return',
      blocks: [
        p(
          'Write to ',
          mailLink,
          `, call ${SHOP.phone}, or use our `,
          link('contact form', WEB_ROUTES.contactUs),
          ' with your order number and a few photos. We will reply with a free, insured pickup.',
        ),
      ],
    },
  ],
};
