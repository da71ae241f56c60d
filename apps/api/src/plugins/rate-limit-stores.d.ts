/** Types of the two stores @fastify/rate-limit ships as plain JavaScript; rate-limit-store.ts combines them. */
declare module '@fastify/rate-limit/store/*' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export interface Store extends FastifyRateLimitStore {
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
  const Store: {
    new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string): Store;
    new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number): Store;
  };
  export default Store;
}
