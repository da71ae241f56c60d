/**
 * The cart total shown in the header: what the cart's pieces come to (unit price × quantity, before coupon and
 * tax), in the shopper's currency, $0.00 when it is empty. A visitor's comes from the browser cart; a signed-in customer's from the server's
 * cart, the same cached answer the cart screens use, so it follows every change at once.
 */
import { useMoney } from '../../../components/money';
import { useSignedIn } from '../../../lib/session';
import { visitorSubtotal } from '../cart-model';
import { useVisitorCart } from '../visitor-cart';
import { useServerCart } from './get-cart';

export function useCartTotal(): string {
  const signedIn = useSignedIn();
  const visitor = useVisitorCart();
  const server = useServerCart();
  const { format } = useMoney();
  return format(signedIn ? (server.data?.totals.subtotal ?? 0) : visitorSubtotal(visitor));
}
