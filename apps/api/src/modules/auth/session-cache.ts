/**
 * Remembers verified sessions for one second, so a burst of requests with one token costs one database read.
 * Revocation in this process is immediate; another process sees it within the second.
 */
import type { SessionMethod } from '../../db/schema';

export type CachedSession = {
  id: string;
  userId: number;
  tokenHash: string;
  method: SessionMethod;
  createdAt: Date;
};

export type SessionCache = {
  get(tokenHash: string): CachedSession | undefined;
  set(session: CachedSession): void;
  revoke(tokenHash: string): void;
  revokeUser(userId: number): void;
};

export function createSessionCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 1_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { session: CachedSession; expires: number }>();
  const cache: SessionCache = {
    get(tokenHash) {
      const hit = entries.get(tokenHash);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.session;
    },
    set(session) {
      entries.set(session.tokenHash, { session, expires: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    revoke(tokenHash) {
      entries.delete(tokenHash);
    },
    revokeUser(userId) {
      for (const [key, entry] of entries) if (entry.session.userId === userId) entries.delete(key);
    },
  };
  return cache;
}
