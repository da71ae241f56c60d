/**
 * /product-details/{id}: one piece (spec §2). Gallery, name, price, delivery estimate, description, the variant's
 * choosers (metal, purity, size with the size guide; the price, weight and stock follow the choice, which the URL keeps
 * as `?variant=`), ADD TO CART and BUY NOW (add the chosen variant to the cart, then, once it is there, go to /cart or
 * /cart/checkout; a refused add stays on the page with the reason in a toast; a piece with sizes needs one chosen
 * first), the like button, promises, support line, and the Description / Material Details / Faq's tabs. An id that
 * names no product shows a designed not-found page. Stock: "Only N left", "Made to order — ships in D days" or "Out of
 * stock" (ADD TO CART and BUY NOW disabled), for the chosen variant once there is one; a combination not offered says
 * so and cannot be added. It ends with "You may also like" (components/related-pieces.tsx). The page also carries
 * schema.org Product markup.
 */

import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import type { Product } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { checkEngraving } from '@lumen/contract/engraving-words';
import type { LineTax } from '@lumen/contract/tax';
import { type OptionName, optionWords, type VariantOptions } from '@lumen/contract/variant-words';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/breadcrumb';
import { GemIcon, PhoneIcon, RefreshIcon, SparkleIcon, TruckIcon } from '../../components/icons';
import { LikeButton } from '../../components/like-button';
import { useMoney, useTaxDisplay } from '../../components/money';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useAddToCart } from '../cart/api/add-to-cart';
import { isProductMissing, useProduct } from './api/get-product';
import { audienceLabel } from './catalogue-vocabulary';
import { assurancePromise, CertifiedFacts } from './components/certified-facts';
import { EngravingChooser, emptyEngravingDraft } from './components/engraving-chooser';
import { PriceBreakup } from './components/price-breakup';
import { ProductAbout } from './components/product-about';
import { ProductGallery } from './components/product-gallery';
import { ProductNotFound } from './components/product-not-found';
import { RelatedPieces } from './components/related-pieces';
import { SizeGuideDialog } from './components/size-guide-dialog';
import { StockNote } from './components/stock-note';
import { VariantChooser } from './components/variant-chooser';
import { productBreadcrumbJsonLd, productJsonLd } from './structured-data';
import { choose, chosenVariant, initialChoice, photosFor, shownVariant } from './variant-choice';
import './catalog.scss';

/** The contract's words for a missing size (its literal type keeps them equal without loading zod here). */
const SIZE_REQUIRED = CART_MESSAGES.sizeRequired;

