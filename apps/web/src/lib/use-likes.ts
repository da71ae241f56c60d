/**
 * The heart on every product card and product page. A signed-in customer's hearts are their wishlist on the server
 * (`wishlist/add`, `wishlist/delete/{id}`), changed optimistically and put back if the server refuses. A visitor's
 * likes live in localStorage under `lumen-wishlist`, one entry per product, shaped like the spec's wishlist item
 * (product_id, title, images, original_price), and sign-in merges them into the account's wishlist
 * (`mergeVisitorLikes`). Every tab and every heart on the page stays in step.
 */
import type { ProductImage, ProductSummary } from '@lumen/contract/catalog';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { accountKeys } from './account-keys';
import { accountApi, useWishlistQuery } from './account-queries';
import { notify as toast } from './notify';
import { getUserToken, readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

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
export type LikeableProduct = Pick<ProductSummary, 'id' | 'name' | 'image' | 'price' | 'original_price'>;

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

/**
 * Adds a visitor's likes to the account that just signed in, then forgets them. A product that has left the
 * catalogue since is simply dropped.
 */
export async function mergeVisitorLikes(queryClient: QueryClient): Promise<void> {
  const likes = getVisitorLikes();
  if (likes.length === 0) return;
  await Promise.allSettled(likes.map((like) => accountApi.addToWishlist(like.product_id)));
  clearVisitorLikes();
  await queryClient.invalidateQueries({ queryKey: accountKeys.wishlist });
}

const asWishlistItem = (product: LikeableProduct): WishlistItem => ({
  product_id: product.id,
  title: product.name,
  images: [product.image],
  price: product.price,
  original_price: product.original_price,
});

/** Whether `product` is liked, and the toggle for its heart. */
export function useLike(product: LikeableProduct): { liked: boolean; toggle: () => void } {
  const visitorLikes = useVisitorLikes();
  const wishlist = useWishlistQuery();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (like: boolean) =>
      like ? accountApi.addToWishlist(product.id) : accountApi.removeFromWishlist(product.id),
    onMutate: async (like: boolean) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.wishlist });
      const previous = queryClient.getQueryData<WishlistItem[]>(accountKeys.wishlist);
      queryClient.setQueryData<WishlistItem[]>(accountKeys.wishlist, (items = []) =>
        like ? [asWishlistItem(product), ...items] : items.filter((item) => item.product_id !== product.id),
      );
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(accountKeys.wishlist, context?.previous);
      void toast('error', error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.wishlist }),
  });

  if (getUserToken() === null) {
    return {
      liked: visitorLikes.some((like) => like.product_id === product.id),
      toggle: () => toggleVisitorLike(product),
    };
  }
  const liked = wishlist.data?.some((item) => item.product_id === product.id) ?? false;
  return { liked, toggle: () => change.mutate(!liked) };
}
