/**
 * The layout shared by the four policy pages: hero, an "On this page" index and the numbered sections, whose text is
 * the shop's help (`@lumen/contract/help/*`).
 */
import type { HelpPage } from '@lumen/contract/help/content';
import type { ReactNode } from 'react';
import { PageHero } from '../../../components/page-hero';
import { type PageMeta, usePageMeta } from '../../../lib/use-page-meta';
import '../content.scss';
import { HelpBlocks } from './help-blocks';

type PolicyPageProps = {
  meta: PageMeta;
  lead: ReactNode;
  updated: string;
  help: HelpPage;
};

export function PolicyPage({ meta, lead, updated, help }: PolicyPageProps) {
  usePageMeta(meta);
  const { title, sections } = help;

  return (
    <>
      <PageHero eyebrow="Policies" title={title} lead={lead}>
        <p className="page-hero__note">Last updated {updated}</p>
      </PageHero>
      <div className="section">
        <div className="container policy-layout">
          <nav className="policy-toc" aria-label="On this page">
            <p className="policy-toc__title">On this page</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="policy-body prose" aria-labelledby="page-title">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  <span className="policy-body__number">{String(index + 1).padStart(2, '0')}</span>
                  {section.title}
                </h2>
                <HelpBlocks blocks={section.blocks} />
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
