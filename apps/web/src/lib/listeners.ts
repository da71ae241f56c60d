/** The listeners of a small store read with `useSyncExternalStore`: `subscribe` returns the unsubscribe. */
export type Listeners = {
  subscribe: (listener: () => void) => () => void;
  /** Calls every listener, in the order they subscribed. */
  emit: () => void;
};

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}
