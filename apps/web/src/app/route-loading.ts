/**
 * Route screens as lazy modules, and the "a screen is on its way" signal the page frame shows as a progress bar.
 * React Router's declarative mode has no navigation state, so the loaders themselves report what is pending.
 *
 * A screen can be loaded before it renders (`load`), and one that has loaded renders at once. That is what lets the
 * browser hydrate a server-rendered page in one pass (main.tsx loads the page's screens first, so nothing suspends
 * while the server's HTML is adopted), and what keeps the current page on screen while the next one downloads
 * (router.tsx). Until then, rendering it suspends, as `React.lazy` does.
 */
import { type ComponentType, createElement, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let pendingLoads = 0;
let loading = false;

// A screen may start loading while it renders; the frame is told afterwards, never in the middle of a render.
function report(change: 1 | -1): void {
  pendingLoads += change;
  queueMicrotask(() => {
    const next = pendingLoads > 0;
    if (next === loading) return;
    loading = next;
    for (const listener of listeners) listener();
  });
}

/** A route's screen (or frame) whose module downloads the first time it renders, or earlier through `load`. */
export type LazyScreen = ComponentType & {
  /** Downloads the module once; resolves when the screen can render without suspending (or has failed to load). */
  load(): Promise<void>;
  /** True once the module is here (or has failed to load): the screen renders without suspending. */
  readonly loaded: boolean;
};

export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let screen: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let download: Promise<void> | undefined;
  const loadOnce = () => {
    download ??= (async () => {
      report(1);
      try {
        screen = pick(await load());
      } catch (error) {
        // Thrown where the screen renders, so the app's error boundary shows it.
        failure = { error };
      } finally {
        report(-1);
      }
    })();
    return download;
  };
  function Screen(props: object) {
    if (screen) return createElement(screen, props);
    if (failure) throw failure.error;
    // Suspends the nearest Suspense boundary until the module is here.
    throw loadOnce();
  }
  return Object.assign(Screen, {
    load: loadOnce,
    get loaded() {
      return screen !== undefined || failure !== undefined;
    },
  });
}

/** Whether `type` (an element's component) is a lazy screen. */
export function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === 'function' && 'load' in type && 'loaded' in type;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen's module is downloading after a navigation. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading,
    () => false,
  );
}
