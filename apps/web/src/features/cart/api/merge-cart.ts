/**
 * `POST /api/cart/merge`: at sign-in, the visitor's browser cart joins the account's in one request — its lines
 * (quantities add), its saved-for-later lines the account lacks, and its coupon when the account's cart has none.
 * A mutation (key `cartKeys.merge`, in the cart's scope, so later changes wait for it) that the sign-in flows run
 * once the token is stored (`mergeVisitorCart`); the cart screens read its state from the mutation cache. The merged
 * cart replaces the cached one before the browser cart goes (no empty moment); pieces the server could not take are
 * named in a toast; a failure keeps the browser cart for another try and says why.
 */
import type { CartMergeRequest, CartMergeResult } from '@lumen/contract/cart';
import { API_PATHS } from '@lumen/contract/routes';
import {
  MutationObserver,
  type MutationOptions,
  type QueryClient,
  useIsMutating,
  useMutationState,
} from '@tanstack/react-query';
import { apiRequest, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { mergeRequestOf, skippedNames, type VisitorCart } from '../cart-model';
import { clearVisitorCart, getVisitorCart } from '../visitor-cart';
import { CART_MUTATION_SCOPE, cartKeys } from './cart-keys';

export async function mergeCart(request: CartMergeRequest): Promise<CartMergeResult> {
  const { data } = await apiRequest<CartMergeResult>(API_PATHS.cartMerge, {
    method: 'POST',
    body: request,
    auth: true,
  });
  if (!data) throw new Error(UNEXPECTED_ERROR_MESSAGE);
  return data;
}

type Merged = { result: CartMergeResult; browserCart: VisitorCart } | null;

/** The merge as a mutation: it reads the browser cart when it runs, so a second run after the first does nothing. */
export const mergeCartOptions = (queryClient: QueryClient): MutationOptions<Merged, Error, void> => ({
  mutationKey: cartKeys.merge,
  scope: CART_MUTATION_SCOPE,
  mutationFn: async () => {
    const browserCart = getVisitorCart();
    if (browserCart.lines.length === 0 && browserCart.coupon === null) return null;
    return { result: await mergeCart(mergeRequestOf(browserCart)), browserCart };
  },
  onSuccess: async (merged) => {
    if (!merged) return;
    const { skipped, ...cart } = merged.result;
    // The merged cart replaces any answer still on its way, before the browser cart goes (no empty moment).
    await queryClient.cancelQueries({ queryKey: cartKeys.cart });
    queryClient.setQueryData(cartKeys.cart, cart);
    clearVisitorCart();
    if (skipped.length > 0) {
      const names = skippedNames(merged.browserCart, skipped).join(', ');
      void notify('info', `Some pieces could not be added to your cart: ${names}.`);
    }
  },
  onError: (error) => void notify('error', error.message),
});

/** Runs the merge (from outside a component: the sign-in flows). Settles either way; a failure has its toast. */
export function mergeVisitorCart(queryClient: QueryClient): Promise<void> {
  return new MutationObserver(queryClient, mergeCartOptions(queryClient)).mutate().then(
    () => undefined,
    () => undefined,
  );
}

/** Whether a merge is under way, and whether the last one failed (its browser cart then stays for another try). */
export function useCartMergeState(): { running: boolean; failed: boolean } {
  const running = useIsMutating({ mutationKey: cartKeys.merge }) > 0;
  const statuses = useMutationState({ filters: { mutationKey: cartKeys.merge }, select: (m) => m.state.status });
  return { running, failed: statuses.at(-1) === 'error' };
}