/** What every piece comes with; the quality promise says what this piece's stones and gold carry. */
const promises = (quality: string) =>
  [
    { Icon: TruckIcon, title: 'Fast Shipping', text: 'Free, insured delivery' },
    { Icon: GemIcon, title: 'Premium Quality', text: quality },
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

/**
 * The price (of the variant shown), and the original one with the saving when it is reduced; including GST at the
 * piece's rate or excluding it, as the owner chose, and saying which.
 */
function ProductPrice({ price: shown, tax }: { price: Pick<Product, 'price' | 'original_price'>; tax: LineTax }) {
  const { format } = useMoney();
  const display = useTaxDisplay();
  const reduced = shown.original_price > shown.price;
  const saving = reduced ? Math.round((1 - shown.price / shown.original_price) * 100) : 0;
  return (
    <p className="product-price" aria-live="polite">
      <span className="visually-hidden">Price </span>
      <span className="product-price__amount">{format(display.shown(shown.price, tax))}</span>
      {reduced ? (
        <>
          <del className="product-price__original">
            <span className="visually-hidden">Original price </span>
            {format(display.shown(shown.original_price, tax))}
          </del>
          <span className="product-price__saving">{`Save ${saving}%`}</span>
        </>
      ) : null}
      <span className="product-price__tax">{display.note}</span>
    </p>
  );
}

/** What every piece comes with, and the specialists' number. */
function ProductPromises({ quality }: { quality: string }) {
  return (
    <>
      <ul className="product-promises">
        {promises(quality).map(({ Icon, title, text }) => (
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
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState(() => initialChoice(product, Number(searchParams.get('variant')) || null));
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const personalisation = product.personalisation;
  const [engraving, setEngraving] = useState(() => (personalisation ? emptyEngravingDraft(personalisation) : null));
  const [engravingError, setEngravingError] = useState<string | undefined>();
  const engravingInput = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const chosen = chosenVariant(product, choice);
  const shown = shownVariant(product, choice);
  const hallmark = shown?.hallmark ?? product.hallmark;
  const sized = product.options.some((option) => option.name === 'size');
  const complete = product.options.every((option) => choice[option.name]);

  /** Sets one option, and keeps the variant the choice names in the URL, so a shared link opens the same piece. */
  function onChoose(name: OptionName, value: string) {
    const next = choose(product, choice, name, value);
    setChoice(next);
    if (name === 'size') setSizeError(undefined);
    const variant = chosenVariant(product, next);
    const url = new URL(window.location.href);
    if (variant) url.searchParams.set('variant', String(variant.id));
    else url.searchParams.delete('variant');
    window.history.replaceState(window.history.state, '', url);
  }

  /**
   * Adds the chosen variant (one piece) and, once it is in the cart, goes on to `next`; a refused add stays here with
   * the reason in a toast. Without a size, says so beside the Size select.
   */
  async function addAndGo(next: string) {
    if (sized && !choice.size) {
      setSizeError(SIZE_REQUIRED);
      sizeSelect.current?.focus();
      return;
    }
    if (!chosen) return;
    // The words as the server keeps them, or why not (the server's own rule): said under the field, which gets focus.
    const checked = checkEngraving(personalisation, engraving?.wanted ? engraving : null);
    if ('problem' in checked) {
      setEngravingError(checked.problem);
      engravingInput.current?.focus();
      return;
    }
    setAdding(true);
    const { id, sku, options, price } = chosen;
    const personalised =
      checked.engraving && personalisation
        ? { engraving: checked.engraving, lead_days: personalisation.lead_days }
        : undefined;
    const added = await addToCart(
      { ...product, price, variant: { id, sku, options }, personalised },
      options.size ?? null,
    );
    setAdding(false);
    if (added) navigate(next);
  }
  // The chosen variant's level once there is one, the piece's as a whole until then.
  const level = chosen ? { state: chosen.stock_state, left: chosen.stock_left } : product.stock;
  const madeToOrderDays = chosen?.made_to_order_days ?? product.stock.made_to_order_days;
  const notOffered = complete && !chosen;
  // The chosen metal's own pictures, where it has them (the drawn pictures of the piece in that metal); uploaded photos
  // follow the metal too (photosFor), and the gallery starts again at the first when the metal changes.
  const metalImages = product.options
    .find((option) => option.name === 'metal')
    ?.values.find((value) => value.value === choice.metal)?.images;
  const soldOut = level.state === 'out_of_stock' || notOffered;
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
            <ProductGallery
              key={choice.metal ?? ''}
              images={metalImages ?? product.images}
              photos={photosFor(product.photos, choice.metal)}
              name={product.name}
            />
            <div className="product-summary">
              <p className="eyebrow">{`${audienceLabel(product.audience)} · ${category}`}</p>
              <div className="product-summary__title-row">
                <h1 id="page-title" className="product-summary__title">
                  {product.name}
                </h1>
                <LikeButton product={product} className="like-button like-button--outlined" size={22} />
              </div>
              <ProductPrice price={shown ?? product} tax={product.tax} />
              {shown ? <PriceBreakup variant={shown} tax={product.tax} /> : null}
              {level.state === 'made_to_order' || soldOut ? null : (
                // A piece made to order gives its own lead time in the stock note instead; a sold-out one none.
                <p className="product-delivery">
                  <TruckIcon size={18} />
                  Estimated delivery 5 to 7 business days
                </p>
              )}
              <StockNote level={level} madeToOrderDays={madeToOrderDays} />
              <p className="product-summary__description">{firstSentence(product.description)}</p>

              <VariantChooser
                product={product}
                choice={choice}
                onChoose={onChoose}
                shown={shown}
                chosen={chosen}
                sizeError={sizeError}
                sizeSelect={sizeSelect}
                onSizeGuide={() => setSizeGuideOpen(true)}
              />
              {personalisation && engraving ? (
                <EngravingChooser
                  personalisation={personalisation}
                  draft={engraving}
                  onChange={(draft) => {
                    setEngraving(draft);
                    setEngravingError(undefined);
                  }}
                  error={engravingError}
                  inputRef={engravingInput}
                />
              ) : null}
              {notOffered ? (
                <p className="variant-not-offered" role="status">
                  {`Not offered in ${optionWords(choice as VariantOptions)}: choose another ${sized ? 'size' : 'option'}.`}
                </p>
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

              <CertifiedFacts stones={product.stones} hallmark={hallmark} />
              <ProductPromises quality={assurancePromise({ stones: product.stones, hallmark })} />
            </div>
          </div>
        </div>
      </section>

      <ProductAbout product={product} />
      <SizeGuideDialog category={product.category} open={sizeGuideOpen} onClose={() => setSizeGuideOpen(false)} />
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
        <>
          <ProductDetails key={product.id} product={product} />
          <RelatedPieces idOrSlug={id} />
        </>
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
