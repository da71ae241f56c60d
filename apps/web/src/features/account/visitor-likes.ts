/**
 * A visitor's likes, kept in localStorage under `lumen-wishlist` until sign-in merges them into the account's
 * wishlist: one entry per product, shaped like the spec's wishlist item (product_id, title, images, original_price).
 * Every tab and every heart on the page stays in step.
 */
import type { ProductImage, ProductSummary } from '@lumen/contract/catalog';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

export type VisitorLike = {
  product_id: number;
  title: string;
  images: ProductImage[];
  /** In cents, as the catalogue API sends it. */
  price: number;
  original_price: number;
  liked_at: string;
};

/** What a heart needs to know about the product it stands for. */
export type LikeableProduct = Pick<ProductSummary, 'id' | 'name' | 'image' | 'price' | 'original_price'> &
  Partial<Pick<ProductSummary, 'photo'>>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedLikes: ReadonlyArray<VisitorLike> = [];

function isVisitorLike(value: unknown): value is VisitorLike {
  if (typeof value !== 'object' || value === null) return false;
  const like = value as Record<string, unknown>;
  return typeof like.product_id === 'number' && typeof like.title === 'string' && Array.isArray(like.images);
}

function parse(raw: string | null): ReadonlyArray<VisitorLike> {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isVisitorLike) : [];
  } catch {
    return [];
  }
}

/** The stored likes, newest first; the same array until storage changes (a stable snapshot for React). */
export function getVisitorLikes(): ReadonlyArray<VisitorLike> {
  const raw = readStorage(STORAGE_KEYS.wishlist);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLikes = parse(raw);
  }
  return cachedLikes;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function save(likes: ReadonlyArray<VisitorLike>): void {
  if (likes.length === 0) removeStorage(STORAGE_KEYS.wishlist);
  else writeStorage(STORAGE_KEYS.wishlist, JSON.stringify(likes));
  notify();
}

/** Forgets the visitor's likes, e.g. once they have been merged into the account's wishlist. */
export function clearVisitorLikes(): void {
  save([]);
}

export function toggleVisitorLike(product: LikeableProduct): void {
  const likes = getVisitorLikes();
  if (likes.some((like) => like.product_id === product.id)) {
    save(likes.filter((like) => like.product_id !== product.id));
    return;
  }
  const like: VisitorLike = {
    product_id: product.id,
    title: product.name,
    images: [product.image],
    price: product.price,
    original_price: product.original_price,
    liked_at: new Date().toISOString(),
  };
  save([like, ...likes]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  function onStorage(event: StorageEvent) {
    if (event.key === STORAGE_KEYS.wishlist || event.key === null) listener();
  }
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noLikes: ReadonlyArray<VisitorLike> = [];

export function useVisitorLikes(): ReadonlyArray<VisitorLike> {
  return useSyncExternalStore(subscribe, getVisitorLikes, () => noLikes);
}
