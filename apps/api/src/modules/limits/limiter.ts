/**
 * Limits that must hold across every request and API process (lockouts, code sends, failed codes): a slot is taken
 * with one atomic statement *before* the work it limits, and given back when the work shows it should not count (a
 * correct password). A full window answers 429 with Retry-After. Per-IP request rates are another matter
 * (plugins/rate-limit.ts).
 */
import { HttpError } from '../../plugins/envelope-and-errors';
import type { LimitRepository } from './repository';

export type Limit = {
  /** Names the counter; part of its key. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What the shopper reads when the window is full, given the seconds until it ends. */
  message(retryAfterSeconds: number): string;
};

/** A taken slot; `release` gives it back. */
export type Slot = { release(): Promise<void> };

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function createLimiter(repository: LimitRepository, now: () => number = Date.now) {
  return {
    /** Takes a slot of `limit` for `key`, or throws 429 when its window is full. */
    async take(limit: Limit, key: string): Promise<Slot> {
      const counter = `${limit.name}:${key}`;
      const { taken, windowEndsAt } = await repository.take(counter, limit.max, limit.windowSeconds);
      if (!taken) {
        const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - now()) / 1000));
        throw tooManyRequests(limit.message(retryAfter), retryAfter);
      }
      return { release: () => repository.release(counter, windowEndsAt) };
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
