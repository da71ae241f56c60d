/**
 * A change to the signed-in customer's cart: `POST /api/cart/items`, `PATCH|DELETE /api/cart/items/{id}`,
 * `PUT|DELETE /api/cart/coupon`, each answering with the whole cart. Changes show at once (optimistic, cart-model's
 * `applyCartChange`) and go to the server one after another (the 'cart' scope); the server's answer replaces the
 * guess once the last change has landed, and a refusal puts the cart back as it was, with the server's message in
 * a toast.
 */
import type { Cart, CartItemInput, CartItemPatch } from '@lumen/contract/cart';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { applyCartChange, type CartChange } from '../cart-model';
import { CART_MUTATION_SCOPE, cartKeys } from './cart-keys';
import { cartCall } from './get-cart';

const itemPath = (id: number) => routeTo(API_PATHS.cartItem, { id });

export const addCartItem = (item: CartItemInput) => cartCall(API_PATHS.cartItems, { method: 'POST', body: item });
export const updateCartItem = (id: number, patch: CartItemPatch) =>
  cartCall(itemPath(id), { method: 'PATCH', body: patch });
export const removeCartItem = (id: number) => cartCall(itemPath(id), { method: 'DELETE' });
export const applyCartCoupon = (code: string) => cartCall(API_PATHS.cartCoupon, { method: 'PUT', body: { code } });
export const removeCartCoupon = () => cartCall(API_PATHS.cartCoupon, { method: 'DELETE' });

function send(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return addCartItem({
        product_id: change.product.id,
        ...(change.product.variant ? { variant_id: change.product.variant.id } : {}),
        size: change.size,
        ...(change.product.personalised ? { engraving: change.product.personalised.engraving } : {}),
        quantity: change.quantity,
      });
    case 'quantity':
      return updateCartItem(change.id, { quantity: change.quantity });
    case 'saved':
      return updateCartItem(change.id, { saved_for_later: change.saved });
    case 'remove':
      return removeCartItem(change.id);
    case 'coupon':
      return applyCartCoupon(change.code);
    case 'no-coupon':
      return removeCartCoupon();
  }
}

/** The server cart's changes: optimistic, one at a time, rolled back on a refusal. */
export function useChangeCart() {
  const queryClient = useQueryClient();
  const othersPending = () => queryClient.isMutating({ mutationKey: cartKeys.change }) > 1;
  return useMutation({
    mutationKey: cartKeys.change,
    // Changes reach the server in the order they were made, after any merge under way.
    scope: CART_MUTATION_SCOPE,
    mutationFn: send,
    onMutate: async (change: CartChange) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.cart });
      const previous = queryClient.getQueryData<Cart>(cartKeys.cart);
      if (previous && change.kind !== 'coupon') {
        queryClient.setQueryData<Cart>(cartKeys.cart, applyCartChange(previous, change));
      }
      return { previous };
    },
    onSuccess: (cart) => {
      // A later change still on its way would be undone by this answer; its own answer will carry both.
      if (!othersPending()) queryClient.setQueryData(cartKeys.cart, cart);
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.cart, context.previous);
      // A refused coupon is shown beside the coupon field by the caller.
      if (change.kind !== 'coupon') void notify('error', error.message);
    },
    onSettled: (_cart, error) => {
      if (error && !othersPending()) void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
    },
  });
}

/**
 * The shopper takes today's prices (`POST /api/cart/prices`): every line priced from the metal rate is held again at
 * today's price, and the answer replaces the cart. In the cart's scope, after any change under way.
 */
export function useTakeTodaysPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: () => cartCall(API_PATHS.cartPrices, { method: 'POST' }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
    onError: (error) => void notify('error', error.message),
  });
}
