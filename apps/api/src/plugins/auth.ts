/**
 * The bearer-token guard. Routes that need a customer add `preHandler: app.authenticate`; the verified session is
 * then on `request.session`. Expired, revoked or missing tokens answer 401 in the envelope.
 */
import { SESSION_IDLE_DAYS } from '@lumen/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedSession, SessionCache } from '../modules/auth/session-cache';
import { hashToken } from '../modules/auth/tokens';
import { HttpError } from './envelope-and-errors';

type StoredSession = CachedSession & { lastSeenAt: Date; expiresAt: Date };

export type AuthGuardOptions = {
  cache: SessionCache;
  findSession(tokenHash: string): Promise<StoredSession | undefined>;
  touchSession(id: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    session: CachedSession;
  }
}

const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reading an account does not write on every request. */
const TOUCH_EVERY_MS = 60 * 60_000;

export const SIGN_IN_REQUIRED = 'Your session has ended. Please sign in again.';

export default fp(
  async function authGuard(app: FastifyInstance, options: AuthGuardOptions) {
    app.decorateRequest('session', null as unknown as CachedSession);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
      if (!match?.[1]) throw new HttpError(401, 'Please sign in to continue.');
      const tokenHash = hashToken(match[1]);
      const cached = options.cache.get(tokenHash);
      if (cached) {
        request.session = cached;
        return;
      }
      const stored = await options.findSession(tokenHash);
      const now = Date.now();
      if (!stored || stored.expiresAt.getTime() <= now || stored.lastSeenAt.getTime() + IDLE_MS <= now) {
        if (stored) await options.deleteSession(stored.id);
        throw new HttpError(401, SIGN_IN_REQUIRED);
      }
      if (now - stored.lastSeenAt.getTime() > TOUCH_EVERY_MS) await options.touchSession(stored.id);
      const session: CachedSession = {
        id: stored.id,
        userId: stored.userId,
        tokenHash,
        method: stored.method,
        createdAt: stored.createdAt,
      };
      options.cache.set(session);
      request.session = session;
    });
  },
  { name: 'auth-guard' },
);
