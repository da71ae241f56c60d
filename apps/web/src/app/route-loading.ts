/**
 * Route screens as lazy modules, and the "a screen is on its way" signal the page frame shows as a progress bar.
 * React Router's declarative mode has no navigation state, so the lazy loaders themselves report what is pending.
 */
import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let pendingLoads = 0;
let loading = false;

// React calls a lazy loader while it renders; the frame is told afterwards, never in the middle of a render.
function report(change: 1 | -1): void {
  pendingLoads += change;
  queueMicrotask(() => {
    const next = pendingLoads > 0;
    if (next === loading) return;
    loading = next;
    for (const listener of listeners) listener();
  });
}

/** A screen component that downloads its module the first time it renders. */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    report(1);
    try {
      return { default: pick(await load()) };
    } finally {
      report(-1);
    }
  });
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
