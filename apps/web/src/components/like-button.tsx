/**
 * The heart on a product: a toggle button named 'Add <name> to wishlist' whatever its state, with aria-pressed
 * saying whether the product is on the wishlist (a toggle keeps one name, WAI-ARIA APG button pattern; a name that
 * flipped as well would be read as 'Remove … from wishlist, pressed'). The heart is filled while the product is liked.
 */
import { type LikeableProduct, useLike } from '../features/account/api/like-product';
import { HeartIcon } from './icons';

type LikeButtonProps = { product: LikeableProduct; className?: string; size?: number };

export function LikeButton({ product, className = 'like-button', size = 20 }: LikeButtonProps) {
  const { liked, toggle } = useLike(product);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={`Add ${product.name} to wishlist`}
      onClick={toggle}
    >
      <HeartIcon size={size} fill={liked ? 'currentColor' : 'none'} />
    </button>
  );
}
