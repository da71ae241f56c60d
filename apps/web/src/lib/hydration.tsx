/**
 * Hydration-safe reads of the browser. A server-rendered page must first render in the browser exactly as it did on
 * the server, which saw no storage; what only the browser knows (a sign-up's step kept in this tab) appears in the
 * render right after.
 */
import { type ReactNode, useEffect, useState } from 'react';

/**
 * True while a render must match the server's HTML: in the server's renderer, and in the browser from `beginHydration`
 * until the page's first render has committed (`endHydration`, from router.tsx).
 */
let hydrating = false;

/** The renders from now on reproduce the server's HTML (the server renderer; main.tsx before it hydrates). */
export function beginHydration(): void {
  hydrating = true;
}

/** The page has hydrated: components that mount from now on see the browser at once. */
export function endHydration(): void {
  hydrating = false;
}

/** False on the server and while the browser hydrates its HTML; true from the next render on (and at once otherwise). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Renders `children` in the browser only: the server (and hydration) render nothing in their place. */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
