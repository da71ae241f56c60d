/**
 * `POST /api/dev/price-holds/expire` `{ email }` — ends the price holds of one customer's cart now, as if
 * PRICE_LOCK_MINUTES had passed (decision 034), so a browser test sees a hold run out and the cart name the change
 * without waiting. Development only, like the outbox: the route does not exist in production, and it answers only a
 * client on this machine, judged by the socket's peer.
 */
import { ExpirePriceHoldsRequestSchema, ExpirePriceHoldsResultSchema } from '@lumen/contract/dev-tools';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopback } from '../../lib/loopback';
import { notFound, ok } from '../../plugins/envelope-and-errors';
import type { CartRepository } from './repository';

export const cartDevRoutes: FastifyPluginAsyncZod<{ carts: CartRepository }> = async (app, { carts }) => {
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
      const lines = await carts.expireHolds(request.body.email);
      return ok(`${lines} held price(s) ran out`, { lines });
    },
  );
};
