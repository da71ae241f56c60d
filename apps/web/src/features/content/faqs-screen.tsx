/** /faqs: the four questions customers ask most, as an accordion with the first answer open. */

import { FAQS_PAGE } from '@lumen/contract/help/faqs';
import { Link } from 'react-router';
import { Accordion, type AccordionItem } from '../../components/accordion';
import { PageHero } from '../../components/page-hero';
import { supportSentence } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { HelpBlocks } from './components/help-blocks';
import './content.scss';

/** The FAQs as the accordion's items, the first open. */
const FAQS: ReadonlyArray<AccordionItem> = FAQS_PAGE.sections.map((section) => ({
  id: section.id,
  title: section.title,
  content: <HelpBlocks blocks={section.blocks} />,
}));

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
