/** The layout shared by the four policy pages: hero, an "On this page" index and the numbered sections. */
import type { ReactNode } from 'react';
import { PageHero } from '../../../components/page-hero';
import { type PageMeta, usePageMeta } from '../../../lib/use-page-meta';
import '../content.scss';

export type PolicySection = { id: string; title: string; content: ReactNode };

type PolicyPageProps = {
  meta: PageMeta;
  title: string;
  lead: ReactNode;
  updated: string;
  sections: ReadonlyArray<PolicySection>;
};

export function PolicyPage({ meta, title, lead, updated, sections }: PolicyPageProps) {
  usePageMeta(meta);

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
                {section.content}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
