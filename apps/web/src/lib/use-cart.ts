/**
 * The cart, for everyone, behind one hook: its lines, the saved-for-later list, the coupon, the totals and the
 * actions (add, set quantity, remove, save for later, move back, apply and remove a coupon).
 *
 * - A visitor's cart is the browser cart (lib/visitor-cart.ts), priced with the contract's `cartTotals` (its zod-free
 *   cart-pricing module, so the totals show with the first paint); a coupon code is checked with the public
 *   coupon endpoint.
 * - A signed-in customer's cart is the server's. Changes show at once (optimistic) and go to the server one after
 *   another (one mutation scope); the server's answer replaces the guess once the last change has landed, and a
 *   refusal puts the cart back as it was, with the server's message in a toast.
 * - At sign-in the browser cart joins the server cart (`mergeVisitorCart`, also started by lib/session.ts).
 */
import type { AppliedCoupon, Cart, CartLine, CartTotals } from '@lumen/contract/cart';
import { CART_QUANTITY_MAX, cartTotals } from '@lumen/contract/cart-pricing';
import type { CouponCheck } from '@lumen/contract/coupons';
import { type QueryClient, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';
import { cartApi, cartKeys, couponQuery, serverCartQuery } from './cart-api';
import { notify } from './notify';
import { getUserToken } from './storage';
import {
  addToVisitorCart,
  asCartLine,
  type CartProduct,
  clearVisitorCart,
  getVisitorCart,
  removeFromVisitorCart,
  setVisitorCoupon,
  setVisitorQuantity,
  setVisitorSaved,
  useVisitorCart,
} from './visitor-cart';

export type { CartProduct } from './visitor-cart';

/** A change to the cart, as the server cart's mutation takes it. */
export type CartChange =
  | { kind: 'add'; product: CartProduct; size: string | null; quantity: number }
  | { kind: 'quantity'; id: number; quantity: number }
  | { kind: 'saved'; id: number; saved: boolean }
  | { kind: 'remove'; id: number }
  | { kind: 'coupon'; code: string }
  | { kind: 'no-coupon' };

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

const withTotal = (line: CartLine): CartLine => ({ ...line, line_total: line.unit_price * line.quantity });

let temporaryId = 0;

/** The cart as it will be once `change` has landed: lines, saved list, coupon and totals follow the change at once. */
export function applyCartChange(cart: Cart, change: CartChange): Cart {
  let items = [...cart.items];
  let saved = [...cart.saved];
  let coupon = cart.coupon;
  switch (change.kind) {
    case 'add': {
      const same = (line: CartLine) => line.product_id === change.product.id && line.size === change.size;
      const existing = items.find(same) ?? saved.find(same);
      saved = saved.filter((line) => line !== existing);
      const quantity = Math.min((existing?.quantity ?? 0) + change.quantity, CART_QUANTITY_MAX);
      const line: CartLine = existing
        ? { ...existing, quantity }
        : {
            // A stand-in until the server names the line.
            id: --temporaryId,
            product_id: change.product.id,
            slug: change.product.slug,
            name: change.product.name,
            description: change.product.description,
            image: change.product.image,
            size: change.size,
            quantity,
            unit_price: change.product.price,
            line_total: 0,
            category: change.product.category,
          };
      items =
        existing && items.includes(existing)
          ? items.map((each) => (each === existing ? line : each))
          : [...items, line];
      break;
    }
    case 'quantity':
      items = items.map((line) => (line.id === change.id ? { ...line, quantity: change.quantity } : line));
      break;
    case 'saved': {
      const [from, to] = change.saved ? [items, saved] : [saved, items];
      const moving = from.find((line) => line.id === change.id);
      if (moving) {
        const rest = from.filter((line) => line !== moving);
        const joined = [...to, moving];
        [items, saved] = change.saved ? [rest, joined] : [joined, rest];
      }
      break;
    }
    case 'remove':
      items = items.filter((line) => line.id !== change.id);
      saved = saved.filter((line) => line.id !== change.id);
      break;
    case 'no-coupon':
      coupon = null;
      break;
    case 'coupon':
      break;
  }
  items = items.map(withTotal);
  saved = saved.map(withTotal);
  const totals = cartTotals(items, coupon?.valid ? coupon : null);
  return { items, saved, coupon: coupon ? { ...coupon, discount: totals.discount } : null, totals };
}

function send(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return cartApi.add({ product_id: change.product.id, size: change.size, quantity: change.quantity });
    case 'quantity':
      return cartApi.update(change.id, { quantity: change.quantity });
    case 'saved':
      return cartApi.update(change.id, { saved_for_later: change.saved });
    case 'remove':
      return cartApi.remove(change.id);
    case 'coupon':
      return cartApi.applyCoupon(change.code);
    case 'no-coupon':
      return cartApi.removeCoupon();
  }
}

