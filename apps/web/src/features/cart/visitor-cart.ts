/**
 * A visitor's cart, kept in localStorage under `lumen-cart` until sign-in merges it into the account's cart. Every
 * tab and every screen reading it stays in step; the rules of its lines are cart-model.ts's. Nothing here loads
 * zod.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
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

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: VisitorCart = EMPTY_VISITOR_CART;

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

function parse(raw: string | null): VisitorCart {
  if (!raw) return EMPTY_VISITOR_CART;
  try {
    const value = JSON.parse(raw) as { lines?: unknown; coupon?: unknown };
    // A line stored before photos existed has none: it shows its drawn picture.
    const lines = Array.isArray(value.lines)
      ? value.lines.filter(isLine).map((line) => ({ ...line, photo: line.photo ?? null }))
      : [];
    return { lines, coupon: typeof value.coupon === 'string' ? value.coupon : null };
  } catch {
    return EMPTY_VISITOR_CART;
  }
}

/** The stored cart; the same object until storage changes (a stable snapshot for React). */
export function getVisitorCart(): VisitorCart {
  const raw = readStorage(STORAGE_KEYS.cart);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function save(cart: VisitorCart): void {
  if (cart.lines.length === 0 && cart.coupon === null) removeStorage(STORAGE_KEYS.cart);
  else writeStorage(STORAGE_KEYS.cart, JSON.stringify(cart));
  for (const listener of listeners) listener();
}

const update = (change: (cart: VisitorCart) => VisitorCart) => save(change(getVisitorCart()));

export const addToVisitorCart = (product: CartProduct, size: string | null, quantity = 1) =>
  update((cart) => addVisitorLine(cart, product, size, quantity));

export const setVisitorQuantity = (id: number, quantity: number) =>
  update((cart) => setVisitorLineQuantity(cart, id, quantity));

export const setVisitorSaved = (id: number, saved: boolean) => update((cart) => setVisitorLineSaved(cart, id, saved));

export const removeFromVisitorCart = (id: number) => update((cart) => removeVisitorLine(cart, id));

export const setVisitorCoupon = (code: string | null) => update((cart) => ({ ...cart, coupon: code }));

/** Forgets the visitor's cart, once it has been merged into the account's. */
export function clearVisitorCart(): void {
  save(EMPTY_VISITOR_CART);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  function onStorage(event: StorageEvent) {
    if (event.key === STORAGE_KEYS.cart || event.key === null) listener();
  }
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useVisitorCart(): VisitorCart {
  return useSyncExternalStore(subscribe, getVisitorCart, () => EMPTY_VISITOR_CART);
}
