/**
 * A visitor's likes, kept in localStorage under `lumen-wishlist` until sign-in merges them into the account's
 * wishlist: one entry per product, shaped like the spec's wishlist item (product_id, title, images, original_price).
 * Every tab and every heart on the page stays in step.
 */
import type { ProductImage, ProductSummary } from '@lumen/contract/catalog';
import { useSyncExternalStore } from 'react';
import { fromJson, storageKey } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage';

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

function isVisitorLike(value: unknown): value is VisitorLike {
  if (typeof value !== 'object' || value === null) return false;
  const like = value as Record<string, unknown>;
  return typeof like.product_id === 'number' && typeof like.title === 'string' && Array.isArray(like.images);
}

const noLikes: ReadonlyArray<VisitorLike> = [];

const storedLikes = storageKey<ReadonlyArray<VisitorLike>>(STORAGE_KEYS.wishlist, {
  fallback: noLikes,
  parse: fromJson((value) => (Array.isArray(value) ? value.filter(isVisitorLike) : undefined)),
  isEmpty: (likes) => likes.length === 0,
});

/** The stored likes, newest first; the same array until storage changes (a stable snapshot for React). */
export const getVisitorLikes = (): ReadonlyArray<VisitorLike> => storedLikes.get();

/** Forgets the visitor's likes, e.g. once they have been merged into the account's wishlist. */
export function clearVisitorLikes(): void {
  storedLikes.set(noLikes);
}

export function toggleVisitorLike(product: LikeableProduct): void {
  const likes = getVisitorLikes();
  if (likes.some((like) => like.product_id === product.id)) {
    storedLikes.set(likes.filter((like) => like.product_id !== product.id));
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
  storedLikes.set([like, ...likes]);
}

export function useVisitorLikes(): ReadonlyArray<VisitorLike> {
  return useSyncExternalStore(storedLikes.subscribe, getVisitorLikes, () => noLikes);
}
