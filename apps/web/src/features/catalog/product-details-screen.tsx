/**
 * /product-details/{id}: one piece (spec §2). Gallery, name, price, delivery estimate, description, size with the
 * size guide, ADD TO CART and BUY NOW (add the chosen size to the cart, then, once it is there, go to /cart or
 * /cart/checkout; a refused add stays on the page with the reason in a toast; a piece with sizes needs one chosen
 * first), the like button, promises, support line, and the Description / Material Details / Faq's tabs. An id that names no
 * product shows a designed not-found page. Stock: "Only N left", "Made to order — ships in D days" or "Out of stock"
 * (ADD TO CART and BUY NOW disabled), for the chosen size once there is one; sizes out of stock cannot be chosen. The page also carries schema.org Product markup.
 */
import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import type { Product } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { formatCents } from '@lumen/contract/shop';
import { useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb';
import { FieldError } from '../../components/form/field-error';
import { GemIcon, PhoneIcon, RefreshIcon, RulerIcon, SparkleIcon, TruckIcon } from '../../components/icons';
import { LikeButton } from '../../components/like-button';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useAddToCart } from '../cart/api/add-to-cart';
import { isProductMissing, useProduct } from './api/get-product';
import { audienceLabel } from './catalogue-vocabulary';
import { ProductAbout } from './components/product-about';
import { ProductGallery } from './components/product-gallery';
import { ProductNotFound } from './components/product-not-found';
import { SizeGuideDialog } from './components/size-guide-dialog';
import { StockNote, sizeOptionLabel } from './components/stock-note';
import { productBreadcrumbJsonLd, productJsonLd } from './structured-data';
import './catalog.scss';

/** The contract's words for a missing size (its literal type keeps them equal without loading zod here). */
const SIZE_REQUIRED = CART_MESSAGES.sizeRequired;

const PROMISES = [
  { Icon: TruckIcon, title: 'Fast Shipping', text: 'Free, insured delivery' },
  { Icon: GemIcon, title: 'Premium Quality', text: 'Certified and hallmarked' },
  { Icon: SparkleIcon, title: 'Customizable', text: 'Made to your design' },
] as const;

