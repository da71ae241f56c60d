/**
 * A product in a grid (home page best sellers, the listing): image, name linking to the product page, price with
 * the original price struck through when it is higher, and the like button. The whole card is clickable through
 * the name's link; the heart sits above it. `ProductCardSkeleton` holds exactly the same space while loading.
 */
import type { ProductSummary } from '@lumen/contract/catalog';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { LikeButton } from './like-button';
import { PriceTag } from './price-tag';
import { PHOTO_SIZES, ProductPicture } from './product-picture';

type ProductCardProps = {
  product: ProductSummary;
  /** Cards in the first row above the fold load eagerly; the rest wait until they are scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reduced = product.original_price > product.price;
  const saving = reduced ? Math.round((1 - product.price / product.original_price) * 100) : 0;

  return (
    <article className="product-card">
      <div className="product-card__media">
        {/* The name beside it says what the picture shows: alt="" keeps screen readers from saying it twice. */}
        {product.photo ? (
          <ProductPicture photo={product.photo} sizes={PHOTO_SIZES.card} eager={eager} alt="" />
        ) : (
          <img
            src={product.image.src}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {saving > 0 ? <span className="product-card__badge">{`Save ${saving}%`}</span> : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={paths.productDetails(product.id)} className="product-card__link">
            {product.name}
          </Link>
        </Heading>
        {/* A piece whose variants differ in price shows its lowest: "From $120.00". */}
        <PriceTag
          price={product.price}
          original={product.original_price}
          from={product.price_to > product.price}
          tax={product.tax}
          className="product-card__price"
        />
      </div>
      <LikeButton product={product} className="like-button product-card__like" />
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media">
        <span className="skeleton-block" />
      </div>
      <div className="product-card__body">
        <p className="product-card__name">
          <span className="skeleton-line skeleton-line--wide" />
        </p>
        <p className="product-card__price">
          <span className="skeleton-line skeleton-line--short" />
        </p>
      </div>
    </div>
  );
}
