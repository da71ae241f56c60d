/**
 * The Redis connection of the rate-limit counters, with the options that keep a slow or missing Redis from slowing
 * requests: every command gives up after REDIS_COMMAND_TIMEOUT_MS, a connection on which answers stop is dropped and
 * opened again, and while there is no connection commands fail at once instead of queueing.
 */
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** How long start-up waits for the first connection before going on (counters stay in memory until it comes). */
const FIRST_CONNECTION_MS = 2_000;

export async function connectRedis(url: string, options: { commandTimeoutMs?: number } = {}): Promise<Redis> {
  const redis = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? 250,
    // No byte back for a second while a command waits: the connection is dead (a stall, a half-open socket).
    socketTimeout: 1_000,
    connectTimeout: FIRST_CONNECTION_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Try again soon, so the counters go back to Redis within a couple of seconds of it returning.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Outages are reported once each by the rate-limit store; without a listener ioredis prints every retry.
  redis.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_CONNECTION_MS);
    }),
  ]);
  clearTimeout(timer);
  return redis;
}
