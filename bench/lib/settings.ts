/** The benches' settings from the environment (documented per bench in bench/README.md). */

/** A positive number from `name`, or `fallback` when it is unset or not a positive number. */
export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Rounds, seconds per measured run and warm-up seconds: BENCH_ROUNDS, BENCH_SECONDS, BENCH_WARMUP_SECONDS. */
export function runsFromEnv(rounds = 3) {
  return {
    rounds: numberFromEnv('BENCH_ROUNDS', rounds),
    durationSeconds: numberFromEnv('BENCH_SECONDS', 5),
    warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 3),
  };
}
