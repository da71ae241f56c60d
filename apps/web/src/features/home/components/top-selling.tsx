/** 'Top Selling Products' on the home page: the four best sellers, live from the catalogue, and VIEW MORE. */
import { Link } from 'react-router';
import { ArrowRightIcon, RefreshIcon } from '../../../components/icons';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { Section } from '../../../components/section';
import { paths } from '../../../lib/paths';
import { TOP_SELLERS_QUERY, useTopSellers } from '../api/get-top-sellers';

const PLACEHOLDERS = Array.from({ length: TOP_SELLERS_QUERY.pageSize ?? 4 }, (_, index) => `placeholder-${index}`);

export function TopSelling() {
  const { data, isPending, isError, refetch, isRefetching } = useTopSellers();

  return (
    <Section
      eyebrow="Loved by our customers"
      title="Top Selling Products"
      titleId="top-selling-title"
      className="top-selling"
    >
      {isError && !data ? (
        <div className="listing-message" role="alert">
          <p>Our best sellers could not be loaded just now.</p>
          <button type="button" className="btn btn-lj-outline" onClick={() => refetch()} disabled={isRefetching}>
            <RefreshIcon size={16} /> Try again
          </button>
        </div>
      ) : (
        <ul className="product-grid product-grid--four" aria-busy={isPending}>
          {isPending
            ? PLACEHOLDERS.map((key) => (
                <li key={key}>
                  <ProductCardSkeleton />
                </li>
              ))
            : data?.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
      )}
      <div className="section-cta">
        <Link to={paths.product()} className="btn btn-lj-outline">
          VIEW MORE <ArrowRightIcon size={16} />
        </Link>
      </div>
    </Section>
  );
}
