/**
 * The promotional strip above the header (spec §2): the featured promotion (the contract's FEATURED_PROMOTION, the
 * coupon the API seeds), its code to type at checkout, and a link to the category it applies to.
 */
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import { Link } from 'react-router';
import { SparkleIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

export function PromoBanner() {
  const { title, description, code, category } = FEATURED_PROMOTION;
  return (
    <div className="promo-banner">
      <p className="container promo-banner__inner">
        <SparkleIcon size={14} className="promo-banner__icon" />
        <span>
          <strong>{title}</strong> &middot; {description}{' '}
          <span className="promo-banner__code-line">
            with code <code className="promo-code">{code}</code>
          </span>
        </span>
        <Link to={paths.product({ category })} className="promo-banner__link">
          Shop the sale<span className="visually-hidden"> on {CATEGORY_LABELS[category]}</span>
        </Link>
      </p>
    </div>
  );
}
