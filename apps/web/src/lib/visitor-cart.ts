/**
 * A visitor's cart, kept in localStorage under `lumen-cart` until sign-in merges it into the account's cart: each
 * line holds the product's snapshot for display (name, description, image, price, category) with its product_id,
 * size, quantity and whether it is saved for later, plus the coupon code the visitor applied. Every tab and every
 * screen reading it stays in step. Nothing here loads zod: the pricing rule is the contract's zod-free cart-pricing.
 */
import type { CartLine } from '@lumen/contract/cart';
import { CART_QUANTITY_MAX } from '@lumen/contract/cart-pricing';
import type { Category, ProductImage } from '@lumen/contract/catalog';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

export type VisitorCartLine = Omit<CartLine, 'line_total'> & { saved_for_later: boolean };
export type VisitorCart = { lines: ReadonlyArray<VisitorCartLine>; coupon: string | null };

/** What the cart keeps of a product: the product page's `Product` fits. */
export type CartProduct = {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: ProductImage;
  price: number;
  category: Category;
};

const EMPTY: VisitorCart = { lines: [], coupon: null };
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: VisitorCart = EMPTY;

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
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { lines?: unknown; coupon?: unknown };
    const lines = Array.isArray(value.lines) ? value.lines.filter(isLine) : [];
    return { lines, coupon: typeof value.coupon === 'string' ? value.coupon : null };
  } catch {
    return EMPTY;
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

function update(change: (cart: VisitorCart) => VisitorCart): void {
  save(change(getVisitorCart()));
}

const mapLine = (id: number, change: (line: VisitorCartLine) => VisitorCartLine) =>
  update((cart) => ({ ...cart, lines: cart.lines.map((line) => (line.id === id ? change(line) : line)) }));

/**
 * Adds one piece in one size: the same product and size again adds to its quantity (at most CART_QUANTITY_MAX), and a
 * line saved for later comes back to the cart.
 */
export function addToVisitorCart(product: CartProduct, size: string | null, quantity = 1): void {
  update((cart) => {
    const same = cart.lines.find((line) => line.product_id === product.id && line.size === size);
    if (same) {
      return {
        ...cart,
        lines: cart.lines.map((line) =>
          line === same
            ? { ...line, quantity: Math.min(line.quantity + quantity, CART_QUANTITY_MAX), saved_for_later: false }
            : line,
        ),
      };
    }
    const line: VisitorCartLine = {
      id: cart.lines.reduce((max, each) => Math.max(max, each.id), 0) + 1,
      product_id: product.id,
      slug: product.slug,
      name: product.name,
      description: product.description,
      image: product.image,
      size,
      quantity: Math.min(quantity, CART_QUANTITY_MAX),
      unit_price: product.price,
      category: product.category,
      saved_for_later: false,
    };
    return { ...cart, lines: [...cart.lines, line] };
  });
}

export function setVisitorQuantity(id: number, quantity: number): void {
  const bounded = Math.min(Math.max(Math.trunc(quantity), 1), CART_QUANTITY_MAX);
  mapLine(id, (line) => ({ ...line, quantity: bounded }));
}

export function setVisitorSaved(id: number, saved: boolean): void {
  mapLine(id, (line) => ({ ...line, saved_for_later: saved }));
}

export function removeFromVisitorCart(id: number): void {
  update((cart) => ({ ...cart, lines: cart.lines.filter((line) => line.id !== id) }));
}

export function setVisitorCoupon(code: string | null): void {
  update((cart) => ({ ...cart, coupon: code }));
}

/** Forgets the visitor's cart, once it has been merged into the account's. */
export function clearVisitorCart(): void {
  save(EMPTY);
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
  return useSyncExternalStore(subscribe, getVisitorCart, () => EMPTY);
}

/** A stored line as the cart screens show every line (the server's `CartLine`). */
export const asCartLine = ({ saved_for_later: _saved, ...line }: VisitorCartLine): CartLine => ({
  ...line,
  line_total: line.unit_price * line.quantity,
});
