/** The product page when the id names no product: a designed dead end that leads back to the collection. */
import { Link } from 'react-router';
import { DeadEnd } from '../../../components/dead-end';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';

export function ProductNotFound() {
  usePageMeta({
    title: 'Product not found',
    description:
      'This Lumen Jewels piece could not be found. Browse our gold and lab-grown diamond rings, necklaces and earrings.',
  });

  return (
    <DeadEnd
      art="ringBox"
      eyebrow="Product not found"
      title="This piece is not in our showcase"
      lead="We could not find the jewellery you were looking for. It may have been retired from the collection, or the link may have a small typo. Our other pieces are only a click away."
      actions={
        <>
          <Link to={paths.product()} className="btn btn-lj">
            Browse jewellery <ArrowRightIcon size={16} />
          </Link>
          <Link to={paths.home} className="btn btn-lj-outline">
            Back to home
          </Link>
        </>
      }
    />
  );
}
