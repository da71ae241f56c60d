/**
 * The product page's "About this piece" (product-details-screen.tsx): the Product Description, Product Material Details
 * and Faq's tabs.
 */

import type { Product } from '@lumen/contract/catalog';
import { RESIZABLE } from '@lumen/contract/sizes';
import { Tabs } from '../../../components/tabs';
import { MaterialDetails } from './material-details';
import { ProductFaqs } from './product-faqs';

export function ProductAbout({ product }: { product: Product }) {
  return (
    <section className="section section--tinted product-more" aria-labelledby="product-more-title">
      <div className="container">
        <h2 id="product-more-title" className="visually-hidden">
          About this piece
        </h2>
        <Tabs
          label="About this piece"
          items={[
            {
              id: 'description',
              label: 'Product Description',
              content: (
                <div className="product-description">
                  <p>{product.description}</p>
                  <ul className="check-list">
                    {/* A loose stone is offered in no metal: its `metal` is only the spec's required field. */}
                    {product.metals.length > 0 && (
                      <li>{`Metal: ${product.metal}${product.purity ? `, ${product.purity}` : ''}`}</li>
                    )}
                    <li>{`Stone: ${product.stone}`}</li>
                    <li>
                      {`Conflict free and made in India, with ${RESIZABLE.includes(product.category) ? 'free resizing and ' : ''}lifetime care.`}
                    </li>
                  </ul>
                </div>
              ),
            },
            {
              id: 'material',
              label: 'Product Material Details',
              content: <MaterialDetails details={product.material_details} />,
            },
            { id: 'faqs', label: "Faq's", content: <ProductFaqs own={product.faqs} /> },
          ]}
        />
      </div>
    </section>
  );
}
