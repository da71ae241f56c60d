/**
 * The promotional strip above the header (spec §2): the featured coupon the back office chose (`GET /api/promotion`),
 * its code to type at checkout, and a link to the category it applies to. While the answer is on its way the strip
 * keeps its height, so the header does not jump when it arrives; with no featured coupon there is no strip.
 */
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { Link } from 'react-router';
import { SparkleIcon } from '../../components/icons';
import { saleListingPath, usePromotion } from './api/get-promotion';

export function PromoBanner() {
  const promotion = usePromotion();
  if (promotion === undefined) return <div className="promo-banner promo-banner--waiting" aria-hidden="true" />;
  if (promotion === null) return null;
  const { title, description, code, category } = promotion;
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
        <Link to={saleListingPath(promotion)} className="promo-banner__link">
          Shop the sale
          {category ? <span className="visually-hidden"> on {CATEGORY_LABELS[category]}</span> : null}
        </Link>
      </p>
    </div>
  );
}
