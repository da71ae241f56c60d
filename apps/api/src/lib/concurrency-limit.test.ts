import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('never runs more than max tasks at once, and runs them all in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return n;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => limit(task(n))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual(results);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
