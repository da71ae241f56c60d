/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first). Concurrent
 * misses for one key share a single load.
 */
export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expires: now() + options.ttlMs, value });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
