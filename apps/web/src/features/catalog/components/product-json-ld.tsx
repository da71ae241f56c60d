/**
 * schema.org `Product` markup for search engines, as JSON-LD. A data block, never executed, so the page's
 * Content-Security-Policy (script-src 'self') has nothing to object to; React sets it as text, so no markup in a
 * product's text can break out of it.
 */
import type { Product } from '@lumen/contract/catalog';

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
    brand: { '@type': 'Brand', name: 'Lumen Jewels' },
    offers: {
      '@type': 'Offer',
      url: new URL(`/product-details/${product.id}`, origin).href,
      price: product.price / 100,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  return <script type="application/ld+json">{JSON.stringify(productJsonLd(product, window.location.origin))}</script>;
}
