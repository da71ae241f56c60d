/**
 * One line of the cart (image, name, description, size, estimated delivery, unit price × quantity — with until when a
 * price from the metal rate is held — the quantity control, Delete, Save for Later and Share) or of the
 * saved-for-later list (Move to Cart, Delete). A line the server has not named yet (just added) waits before it can
 * be changed.
 */

import type { CartLine } from '@lumen/contract/cart';
import { ENGRAVING_MESSAGES, engravingDetail } from '@lumen/contract/engraving-words';
import { sizeLabel } from '@lumen/contract/sizes';
import { metalWords } from '@lumen/contract/variant-words';
import { Link } from 'react-router';
import { TrashIcon } from '../../../components/icons';
import { useMoney } from '../../../components/money';
import { PHOTO_SIZES, ProductPicture } from '../../../components/product-picture';
import { paths } from '../../../lib/paths';
import { deliveryWindow, firstSentence } from '../delivery-estimate';
import { shareProduct } from '../share-product';
import { BookmarkIcon, CartBackIcon, ShareIcon } from './cart-icons';
import { QuantityControl } from './quantity-control';

/** The time a held price holds until, on the shopper's clock ("4:35 pm"): the cart is drawn in the browser only. */
const heldUntil = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

type CartLineCardProps = {
  line: CartLine;
  saved?: boolean;
  onQuantity?: (quantity: number) => void;
  onRemove: () => void;
  onSaveForLater?: () => void;
  onMoveToCart?: () => void;
};

export function CartLineCard({
  line,
  saved = false,
  onQuantity,
  onRemove,
  onSaveForLater,
  onMoveToCart,
}: CartLineCardProps) {
  const { format } = useMoney();
  const titleId = `cart-line-${saved ? 'saved' : 'item'}-${line.id}`;
  const waiting = line.id < 0;
  const link = paths.productDetails(line.product_id);

  return (
    <article className={`cart-line${saved ? ' cart-line--saved' : ''}`} aria-labelledby={titleId} aria-busy={waiting}>
      <Link to={link} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        {line.photo ? (
          <ProductPicture photo={line.photo} sizes={PHOTO_SIZES.line} alt="" />
        ) : (
          <img src={line.image.src} alt="" width={line.image.width} height={line.image.height} loading="lazy" />
        )}
      </Link>
      <div className="cart-line__body">
        <div className="cart-line__head">
          <h3 id={titleId} className="cart-line__name">
            <Link to={link}>{line.name}</Link>
          </h3>
          <p className="cart-line__total">
            <span className="visually-hidden">Line total </span>
            {format(line.line_total)}
          </p>
        </div>
        <p className="cart-line__description">{firstSentence(line.description)}</p>
        <dl className="cart-line__facts">
          {metalWords(line.options) ? (
            <div>
              <dt>Metal</dt>
              <dd>{metalWords(line.options)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Size</dt>
            <dd>{line.size === null ? 'One size' : sizeLabel(line.size)}</dd>
          </div>
          {line.sku ? (
            <div>
              <dt>SKU</dt>
              <dd>{line.sku}</dd>
            </div>
          ) : null}
          {line.engraving ? (
            <div>
              <dt>{line.engraving.font ? 'Engraving' : 'Initial'}</dt>
              <dd>{engravingDetail(line.engraving)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Price</dt>
            <dd>
              {format(line.unit_price)} × {line.quantity}
              {line.price_locked_until ? (
                <span className="cart-line__held"> · held until {heldUntil(line.price_locked_until)}</span>
              ) : null}
            </dd>
          </div>
          {saved ? null : line.lead_days !== null ? (
            <div>
              <dt>Made to order</dt>
              <dd>{`Ships in ${line.lead_days} days`}</dd>
            </div>
          ) : (
            <div>
              <dt>Estimated delivery</dt>
              <dd>{deliveryWindow()}</dd>
            </div>
          )}
        </dl>
        {line.engraving ? <p className="cart-line__final">{ENGRAVING_MESSAGES.nonReturnable}</p> : null}
      </div>
      <div className="cart-line__actions">
        {saved || !onQuantity ? null : (
          <QuantityControl name={line.name} value={line.quantity} onChange={onQuantity} disabled={waiting} />
        )}
        <div className="cart-line__links">
          <button type="button" className="cart-action" onClick={onRemove} disabled={waiting}>
            <TrashIcon size={16} /> Delete<span className="visually-hidden"> {line.name}</span>
          </button>
          {saved ? (
            <button type="button" className="cart-action" onClick={onMoveToCart} disabled={waiting}>
              <CartBackIcon size={16} /> Move to Cart<span className="visually-hidden"> {line.name}</span>
            </button>
          ) : (
            <button type="button" className="cart-action" onClick={onSaveForLater} disabled={waiting}>
              <BookmarkIcon size={16} /> Save for Later<span className="visually-hidden"> {line.name}</span>
            </button>
          )}
          <button type="button" className="cart-action" onClick={() => void shareProduct(line)}>
            <ShareIcon size={16} /> Share<span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
