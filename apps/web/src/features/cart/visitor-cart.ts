/**
 * A visitor's cart, kept in localStorage under `lumen-cart` until sign-in merges it into the account's cart. Every
 * tab and every screen reading it stays in step; the rules of its lines are cart-model.ts's. Nothing here loads
 * zod.
 */
import { useSyncExternalStore } from 'react';
import { fromJson, storageKey } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  addVisitorLine,
  type CartProduct,
  EMPTY_VISITOR_CART,
  removeVisitorLine,
  setVisitorLineQuantity,
  setVisitorLineSaved,
  type VisitorCart,
  type VisitorCartLine,
} from './cart-model';

function isLine(value: unknown): value is VisitorCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    typeof line.product_id === 'number' &&
    typeof line.name === 'string' &&
    typeof line.quantity === 'number' &&
    line.quantity >= 1 &&
    typeof line.unit_price === 'number' &&
    typeof line.image === 'object' &&
    line.image !== null
  );
}

/** The cart in stored JSON: its well-formed lines and its coupon. */
function cartOf(value: unknown): VisitorCart | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as { lines?: unknown; coupon?: unknown };
  // A line stored before photos existed has none: it shows its drawn picture; one stored before variants, none; one
  // stored before engraving is plain.
  const lines = Array.isArray(stored.lines)
    ? stored.lines.filter(isLine).map((line) => ({
        ...line,
        photo: line.photo ?? null,
        variant_id: line.variant_id ?? null,
        sku: line.sku ?? null,
        options: line.options ?? {},
        engraving: line.engraving ?? null,
        lead_days: line.lead_days ?? null,
      }))
    : [];
  return { lines, coupon: typeof stored.coupon === 'string' ? stored.coupon : null };
}

const storedCart = storageKey<VisitorCart>(STORAGE_KEYS.cart, {
  fallback: EMPTY_VISITOR_CART,
  parse: fromJson(cartOf),
  isEmpty: (cart) => cart.lines.length === 0 && cart.coupon === null,
});

/** The stored cart; the same object until storage changes (a stable snapshot for React). */
export const getVisitorCart = (): VisitorCart => storedCart.get();

const update = (change: (cart: VisitorCart) => VisitorCart) => storedCart.set(change(getVisitorCart()));

export const addToVisitorCart = (product: CartProduct, size: string | null, quantity = 1) =>
  update((cart) => addVisitorLine(cart, product, size, quantity));

export const setVisitorQuantity = (id: number, quantity: number) =>
  update((cart) => setVisitorLineQuantity(cart, id, quantity));

export const setVisitorSaved = (id: number, saved: boolean) => update((cart) => setVisitorLineSaved(cart, id, saved));

export const removeFromVisitorCart = (id: number) => update((cart) => removeVisitorLine(cart, id));

export const setVisitorCoupon = (code: string | null) => update((cart) => ({ ...cart, coupon: code }));

/** Forgets the visitor's cart, once it has been merged into the account's. */
export function clearVisitorCart(): void {
  storedCart.set(EMPTY_VISITOR_CART);
}

export function useVisitorCart(): VisitorCart {
  return useSyncExternalStore(storedCart.subscribe, getVisitorCart, () => EMPTY_VISITOR_CART);
}
