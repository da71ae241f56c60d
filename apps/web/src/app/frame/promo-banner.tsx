/** The promotional strip above the header (spec §2): the fall sale on ring settings and bands. */
import { Link } from 'react-router';
import { SparkleIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

export function PromoBanner() {
  return (
    <div className="promo-banner">
      <p className="container promo-banner__inner">
        <SparkleIcon size={14} className="promo-banner__icon" />
        <span>
          <strong>Fall Sale</strong> &middot; 25% off ring settings and bands
        </span>
        <Link to={paths.product({ category: 'rings' })} className="promo-banner__link">
          Shop the sale
        </Link>
      </p>
    </div>
  );
}
