/** The designed 404 page, shown inside the page frame for any path the app does not know. */
import { Link } from 'react-router';
import { ArrowRightIcon } from '../components/icons';
import { Artwork } from '../components/themed-image';
import { paths } from '../lib/paths';
import { useNotFoundStatus, usePageMeta } from '../lib/use-page-meta';

export function NotFoundScreen() {
  useNotFoundStatus();
  usePageMeta({
    title: 'Page not found',
    description:
      'The page you were looking for is not here. Explore Lumen Jewels gold and lab-grown diamond jewellery.',
  });

  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <div className="not-found__art">
          <Artwork name="lost" alt="" fetchPriority="high" />
        </div>
        <div className="not-found__text">
          <p className="eyebrow">Error 404</p>
          <h1 id="page-title">This sparkle has wandered off</h1>
          <p className="lead-text">
            We looked in every velvet box, but the page you asked for isn't here. It may have moved, or the link may
            have a small typo. Let us take you somewhere lovely instead.
          </p>
          <div className="button-row">
            <Link to={paths.home} className="btn btn-lj">
              Back to home
            </Link>
            <Link to={paths.product()} className="btn btn-lj-outline">
              Browse jewellery <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
