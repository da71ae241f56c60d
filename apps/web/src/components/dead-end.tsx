/**
 * A designed dead end (the 404 page, a product id that names nothing): a picture, an eyebrow, the page's h1, a
 * lead, and the ways on. Styles: app/not-found-screen.scss (.not-found).
 */
import type { ReactNode } from 'react';
import type { ArtName } from './art';
import { Artwork } from './themed-image';

type DeadEndProps = { art: ArtName; eyebrow: string; title: string; lead: string; actions: ReactNode };

export function DeadEnd({ art, eyebrow, title, lead, actions }: DeadEndProps) {
  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <div className="not-found__art">
          <Artwork name={art} alt="" fetchPriority="high" />
        </div>
        <div className="not-found__text">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title">{title}</h1>
          <p className="lead-text">{lead}</p>
          <div className="button-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}
