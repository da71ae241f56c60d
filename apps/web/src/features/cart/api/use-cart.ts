/**
 * The cart, for everyone, behind one hook: its lines, the saved-for-later list, the coupon, the totals and the
 * actions (add, set quantity, remove, save for later, move back, apply and remove a coupon).
 *
 * - A visitor's cart is the browser cart (../visitor-cart.ts), priced by cart-model.ts with the contract's zod-free
 *   `cartTotals`, so the totals show with the first paint; a coupon code is checked with the public coupon endpoint.
 * - A signed-in customer's cart is the server's (get-cart.ts), changed through change-cart.ts.
 * - A browser cart still waiting to join the account's (a sign-in a moment ago, or a page reloaded before the merge
 *   ended) is merged first (merge-cart.ts); the cart shows as loading meanwhile.
 */
import type { AppliedCoupon, CartLine, CartTotals } from '@lumen/contract/cart';
import { CART_QUANTITY_MAX } from '@lumen/contract/cart-pricing';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session';
import { type CartProduct, priceVisitorCart, visitorCoupon } from '../cart-model';
import {
  addToVisitorCart,
  removeFromVisitorCart,
  setVisitorCoupon,
  setVisitorQuantity,
  setVisitorSaved,
  useVisitorCart,
} from '../visitor-cart';
import { cartKeys } from './cart-keys';
import { useChangeCart } from './change-cart';
import { couponQuery } from './check-coupon';
import { useServerCart } from './get-cart';
import { mergeVisitorCart, useCartMergeState } from './merge-cart';

export type { CartProduct } from '../cart-model';

export type CartView = {
  signedIn: boolean;
  /** True until the cart is known (and, for a visitor, priced). */
  loading: boolean;
  /** The server cart could not be loaded. */
  error: Error | null;
  retry: () => void;
  items: ReadonlyArray<CartLine>;
  saved: ReadonlyArray<CartLine>;
  coupon: AppliedCoupon | null;
  /** Null until the server has answered (a signed-in customer's cart). */
  totals: CartTotals | null;
  /** True while a change is on its way to the server. */
  syncing: boolean;
  add: (product: CartProduct, size: string | null) => void;
  setQuantity: (line: CartLine, quantity: number) => void;
  remove: (line: CartLine) => void;
  saveForLater: (line: CartLine) => void;
  moveToCart: (line: CartLine) => void;
  /** Resolves with the message to show; rejects with the server's reason. */
  applyCoupon: (code: string) => Promise<string>;
  removeCoupon: () => void;
};

const COUPON_APPLIED = 'Coupon applied.';

function useVisitorView(enabled: boolean): Omit<CartView, 'signedIn' | 'add' | 'applyCoupon' | 'removeCoupon'> {
  const cart = useVisitorCart();
  const coupon = useQuery({ ...couponQuery(cart.coupon ?? ''), enabled: enabled && cart.coupon !== null });
  const { items, saved, totals } = priceVisitorCart(cart, coupon.data ?? null);
  const unknown = coupon.error instanceof ApiError && coupon.error.status === 404 ? coupon.error.message : null;
  const couponPending = cart.coupon !== null && coupon.isPending && coupon.fetchStatus !== 'idle';
  return {
    loading: couponPending,
    error: null,
    retry: () => undefined,
    items,
    saved,
    coupon: visitorCoupon(cart.coupon, coupon.data, unknown, totals),
    totals,
    syncing: false,
    setQuantity: (line, quantity) => setVisitorQuantity(line.id, quantity),
    remove: (line) => removeFromVisitorCart(line.id),
    saveForLater: (line) => setVisitorSaved(line.id, true),
    moveToCart: (line) => setVisitorSaved(line.id, false),
  };
}

export function useCart(): CartView {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const visitor = useVisitorView(!signedIn);
  const server = useServerCart();
  const change = useChangeCart();
  const changing = useIsMutating({ mutationKey: cartKeys.change }) > 0;
  const merge = useCartMergeState();
  const browserCart = useVisitorCart();

  // A browser cart still waiting to join the account's: merge it first (once; a failure keeps it for another visit).
  const awaitingMerge = signedIn && browserCart.lines.length > 0 && !merge.failed;
  useEffect(() => {
    if (awaitingMerge && !merge.running) void mergeVisitorCart(queryClient);
  }, [awaitingMerge, merge.running, queryClient]);

  if (!signedIn) {
    return {
      ...visitor,
      signedIn,
      add: (product, size) => addToVisitorCart(product, size),
      applyCoupon: async (code) => {
        const check = await queryClient.fetchQuery({ ...couponQuery(code), staleTime: 0 });
        if (!check.valid) throw new Error(check.reason ?? COUPON_APPLIED);
        setVisitorCoupon(check.code);
        return COUPON_APPLIED;
      },
      removeCoupon: () => setVisitorCoupon(null),
    };
  }

  const cart = server.data;
  return {
    signedIn,
    loading: server.isPending || awaitingMerge,
    error: server.isError && !cart ? server.error : null,
    retry: () => void server.refetch(),
    items: cart?.items ?? [],
    saved: cart?.saved ?? [],
    coupon: cart?.coupon ?? null,
    totals: cart?.totals ?? null,
    syncing: changing,
    add: (product, size) => change.mutate({ kind: 'add', product, size, quantity: 1 }),
    setQuantity: (line, quantity) =>
      change.mutate({ kind: 'quantity', id: line.id, quantity: Math.min(Math.max(quantity, 1), CART_QUANTITY_MAX) }),
    remove: (line) => change.mutate({ kind: 'remove', id: line.id }),
    saveForLater: (line) => change.mutate({ kind: 'saved', id: line.id, saved: true }),
    moveToCart: (line) => change.mutate({ kind: 'saved', id: line.id, saved: false }),
    applyCoupon: async (code) => {
      await change.mutateAsync({ kind: 'coupon', code });
      return COUPON_APPLIED;
    },
    removeCoupon: () => change.mutate({ kind: 'no-coupon' }),
  };
}
