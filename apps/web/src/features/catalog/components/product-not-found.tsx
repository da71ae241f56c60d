/** The product page when the id names no product: a designed dead end that leads back to the collection. */
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { Artwork } from '../../../components/themed-image';
import { paths } from '../../../lib/paths';
import { useNotFoundStatus, usePageMeta } from '../../../lib/use-page-meta';

export function ProductNotFound() {
  useNotFoundStatus();
  usePageMeta({
    title: 'Product not found',
    description:
      'This Lumen Jewels piece could not be found. Browse our gold and lab-grown diamond rings, necklaces and earrings.',
  });

  return (
    <section className="not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <div className="not-found__art">
          <Artwork name="ringBox" alt="" fetchPriority="high" />
        </div>
        <div className="not-found__text">
          <p className="eyebrow">Product not found</p>
          <h1 id="page-title">This piece is not in our showcase</h1>
          <p className="lead-text">
            We could not find the jewellery you were looking for. It may have been retired from the collection, or the
            link may have a small typo. Our other pieces are only a click away.
          </p>
          <div className="button-row">
            <Link to={paths.product()} className="btn btn-lj">
              Browse jewellery <ArrowRightIcon size={16} />
            </Link>
            <Link to={paths.home} className="btn btn-lj-outline">
              Back to home
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
