/**
 * `POST /api/dev/price-holds/expire` `{ email }` — ends the price holds of one customer's cart now, as if
 * PRICE_LOCK_MINUTES had passed (decision 034), so a browser test sees a hold run out and the cart name the change
 * without waiting. Development only, like the outbox: the route does not exist in production, and it answers only a
 * client on this machine, judged by the socket's peer.
 */
import { ExpirePriceHoldsRequestSchema, ExpirePriceHoldsResultSchema } from '@lumen/contract/dev-tools';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cartItems, users } from '../../db/schema/index';
import { isLoopback } from '../../notify/outbox-routes';
import { notFound, ok } from '../../plugins/envelope-and-errors';

/** Every held price of the customer's lines runs out now; answers how many lines had one. */
async function expireHolds(db: Db, email: string): Promise<number> {
  const customer = db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const rows = await db
    .update(cartItems)
    .set({ priceLockedUntil: sql`now()` })
    .where(and(inArray(cartItems.userId, customer), gt(cartItems.priceLockedUntil, sql`now()`)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export const cartDevRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    API_PATHS.devExpirePriceHolds,
    {
      schema: {
        tags: ['development'],
        operationId: 'expirePriceHolds',
        security: [],
        summary: 'End a customer’s price holds now, as if PRICE_LOCK_MINUTES had passed (development only)',
        body: ExpirePriceHoldsRequestSchema,
        response: { 200: envelopeOf(ExpirePriceHoldsResultSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!isLoopback(request.raw.socket.remoteAddress))
        throw notFound(`No such API route: POST ${API_PATHS.devExpirePriceHolds}`);
      const lines = await expireHolds(db, request.body.email);
      return ok(`${lines} held price(s) ran out`, { lines });
    },
  );
};
