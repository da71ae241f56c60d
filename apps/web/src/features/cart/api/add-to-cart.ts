/**
 * Only the cart's `add` (the product page's ADD TO CART and BUY NOW): a visitor's piece goes to the browser cart, a
 * customer's to the server (`POST /api/cart/items`, through the cart's change mutation). It neither reads nor prices
 * the cart, so the page loads nothing more than it needs.
 */
import { getUserToken } from '../../../lib/storage';
import type { CartProduct } from '../cart-model';
import { addToVisitorCart } from '../visitor-cart';
import { useChangeCart } from './change-cart';

export type { CartProduct } from '../cart-model';

export function useAddToCart(): (product: CartProduct, size: string | null) => void {
  const change = useChangeCart();
  return (product, size) => {
    if (getUserToken() === null) addToVisitorCart(product, size);
    else change.mutate({ kind: 'add', product, size, quantity: 1 });
  };
}
