/**
 * One piece on /wishlist: its first image, its title (a link to the product), the selling price with the original
 * struck through (as the listing's cards show it), ADD TO CART, and Remove. A piece made in sizes has its Size
 * chosen on the card, and ADD TO CART asks for one first. The add fetches the whole piece (the product page's query,
 * so it is shared) and goes through the cart's own add: a success says so in a toast and the header's cart follows;
 * a refusal says why in an error toast and nothing changes. The shopper stays on the wishlist either way.
 */
import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import { BagIcon, TrashIcon } from '../../../components/icons';
import { PriceTag } from '../../../components/price-tag';
import { PHOTO_SIZES, ProductPicture } from '../../../components/product-picture';
import { notify, notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useAddToCart } from '../../cart/api/add-to-cart';
import { productQuery } from '../../catalog/api/get-product';
import { useLike } from '../api/like-product';

export function WishlistCard({ item }: { item: WishlistItem }) {
  const image = item.images[0];
  const { toggle } = useLike({
    id: item.product_id,
    name: item.title,
    image: image ?? { src: '', width: 1, height: 1, alt: '' },
    photo: item.photo,
    price: item.price,
    original_price: item.original_price,
  });
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const id = useId();
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const sized = item.sizes.length > 0;

  async function add() {
    if (sized && size === '') {
      setSizeError(CART_MESSAGES.sizeRequired);
      sizeSelect.current?.focus();
      return;
    }
    setAdding(true);
    try {
      const product = await queryClient.fetchQuery(productQuery(String(item.product_id)));
      // The add shows its own refusal in a toast; only a success is ours to say.
      if (await addToCart(product, sized ? size : null)) void notify('success', CART_MESSAGES.added);
    } catch (error) {
      notifyError(error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className="wishlist-card" aria-labelledby={`${id}-title`}>
      <Link
        to={paths.productDetails(item.product_id)}
        className="wishlist-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        {item.photo ? (
          <ProductPicture photo={item.photo} sizes={PHOTO_SIZES.card} alt="" />
        ) : image ? (
          <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" />
        ) : null}
      </Link>
      <div className="wishlist-card__body">
        <h2 id={`${id}-title`} className="wishlist-card__title">
          <Link to={paths.productDetails(item.product_id)}>{item.title}</Link>
        </h2>
        <PriceTag price={item.price} original={item.original_price} className="wishlist-card__price" />
        {sized ? (
          <div className="wishlist-card__size">
            <label htmlFor={`${id}-size`} className="wishlist-card__size-label">
              Size<span className="visually-hidden"> of {item.title}</span>
            </label>
            <select
              ref={sizeSelect}
              id={`${id}-size`}
              className={`lj-select wishlist-card__size-select${sizeError ? ' is-invalid' : ''}`}
              value={size}
              aria-invalid={sizeError ? true : undefined}
              aria-describedby={`${id}-size-error`}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeError(undefined);
              }}
            >
              <option value="">Select Size</option>
              {item.sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-size-error`} message={sizeError} />
          </div>
        ) : null}
        <div className="wishlist-card__actions">
          <button
            type="button"
            className="btn btn-lj btn-lj--sm wishlist-card__add"
            onClick={add}
            disabled={adding}
            aria-busy={adding || undefined}
          >
            <BagIcon size={16} /> ADD TO CART<span className="visually-hidden"> {item.title}</span>
          </button>
          <button type="button" className="btn btn-lj-outline btn-lj--sm wishlist-card__remove" onClick={toggle}>
            <TrashIcon size={16} /> Remove<span className="visually-hidden"> {item.title} from wishlist</span>
          </button>
        </div>
      </div>
    </article>
  );
}
