/** The opening band of a content page: breadcrumb, eyebrow, the page's single <h1>, a lead and an illustration. */
import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import type { ArtName } from './art';
import { Breadcrumb } from './breadcrumb';
import { Artwork } from './themed-image';

type PageHeroProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The breadcrumb's last item; defaults to the title. */
  crumb?: string;
  art?: ArtName;
  artAlt?: string;
  children?: ReactNode;
};

export function PageHero({ eyebrow, title, lead, crumb, art, artAlt = '', children }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className={`container page-hero__inner${art ? '' : ' page-hero__inner--solo'}`}>
        <div className="page-hero__text">
          <Breadcrumb trail={[{ label: 'Home', to: paths.home }, { label: crumb ?? title }]} />
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title" className="page-hero__title">
            {title}
          </h1>
          <div className="page-hero__lead">{lead}</div>
          {children}
        </div>
        {art ? (
          <div className="page-hero__art">
            <Artwork name={art} alt={artAlt} fetchPriority="high" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
