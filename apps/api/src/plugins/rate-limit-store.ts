/**
 * Where rate-limit counters live: in Redis, shared by every API process, while Redis answers; in this process's
 * memory while it does not (refused, stalled, timed out), so a limit is never switched off and never waits on Redis
 * longer than its command timeout. The next answer from Redis takes the counters back there by itself. Each outage
 * logs one warning when it begins and one line when it ends.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type Store } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = Parameters<Store['incr']>[1];
type Method = 'incr' | 'read';

/** Tracks one Redis connection's outages, so each is reported once. */
function outageReporter(logger: FastifyBaseLogger) {
  let down = false;
  return {
    failed(reason: string) {
      if (down) return;
      down = true;
      logger.warn(
        { redis: { reason } },
        'Redis is unreachable: rate limits use this process’s own counters until it answers again',
      );
    },
    answered() {
      if (!down) return;
      down = false;
      logger.info('Redis answers again: rate limits are shared again');
    },
  };
}

export function fallbackStore(
  redis: Redis,
  options: { keyPrefix: string; logger: FastifyBaseLogger },
): FastifyRateLimitStoreCtor {
  const outage = outageReporter(options.logger);

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    /**
     * With lib/redis.ts's options a command fails at once while there is no connection (no offline queue) and after
     * REDIS_COMMAND_TIMEOUT_MS on a connection that stopped answering; either way this request counts in memory.
     */
    private use(method: Method, key: string, callback: Callback, timeWindow: number, max: number) {
      this.shared[method](
        key,
        (error, result) => {
          if (error || !result) {
            outage.failed(error?.message ?? 'no answer');
            this.local[method](key, callback, timeWindow, max);
            return;
          }
          outage.answered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new FallbackStore(this.shared.child(routeOptions) as Store, this.local.child(routeOptions) as Store);
    }
  }

  return class extends FallbackStore {
    /** The plugin passes its resolved settings, which carry these two beside the documented options. */
    constructor(settings: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = settings as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, options.keyPrefix),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
