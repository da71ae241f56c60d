/** The part of autocannon 9's API the benches use; the package ships no type declarations. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    /** A request as autocannon builds it: the defaults of `Options` with a `requests` entry's own fields. */
    interface RequestData {
      path?: string;
      method?: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    }

    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** The sequence of requests each connection makes, round and round (on `url`'s origin). */
      requests?: Array<{
        path?: string;
        method?: string;
        headers?: Record<string, string>;
        body?: string;
        /** Called before each send of this entry; returns the request to send (rebuilt every time). */
        setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
      }>;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      url: string;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, ms: number) => void,
      ): this;
      on(event: 'done', listener: (result: Result) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
