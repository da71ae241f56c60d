import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('reuses a value until it expires', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock = 101;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', async () => ++loads)));
    expect(results).toEqual([1, 1, 1, 1, 1]);
  });

  it('evicts the oldest entry past its size bound, forgets failures, and clears', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', load)).toBe(5);
    cache.clear();
    expect(await cache.get('x', load)).toBe(6);
  });

  it('caches nothing with a zero lifetime', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });
});
