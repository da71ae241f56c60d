/**
 * The product page's "Faq's" (spec §2): customising, payment, returns of customised pieces and cancellation. The
 * answers say what the FAQ and the Return & Refund Policy pages say. A piece's own questions come first.
 */
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../../components/accordion';
import { paths } from '../../../lib/paths';

const PRODUCT_FAQS: ReadonlyArray<AccordionItem> = [
  {
    id: 'customize',
    title: 'Can I customize this order?',
    content: (
      <p>
        Yes. We can change the metal, the stone, the size or add an engraving. Tell us what you have in mind through our{' '}
        <Link to={paths.contactUs}>contact page</Link>; customised pieces are made to order in our studio and take 5 to
        10 business days to craft, plus shipping time.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'What is your payment policy?',
    content: (
      <p>
        We accept major credit and debit cards, UPI and net banking, and every payment is processed over an encrypted
        SSL connection. EMI is available on selected cards where applicable. If a payment fails but money leaves your
        account, it is refunded automatically within 5 to 7 business days.
      </p>
    ),
  },
  {
    id: 'customized-returns',
    title: 'Can customized products be returned?',
    content: (
      <p>
        Customised and personalised pieces are made to order only for you, so they cannot be returned unless they arrive
        damaged or differ from what you ordered. If that happens, report it within 48 hours of delivery with a few
        photos and we will repair, replace or refund it. Rings can still be resized free of charge. See our{' '}
        <Link to={paths.returnRefundPolicy}>Return &amp; Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'What is your cancellation policy?',
    content: (
      <p>
        You can cancel within 12 hours of placing your order, as long as it has not been shipped; once an order has
        shipped it can no longer be cancelled. Approved cancellations are refunded within 3 to 5 business days.
      </p>
    ),
  },
];

/** The piece's own questions (written in the back office) first, then the shop's. */
export function ProductFaqs({ own = [] }: { own?: ReadonlyArray<{ question: string; answer: string }> }) {
  const items: AccordionItem[] = [
    ...own.map((faq, index) => ({ id: `own-${index}`, title: faq.question, content: <p>{faq.answer}</p> })),
    ...PRODUCT_FAQS,
  ];
  return <Accordion items={items} headingLevel={3} />;
}
