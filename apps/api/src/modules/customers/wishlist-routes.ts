/** `wishlist/list` (data.wishlist), `wishlist/add` {product_id}, `wishlist/delete/{product_id}` of spec §7. */
import { ErrorEnvelopeSchema, envelopeOf, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import { WishlistAddRequestSchema, WishlistIdParamsSchema, WishlistSchema } from '@lumen/contract/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { WishlistService } from './wishlist-service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const common = { tags: ['wishlist'], security: [{ bearer: [] }] };

  app.get(
    API_PATHS.wishlistList,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'listWishlist',
        summary: 'The liked products',
        response: { 200: envelopeOf(WishlistSchema), ...errors },
      },
    },
    async (request) => ok('OK', { wishlist: await wishlist.list(request.session.userId) }),
  );

  app.post(
    API_PATHS.wishlistAdd,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'addToWishlist',
        summary: 'Like a product (liking twice keeps one)',
        body: WishlistAddRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await wishlist.add(request.session.userId, request.body.product_id);
      return ok('Added to your wishlist.');
    },
  );

  app.delete(
    API_PATHS.wishlistDelete,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'removeFromWishlist',
        summary: 'Remove a product (the id is the product_id)',
        params: WishlistIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await wishlist.remove(request.session.userId, request.params.id);
      return ok('Removed from your wishlist.');
    },
  );
};
