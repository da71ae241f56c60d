/**
 * Rate limits. Counters live in Redis when REDIS_URL is set, so every API process shares them — in memory while
 * Redis is unreachable (rate-limit-store.ts) — and otherwise in memory. Routes opt in through `config.rateLimit`;
 * nothing is limited globally.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from './envelope-and-errors';
import { fallbackStore } from './rate-limit-store';

export type RateLimitOptions = { redis?: Redis | undefined; keyPrefix?: string | undefined };

export default fp(
  async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
    await app.register(rateLimit, {
      global: false,
      ...(options.redis
        ? { store: fallbackStore(options.redis, { keyPrefix: `${options.keyPrefix ?? 'lumen'}:rl:`, logger: app.log }) }
        : {}),
      // The store never fails (it falls back to memory): an error here is a bug, not a reason to stop limiting.
      skipOnError: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
    });
  },
  { name: 'rate-limit' },
);
