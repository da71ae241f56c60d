/**
 * The cart total shown in the header: what the cart's pieces come to (unit price × quantity, before coupon and
 * tax), $0.00 when it is empty. A visitor's comes from the browser cart; a signed-in customer's from the server's
 * cart, the same cached answer the cart screens use, so it follows every change at once.
 */
import { formatCents } from '@lumen/contract/money';
import { useSignedIn } from '../../../lib/session';
import { visitorSubtotal } from '../cart-model';
import { useVisitorCart } from '../visitor-cart';
import { useServerCart } from './get-cart';

export function useCartTotal(): string {
  const signedIn = useSignedIn();
  const visitor = useVisitorCart();
  const server = useServerCart();
  return formatCents(signedIn ? (server.data?.totals.subtotal ?? 0) : visitorSubtotal(visitor));
}
