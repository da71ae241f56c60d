/**
 * A product page's schema.org documents for search engines: the `Product` (with its offer: price, currency,
 * availability; the range of its variants' prices when they differ) and the `BreadcrumbList` the page shows. They travel as JSON-LD data blocks in the page's head
 * (lib/use-page-meta.ts), never executed, so the Content-Security-Policy has nothing to object to.
 */
import type { Product } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import type { StockState } from '@lumen/contract/stock-levels';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';

const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  made_to_order: 'https://schema.org/PreOrder',
};

export function productJsonLd(product: Product, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // Search engines are shown the uploaded photos when there are any, as shoppers are.
    image: (product.photos.length > 0 ? product.photos : product.images).map(
      (image) => new URL(image.src, origin).href,
    ),
    description: product.description,
    sku: product.material_details.stock_number,
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: offersOf(product, origin),
  };
}

/** One offer at the piece's price, or, for variants at several prices, their range (an `AggregateOffer`). */
function offersOf(product: Product, origin: string) {
  const common = {
    url: new URL(paths.productDetails(product.id), origin).href,
    priceCurrency: 'USD',
    availability: AVAILABILITY[product.stock.state],
    itemCondition: 'https://schema.org/NewCondition',
  };
  if (product.price_to > product.price_from) {
    return {
      '@type': 'AggregateOffer',
      lowPrice: product.price_from / 100,
      highPrice: product.price_to / 100,
      offerCount: product.variants.length,
      ...common,
    };
  }
  return { '@type': 'Offer', price: product.price / 100, ...common };
}

/** Home › the piece's category › the piece, as on the page. */
export function productBreadcrumbJsonLd(product: Product, origin: string) {
  const trail = [
    { name: 'Home', path: paths.home },
    { name: CATEGORY_LABELS[product.category], path: paths.product({ category: product.category }) },
    { name: product.name, path: paths.productDetails(product.id) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}
