/**
 * The browser-storage keys of the app and safe accessors: storage can be unavailable (private mode, blocked
 * cookies), and a missing value must never break a screen.
 */
import { BRAND } from './brand';

export const STORAGE_KEYS = {
  theme: 'theme',
  userToken: BRAND.tokenStorageKey,
  /** A visitor's liked products (features/account/visitor-likes.ts), kept until sign-in merges them into the account's wishlist. */
  wishlist: 'lumen-wishlist',
  /** A visitor's cart (features/cart/visitor-cart.ts), kept until sign-in merges it into the account's cart. */
  cart: 'lumen-cart',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is full or blocked: the preference simply is not remembered.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The signed-in customer's bearer token, or null for a visitor. */
export function getUserToken(): string | null {
  const token = readStorage(STORAGE_KEYS.userToken);
  return token && token.trim() !== '' ? token : null;
}

const tokenListeners = new Set<() => void>();

/** Calls `listener` when the token is set or cleared, in this tab or another; returns the unsubscribe. */
export function subscribeToUserToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.userToken || event.key === null) listener();
  };
  tokenListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setUserToken(token: string): void {
  writeStorage(STORAGE_KEYS.userToken, token);
  for (const listener of tokenListeners) listener();
}

export function clearUserToken(): void {
  removeStorage(STORAGE_KEYS.userToken);
  for (const listener of tokenListeners) listener();
}

/** Session storage (this tab only), for state that must survive a reload but not outlive the visit. */
export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Blocked storage: the state lasts until the page is left.
  }
}
