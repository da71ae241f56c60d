/**
 * Runs at most `max` tasks at once; the rest wait in arrival order. A finishing task hands its slot straight to the
 * next in line, so the bound holds however calls interleave.
 */
export function createConcurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
