/**
 * Hydration-safe reads of the browser. A server-rendered page must first render in the browser exactly as it did on
 * the server, which saw no storage; what only the browser knows (a sign-up's step kept in this tab) appears in the
 * render right after. React gives this directly: while it hydrates, `useSyncExternalStore` reads the server's
 * snapshot, and the client's from the next render on.
 */
import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while the browser hydrates its HTML; true from the next render on (and at once otherwise). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Renders `children` in the browser only: the server (and hydration) render nothing in their place. */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
