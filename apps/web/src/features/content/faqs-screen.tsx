/** /faqs: the four questions customers ask most, as an accordion with the first answer open. */
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../components/accordion';
import { PageHero } from '../../components/page-hero';
import { supportSentence } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import './content.scss';

const FAQS: ReadonlyArray<AccordionItem> = [
  {
    id: 'custom-order-time',
    title: 'How long does a customised order take?',
    content: (
      <p>
        Customised and personalised pieces are made to order in our studio and take 5 to 10 business days to craft, plus
        shipping time. In-stock jewellery is dispatched within 3 to 5 business days, and delivery is free on every
        order.
      </p>
    ),
  },
  {
    id: 'payment-methods',
    title: 'Which payment methods do you accept, and is paying online safe?',
    content: (
      <p>
        We accept major credit and debit cards, UPI and net banking. Every payment is processed over an encrypted SSL
        connection, and EMI is available on selected cards where applicable. If a payment fails but money leaves your
        account, it is refunded automatically within 5 to 7 business days.
      </p>
    ),
  },
  {
    id: 'cancel-order',
    title: 'Can I cancel my order?',
    content: (
      <p>
        Yes, within 12 hours of placing it, as long as it has not been shipped. Call, text or message us with your order
        number and we will cancel it and refund the full amount within 3 to 5 business days. Once an order has shipped
        it can no longer be cancelled. See our <Link to={paths.returnRefundPolicy}>Return &amp; Refund Policy</Link> for
        details.
      </p>
    ),
  },
  {
    id: 'damaged-delivery',
    title: 'What if my jewellery arrives damaged?',
    content: (
      <p>
        Every parcel is insured and packed to protect its contents, but if anything arrives damaged, please tell us
        within 48 hours of delivery with a few photos of the piece and the packaging. We will arrange a free pickup and
        repair, replace or refund it.
      </p>
    ),
  },
];

export function FaqsScreen() {
  usePageMeta({
    title: 'FAQs',
    description:
      'Answers to common questions about Lumen Jewels: customised order times, payment and EMI, cancellations and damaged deliveries.',
  });

  return (
    <>
      <PageHero
        eyebrow="Help centre"
        title="Frequently asked questions"
        crumb="FAQs"
        art="necklace"
        lead={<p>Quick answers about orders, payment and delivery. Can&rsquo;t find yours? We are happy to help.</p>}
      />
      <section className="section" aria-label="Questions and answers">
        <div className="container faq-layout">
          <Accordion items={FAQS} headingLevel={2} />
          <section className="help-card" aria-labelledby="faq-help">
            <h2 id="faq-help" className="help-card__title">
              Still have a question?
            </h2>
            <p>{supportSentence()}</p>
            <Link to={paths.contactUs} className="btn btn-lj">
              Contact us
            </Link>
          </section>
        </div>
      </section>
    </>
  );
}
