/**
 * The signed-in customer's cart: `GET /api/cart`, `POST /api/cart/items`, `PATCH|DELETE /api/cart/items/{id}`,
 * `POST /api/cart/merge` (a visitor’s browser cart at sign-in), `PUT|DELETE /api/cart/coupon` and `POST /api/cart/prices`
 * (take today’s prices once a held one ran out). Every call answers
 * with the whole cart, priced by the server.
 */
import {
  CART_MESSAGES,
  CartItemInputSchema,
  CartItemParamsSchema,
  CartItemPatchSchema,
  CartMergeRequestSchema,
  CartMergeResultSchema,
  CartSchema,
} from '@lumen/contract/cart';
import { ApplyCouponRequestSchema } from '@lumen/contract/coupons';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { CartService } from './service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const CartEnvelope = envelopeOf(CartSchema);
const PRICES =
  'Amounts are integer cents: line_total = unit_price × quantity (the catalogue’s price now); the discount applies to the coupon’s category only when it has one; gst is 18 % of (subtotal − discount) rounded once to the nearest cent; shipping is free.';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const guarded = { preHandler: app.authenticate };
  const common = { tags: ['cart'], security: [{ bearer: [] }], description: PRICES };

  app.get(
    API_PATHS.cart,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'getCart',
        summary: 'The cart, the saved-for-later list, the coupon and the totals',
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok('OK', await cart.view(request.session.userId)),
  );

  app.post(
    API_PATHS.cartItems,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'addCartItem',
        summary: 'Add a piece (the same product and size again adds to its quantity, at most 99)',
        body: CartItemInputSchema,
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok(CART_MESSAGES.added, await cart.add(request.session.userId, request.body)),
  );

  app.patch(
    API_PATHS.cartItem,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'updateCartItem',
        summary: 'Change a line’s quantity, or move it to or from the saved-for-later list',
        params: CartItemParamsSchema,
        body: CartItemPatchSchema,
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) =>
      ok('Your cart has been updated.', await cart.update(request.session.userId, request.params.id, request.body)),
  );

  app.delete(
    API_PATHS.cartItem,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'removeCartItem',
        summary: 'Remove a line (from the cart or the saved-for-later list)',
        params: CartItemParamsSchema,
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok('Removed from your cart.', await cart.remove(request.session.userId, request.params.id)),
  );

  app.post(
    API_PATHS.cartMerge,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'mergeCart',
        summary: 'Merge a visitor’s browser cart at sign-in (quantities add; lines that do not fit are skipped)',
        body: CartMergeRequestSchema,
        response: { 200: envelopeOf(CartMergeResultSchema), ...errors },
      },
    },
    async (request) => ok('Your cart has been merged.', await cart.merge(request.session.userId, request.body)),
  );

  app.put(
    API_PATHS.cartCoupon,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'applyCoupon',
        summary: 'Apply a coupon code (any case); 404 unknown, 409 not valid now',
        body: ApplyCouponRequestSchema,
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok('Coupon applied.', await cart.applyCoupon(request.session.userId, request.body.code)),
  );

  app.delete(
    API_PATHS.cartCoupon,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'removeCoupon',
        summary: 'Remove the coupon',
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok('Coupon removed.', await cart.removeCoupon(request.session.userId)),
  );

  app.post(
    API_PATHS.cartPrices,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'takeTodaysPrices',
        summary:
          'Take today’s prices: every line priced from the metal rate is held again at today’s price (PRICE_LOCK_MINUTES), so a cart whose hold ran out can be ordered',
        response: { 200: CartEnvelope, ...errors },
      },
    },
    async (request) => ok(CART_MESSAGES.pricesTaken, await cart.takeTodaysPrices(request.session.userId)),
  );
};
