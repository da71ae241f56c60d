/**
 * The product page's last section, "You may also like": the piece's related pieces (`GET
 * /api/catalog/products/{id}/related`: its collection and category first, only pieces that can be bought now) as the
 * listing's cards, one row on a desktop and two by two below. The page's data carries them, so the server renders the
 * section; there is no section when nothing is related, or while the answer is missing.
 */
import { ProductCard } from '../../../components/product-card';
import { Section } from '../../../components/section';
import { useRelatedProducts } from '../api/get-related-products';

export function RelatedPieces({ idOrSlug }: { idOrSlug: string }) {
  const { data } = useRelatedProducts(idOrSlug);
  const items = data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Section eyebrow="More to discover" title="You may also like" titleId="related-title" className="related-pieces">
      <ul className="product-grid product-grid--four related-pieces__grid">
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