const COUPON_APPLIED = 'Coupon applied.';

/** The server cart's changes: optimistic, one at a time, rolled back on a refusal. */
function useServerCartChange() {
  const queryClient = useQueryClient();
  const othersPending = () => queryClient.isMutating({ mutationKey: cartKeys.mutation }) > 1;
  return useMutation({
    mutationKey: cartKeys.mutation,
    // Changes reach the server in the order they were made.
    scope: { id: 'cart' },
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

/** A visitor's coupon: the code's terms from the public endpoint, and what it takes off this cart. */
function visitorCoupon(
  check: CouponCheck | undefined,
  checkError: Error | null,
  code: string | null,
  totals: CartTotals | null,
): AppliedCoupon | null {
  if (!code) return null;
  if (check) {
    return {
      ...check,
      valid: check.valid,
      reason: check.reason,
      discount: check.valid ? (totals?.discount ?? 0) : 0,
    };
  }
  if (checkError instanceof ApiError && checkError.status === 404) {
    return {
      code: code.toUpperCase(),
      description: '',
      kind: 'amount',
      value: 0,
      category: null,
      starts_at: '',
      ends_at: null,
      valid: false,
      reason: checkError.message,
      discount: 0,
    };
  }
  return null;
}

function useVisitorView(enabled: boolean): Omit<CartView, 'signedIn' | 'add' | 'applyCoupon' | 'removeCoupon'> {
  const cart = useVisitorCart();
  const coupon = useQuery({ ...couponQuery(cart.coupon ?? ''), enabled: enabled && cart.coupon !== null });
  const items = cart.lines.filter((line) => !line.saved_for_later).map(asCartLine);
  const saved = cart.lines.filter((line) => line.saved_for_later).map(asCartLine);
  const usable = coupon.data?.valid ? coupon.data : null;
  const totals = cartTotals(items, usable);
  const couponPending = cart.coupon !== null && coupon.isPending && coupon.fetchStatus !== 'idle';
  return {
    loading: couponPending,
    error: null,
    retry: () => undefined,
    items,
    saved,
    coupon: visitorCoupon(coupon.data, coupon.error, cart.coupon, totals),
    totals,
    syncing: false,
    setQuantity: (line, quantity) => setVisitorQuantity(line.id, quantity),
    remove: (line) => removeFromVisitorCart(line.id),
    saveForLater: (line) => setVisitorSaved(line.id, true),
    moveToCart: (line) => setVisitorSaved(line.id, false),
  };
}

// The merge of the browser cart at sign-in: one at a time, and the screens know while it runs.
const mergeListeners = new Set<() => void>();
let merging: Promise<void> | null = null;
let mergeFailed = false;

function setMerging(value: Promise<void> | null): void {
  merging = value;
  for (const listener of mergeListeners) listener();
}

function subscribeToMerge(listener: () => void): () => void {
  mergeListeners.add(listener);
  return () => mergeListeners.delete(listener);
}

/**
 * Adds a visitor's browser cart to the account that just signed in, then forgets it: the cart's lines join the
 * server's (quantities add), saved-for-later lines the server does not have yet are added and saved for later,
 * and the visitor's coupon is applied when the account's cart has none. Lines the server cannot take (a piece that
 * has left the catalogue) are named in a toast. A failure keeps the browser cart for another try.
 */
export function mergeVisitorCart(queryClient: QueryClient): Promise<void> {
  if (merging) return merging;
  const { lines, coupon } = getVisitorCart();
  if (lines.length === 0 && coupon === null) return Promise.resolve();
  const run = async () => {
    const items = lines.filter((line) => !line.saved_for_later);
    let cart = await cartApi.merge({
      items: items.map((line) => ({ product_id: line.product_id, size: line.size, quantity: line.quantity })),
    });
    const skipped = cart.skipped;
    for (const line of lines.filter((each) => each.saved_for_later)) {
      const known = [...cart.items, ...cart.saved].some(
        (each) => each.product_id === line.product_id && each.size === line.size,
      );
      if (known) continue;
      try {
        cart = {
          ...(await cartApi.add({ product_id: line.product_id, size: line.size, quantity: line.quantity })),
          skipped,
        };
        const added = cart.items.find((each) => each.product_id === line.product_id && each.size === line.size);
        if (added) cart = { ...(await cartApi.update(added.id, { saved_for_later: true })), skipped };
      } catch {
        // A saved piece the server cannot take is simply not kept.
      }
    }
    if (coupon && !cart.coupon) {
      cart = await cartApi.applyCoupon(coupon).then(
        (applied) => ({ ...applied, skipped }),
        () => cart,
      );
    }
    // The merged cart replaces any answer still on its way, before the browser cart goes (no empty moment).
    await queryClient.cancelQueries({ queryKey: cartKeys.cart });
    const { skipped: _skipped, ...merged } = cart;
    queryClient.setQueryData<Cart>(cartKeys.cart, merged);
    clearVisitorCart();
    if (skipped.length > 0) {
      const names = skipped.map((skip) => lines.find((line) => line.product_id === skip.product_id)?.name ?? '');
      void notify('info', `Some pieces could not be added to your cart: ${names.filter(Boolean).join(', ')}.`);
    }
  };
  mergeFailed = false;
  const promise = run()
    .catch((error: unknown) => {
      mergeFailed = true;
      void notify('error', error instanceof Error ? error.message : String(error));
    })
    .finally(() => setMerging(null));
  setMerging(promise);
  return promise;
}

/**
 * Only the cart's `add` (the product page's ADD TO CART and BUY NOW): it neither reads nor prices the cart, so the
 * page loads nothing more than it needs.
 */
export function useAddToCart(): (product: CartProduct, size: string | null) => void {
  const change = useServerCartChange();
  return (product, size) => {
    if (getUserToken() === null) addToVisitorCart(product, size);
    else change.mutate({ kind: 'add', product, size, quantity: 1 });
  };
}

export function useCart(): CartView {
  const signedIn = getUserToken() !== null;
  const queryClient = useQueryClient();
  const visitor = useVisitorView(!signedIn);
  const server = useQuery({ ...serverCartQuery, enabled: signedIn });
  const change = useServerCartChange();
  const changing = useIsMutating({ mutationKey: cartKeys.mutation }) > 0;
  const mergeRunning = useSyncExternalStore(
    subscribeToMerge,
    () => merging !== null,
    () => false,
  );
  const browserCart = useVisitorCart();

  // A browser cart still waiting to join the account's (a sign-in a moment ago): merge it first.
  const awaitingMerge = signedIn && browserCart.lines.length > 0 && !mergeFailed;
  useEffect(() => {
    if (awaitingMerge && !mergeRunning) void mergeVisitorCart(queryClient);
  }, [awaitingMerge, mergeRunning, queryClient]);

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
