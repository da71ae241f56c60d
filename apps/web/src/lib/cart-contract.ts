/**
 * The contract's cart module (its `cartTotals` is the one pricing rule, shared with the server), loaded on demand:
 * it brings zod with it, which no page needs to paint. A visitor's cart prices itself with it once it has arrived,
 * and the signed-in customer's optimistic changes use it to keep the totals in step until the server answers.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type CartContract = typeof import('@lumen/contract/cart');

const listeners = new Set<() => void>();
let loaded: CartContract | undefined;
let loading: Promise<CartContract> | undefined;

export function loadCartContract(): Promise<CartContract> {
  loading ??= import('@lumen/contract/cart').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (the connection dropped) is tried again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The module if it has arrived (never waits). */
export function loadedCartContract(): CartContract | undefined {
  return loaded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The module, once loaded; asks for it when `wanted`. */
export function useCartContract(wanted = true): CartContract | undefined {
  useEffect(() => {
    if (wanted) void loadCartContract().catch(() => undefined);
  }, [wanted]);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
