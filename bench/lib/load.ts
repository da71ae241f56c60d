/**
 * Interleaved load runs with autocannon: every target gets the same warm-up, then the rounds alternate between
 * targets (A B, B A, A B, …) so that drift in the machine (CPU boost, other work) falls on all of them alike.
 * Latencies of all rounds are pooled, so p50 and p99 are percentiles of every response, not averages of rounds.
 */
import autocannon from 'autocannon';

/** One request of a target's rotation: its own path, headers (added to the target's) or body. */
export type LoadRequest = { path?: string; headers?: Record<string, string>; body?: string };

export type LoadTarget = {
  /** Short name for tables, e.g. `health`. */
  name: string;
  url: string;
  /**
   * Paths (with query) on `url`'s origin that every connection requests in turn, round and round, instead of `url`
   * alone: many products or listings rather than one cached answer.
   */
  paths?: string[];
  /**
   * Requests handed out in turn across all connections (each new request takes the next one, round and round), so
   * that with more requests than connections no two connections send the same one at once: one sign-in per
   * account, one bearer token per customer. Takes the place of `paths`.
   */
  requests?: LoadRequest[];
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Count and time only 2xx answers: `requests`, `rps`, p50 and p99 are then of successes alone (a sign-in answered
   * 429 verified no password); `non2xx` still says how many others there were.
   */
  successesOnly?: boolean;
  /**
   * Another load that runs through each of this target's runs, warm-up included: started `settleMs` (1,000) before
   * the measured load, stopped after it, and given `settleMs` more to drain before the next run. Its figures are
   * pooled into `background` of the result.
   */
  background?: { target: LoadTarget; connections: number; settleMs?: number };
};

export type LoadOptions = {
  rounds: number;
  durationSeconds: number;
  connections: number;
  warmupSeconds: number;
  /** Called after every measured run, for progress lines. */
  onRun?: (round: number, target: LoadTarget, run: RunFigures) => void;
};

/** One measured run; `p99Ms` is the run's own (the target's result pools the latencies of all its runs). */
export type RunFigures = { requests: number; seconds: number; rps: number; p99Ms: number; background?: RunFigures };

export type TargetResult = {
  name: string;
  url: string;
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  runs: RunFigures[];
  /** The target's `background` load, pooled over the same runs. */
  background?: Omit<TargetResult, 'background'>;
};

type Run = {
  figures: RunFigures;
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
  background?: Run;
};

/** Answers that were not a success: non-2xx, errors and timeouts. */
export const failures = (r: { non2xx: number; errors: number; timeouts: number }) => r.non2xx + r.errors + r.timeouts;

const DEFAULT_SETTLE_MS = 1_000;
/** Longer than any background load is needed: it is stopped when the measured run ends. */
const BACKGROUND_MAX_SECONDS = 3_600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts autocannon on `target`; the promise settles when the run ends, after `durationSeconds` or `stop()`. */
function startLoad(target: LoadTarget, connections: number, durationSeconds: number) {
  const latencies: number[] = [];
  const list = target.requests;
  let next = 0;
  const instance = autocannon({
    url: target.url,
    connections,
    duration: durationSeconds,
    ...(target.method ? { method: target.method } : {}),
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(list?.length
      ? {
          requests: [
            {
              // One shared counter: every request of every connection takes the next entry.
              setupRequest: (request) => {
                const own = list[next++ % list.length] ?? {};
                return {
                  ...request,
                  ...(own.path !== undefined ? { path: own.path } : {}),
                  ...(own.body !== undefined ? { body: own.body } : {}),
                  headers: { ...request.headers, ...own.headers },
                };
              },
            },
          ],
        }
      : target.paths?.length
        ? { requests: target.paths.map((path) => ({ path })) }
        : {}),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (!target.successesOnly || (status >= 200 && status < 300)) latencies.push(ms);
  });
  const done = (async (): Promise<Run> => {
    const result = await instance;
    const sorted = Float64Array.from(latencies).sort();
    return {
      figures: {
        requests: latencies.length,
        seconds: result.duration,
        rps: latencies.length / result.duration,
        p99Ms: percentile(sorted, 99),
      },
      latencies,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  })();
  return { stop: () => instance.stop(), done };
}

async function runOnce(target: LoadTarget, connections: number, durationSeconds: number): Promise<Run> {
  const background = target.background;
  if (!background) return startLoad(target, connections, durationSeconds).done;
  const settleMs = background.settleMs ?? DEFAULT_SETTLE_MS;
  const behind = startLoad(background.target, background.connections, BACKGROUND_MAX_SECONDS);
  try {
    await sleep(settleMs);
    const run = await startLoad(target, connections, durationSeconds).done;
    behind.stop();
    const backgroundRun = await behind.done;
    await sleep(settleMs);
    return { ...run, figures: { ...run.figures, background: backgroundRun.figures }, background: backgroundRun };
  } finally {
    behind.stop();
  }
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** The figures of `runs` pooled: counts summed, percentiles over every latency of every run. */
function pool(target: LoadTarget, runs: Run[]): Omit<TargetResult, 'background'> {
  const requests = runs.reduce((sum, run) => sum + run.figures.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.figures.seconds, 0);
  const sorted = new Float64Array(runs.reduce((sum, run) => sum + run.latencies.length, 0));
  let offset = 0;
  for (const run of runs) {
    sorted.set(run.latencies, offset);
    offset += run.latencies.length;
  }
  sorted.sort();
  return {
    name: target.name,
    url: target.url,
    requests,
    seconds,
    rps: requests / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    runs: runs.map((run) => run.figures),
  };
}

export async function runInterleaved(targets: LoadTarget[], options: LoadOptions): Promise<TargetResult[]> {
  for (const target of targets) await runOnce(target, options.connections, options.warmupSeconds);

  const runs = new Map<LoadTarget, Run[]>(targets.map((target) => [target, []]));
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) {
      const run = await runOnce(target, options.connections, options.durationSeconds);
      runs.get(target)?.push(run);
      options.onRun?.(round, target, run.figures);
    }
  }

  return targets.map((target) => {
    const own = runs.get(target) ?? [];
    const behind = own.flatMap((run) => (run.background ? [run.background] : []));
    const background = target.background && behind.length ? pool(target.background.target, behind) : undefined;
    return { ...pool(target, own), ...(background ? { background } : {}) };
  });
}
