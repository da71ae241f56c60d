/**
 * The cart total shown in the header: what the cart's pieces come to (unit price × quantity, before coupon and
 * tax), $0.00 when it is empty. A visitor's comes from the browser cart; a signed-in customer's from the server's
 * cart, the same cached answer the cart screens use, so it follows every change at once.
 */
import { useQuery } from '@tanstack/react-query';
import { serverCartQuery } from './cart-api';
import { formatCents } from './money';
import { getUserToken } from './storage';
import { useVisitorCart } from './visitor-cart';

export function useCartTotal(): string {
  const signedIn = getUserToken() !== null;
  const visitor = useVisitorCart();
  const server = useQuery({ ...serverCartQuery, enabled: signedIn });
  const cents = signedIn
    ? (server.data?.totals.subtotal ?? 0)
    : visitor.lines
        .filter((line) => !line.saved_for_later)
        .reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  return formatCents(cents);
}