/** The description's first sentence: the summary's lede (the Product Description tab has it all). */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** A meta description of at most ~155 characters, cut at a word. */
function summarise(text: string, limit = 155): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, text.lastIndexOf(' ', limit - 1))}…`;
}

function ProductMeta({ product }: { product: Product | undefined }) {
  usePageMeta({
    title: product?.name ?? 'Jewellery',
    description: product
      ? summarise(product.description)
      : 'Discover gold and lab-grown diamond jewellery by Lumen Jewels, with free delivery and lifetime care.',
    ...(product && {
      type: 'product',
      image: (product.photos[0] ?? product.images[0])?.src,
      canonicalPath: paths.productDetails(product.id),
      structuredData: (origin: string) => [productJsonLd(product, origin), productBreadcrumbJsonLd(product, origin)],
    }),
  });
  return null;
}

/** The price, and the original one with the saving when the piece is reduced. */
function ProductPrice({ product }: { product: Product }) {
  const reduced = product.original_price > product.price;
  const saving = reduced ? Math.round((1 - product.price / product.original_price) * 100) : 0;
  return (
    <p className="product-price">
      <span className="visually-hidden">Price </span>
      <span className="product-price__amount">{formatCents(product.price)}</span>
      {reduced ? (
        <>
          <del className="product-price__original">
            <span className="visually-hidden">Original price </span>
            {formatCents(product.original_price)}
          </del>
          <span className="product-price__saving">{`Save ${saving}%`}</span>
        </>
      ) : null}
    </p>
  );
}

/** What every piece comes with, and the specialists' number. */
function ProductPromises() {
  return (
    <>
      <ul className="product-promises">
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon size={24} />
            <span>
              <strong>{title}</strong>
              {text}
            </span>
          </li>
        ))}
      </ul>

      <p className="product-support">
        <PhoneIcon size={18} />
        <span>
          Questions about this piece? Call or text our specialists on{' '}
          <a href={BRAND.phone.href}>{BRAND.phone.display}</a>
        </span>
      </p>
    </>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const sizeId = useId();
  const sizeSelect = useRef<HTMLSelectElement>(null);

  /**
   * Adds the chosen size (one piece) and, once it is in the cart, goes on to `next`; a refused add stays here with
   * the reason in a toast. Without a size, says so beside the Size select.
   */
  async function addAndGo(next: string) {
    if (product.sizes.length > 0 && size === '') {
      setSizeError(SIZE_REQUIRED);
      sizeSelect.current?.focus();
      return;
    }
    setAdding(true);
    const added = await addToCart(product, product.sizes.length > 0 ? size : null);
    setAdding(false);
    if (added) navigate(next);
  }
  const sizeStock = product.stock.sizes.find((line) => line.size === size);
  // The chosen size's level once there is one, the piece's as a whole until then.
  const level = sizeStock ?? product.stock;
  const soldOut = level.state === 'out_of_stock';
  const category = CATEGORY_LABELS[product.category];

  return (
    <>
      <section className="product-page" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumb
            trail={[
              { label: 'Home', to: paths.home },
              { label: category, to: paths.product({ category: product.category }) },
              { label: product.name },
            ]}
          />
          <div className="product-layout">
            <ProductGallery images={product.images} photos={product.photos} name={product.name} />
            <div className="product-summary">
              <p className="eyebrow">{`${audienceLabel(product.audience)} · ${category}`}</p>
              <div className="product-summary__title-row">
                <h1 id="page-title" className="product-summary__title">
                  {product.name}
                </h1>
                <LikeButton product={product} className="like-button like-button--outlined" size={22} />
              </div>
              <ProductPrice product={product} />
              {product.stock.state === 'made_to_order' || soldOut ? null : (
                // A piece made to order gives its own lead time in the stock note instead; a sold-out one none.
                <p className="product-delivery">
                  <TruckIcon size={18} />
                  Estimated delivery 5 to 7 business days
                </p>
              )}
              <StockNote level={level} madeToOrderDays={product.stock.made_to_order_days} />
              <p className="product-summary__description">{firstSentence(product.description)}</p>

              {product.sizes.length > 0 ? (
                <div className="product-size">
                  <label htmlFor={sizeId} className="form-label">
                    Size
                  </label>
                  <div className="product-size__row">
                    <select
                      ref={sizeSelect}
                      id={sizeId}
                      className={`lj-select product-size__select${sizeError ? ' is-invalid' : ''}`}
                      value={size}
                      aria-invalid={sizeError ? true : undefined}
                      aria-describedby={`${sizeId}-error`}
                      onChange={(event) => {
                        setSize(event.target.value);
                        setSizeError(undefined);
                      }}
                    >
                      <option value="">Select Size</option>
                      {product.sizes.map((option) => {
                        const optionStock = product.stock.sizes.find((line) => line.size === option);
                        return (
                          <option key={option} value={option} disabled={optionStock?.state === 'out_of_stock'}>
                            {sizeOptionLabel(option, optionStock)}
                          </option>
                        );
                      })}
                    </select>
                    <button
                      type="button"
                      className="text-link product-size__guide"
                      aria-haspopup="dialog"
                      onClick={() => setSizeGuideOpen(true)}
                    >
                      <RulerIcon size={16} /> Not sure about the size?
                    </button>
                  </div>
                  <FieldError id={`${sizeId}-error`} message={sizeError} />
                </div>
              ) : null}

              <div className="product-actions">
                <button
                  type="button"
                  className="btn btn-lj-outline"
                  disabled={adding || soldOut}
                  onClick={() => void addAndGo(paths.cart)}
                >
                  ADD TO CART
                </button>
                <button
                  type="button"
                  className="btn btn-lj"
                  disabled={adding || soldOut}
                  onClick={() => void addAndGo(paths.checkout)}
                >
                  BUY NOW
                </button>
              </div>

              <ProductPromises />
            </div>
          </div>
        </div>
      </section>

      <ProductAbout product={product} />
      <SizeGuideDialog open={sizeGuideOpen} onClose={() => setSizeGuideOpen(false)} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <section className="product-page" aria-busy="true" aria-label="Loading the piece">
      <div className="container">
        <div className="breadcrumb-trail">
          <span className="skeleton-line skeleton-line--short" />
        </div>
        <div className="product-layout" aria-hidden="true">
          <div className="product-gallery">
            <div className="product-gallery__stage skeleton-block" />
          </div>
          <div className="product-summary">
            <span className="skeleton-line skeleton-line--short" />
            <span className="skeleton-line skeleton-line--title" />
            <span className="skeleton-line skeleton-line--medium" />
            <span className="skeleton-line skeleton-line--wide" />
            <span className="skeleton-line skeleton-line--wide" />
            <span className="skeleton-line skeleton-line--medium" />
          </div>
        </div>
      </div>
    </section>
  );
}

export function ProductDetailsScreen() {
  const { id = '' } = useParams();
  const { data: product, error, isError, refetch, isRefetching } = useProduct(id);
  const missing = isError && isProductMissing(error);

  if (missing) return <ProductNotFound />;

  return (
    <>
      <ProductMeta product={product} />
      {product ? (
        <ProductDetails key={product.id} product={product} />
      ) : isError ? (
        <section className="product-page">
          <div className="container listing-message" role="alert">
            <h1 className="listing-message__title">This piece could not be loaded</h1>
            <p>Please check your connection and try again.</p>
            <button type="button" className="btn btn-lj" onClick={() => refetch()} disabled={isRefetching}>
              <RefreshIcon size={16} /> Try again
            </button>
          </div>
        </section>
      ) : (
        <ProductSkeleton />
      )}
    </>
  );
}
