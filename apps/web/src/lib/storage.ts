/**
 * The browser-storage keys of the app, and the customer's token and the session items over lib/browser-storage.ts:
 * storage can be unavailable (private mode, blocked cookies), and a missing value must never break a screen.
 */
import { BRAND } from './brand';
import { readItem, tokenKey, writeItem } from './browser-storage';

export const STORAGE_KEYS = {
  theme: 'theme',
  userToken: BRAND.tokenStorageKey,
  /** A visitor's liked products (features/account/visitor-likes.ts), kept until sign-in merges them into the account's wishlist. */
  wishlist: 'lumen-wishlist',
  /** A visitor's cart (features/cart/visitor-cart.ts), kept until sign-in merges it into the account's cart. */
  cart: 'lumen-cart',
} as const;

const userToken = tokenKey(STORAGE_KEYS.userToken);

/** The signed-in customer's bearer token, or null for a visitor. */
export const getUserToken = (): string | null => userToken.get();

/** Calls `listener` when the token is set or cleared, in this tab or another; returns the unsubscribe. */
export const subscribeToUserToken = (listener: () => void): (() => void) => userToken.subscribe(listener);

export const setUserToken = (token: string): void => userToken.set(token);

export const clearUserToken = (): void => userToken.remove();

/** Session storage (this tab only), for state that must survive a reload but not outlive the visit. */
export const readSessionItem = (key: string): string | null => readItem('session', key);

export const writeSessionItem = (key: string, value: string | null): void => writeItem('session', key, value);
