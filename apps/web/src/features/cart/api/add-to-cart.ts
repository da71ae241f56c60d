/**
 * Only the cart's `add` (the product page's ADD TO CART and BUY NOW): a visitor's piece goes to the browser cart, a
 * customer's to the server (`POST /api/cart/items`, through the cart's change mutation). It neither reads nor prices
 * the cart, so the page loads nothing more than it needs.
 *
 * The add resolves with whether the piece is in the cart, so the caller moves on only after a success. A refusal
 * (the server's, or the browser cart's own limits, which are the server's: at most CART_QUANTITY_MAX of one piece and
 * CART_LINES_MAX different pieces) is said in an error toast and resolves false.
 */
import { notify } from '../../../lib/notify';
import { getUserToken } from '../../../lib/storage';
import { type CartProduct, visitorAddRefusal } from '../cart-model';
import { addToVisitorCart, getVisitorCart } from '../visitor-cart';
import { useChangeCart } from './change-cart';

export type { CartProduct } from '../cart-model';

export function useAddToCart(): (product: CartProduct, size: string | null) => Promise<boolean> {
  const change = useChangeCart();
  return async (product, size) => {
    if (getUserToken() === null) {
      const refusal = visitorAddRefusal(getVisitorCart(), product, size);
      if (refusal !== null) {
        void notify('error', refusal);
        return false;
      }
      addToVisitorCart(product, size);
      return true;
    }
    try {
      // The change mutation shows the server's refusal in a toast (its onError).
      await change.mutateAsync({ kind: 'add', product, size, quantity: 1 });
      return true;
    } catch {
      return false;
    }
  };
}
