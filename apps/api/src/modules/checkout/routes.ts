/**
 * The checkout's calls (modules/checkout): `POST /api/orders` (placing an order from the cart, Idempotency-Key
 * header), `POST /api/orders/{id}/payment` ("Pay now") and `POST /api/orders/{id}/payment/refresh` (the shopper back
 * from the provider's page). The signed-in customer's own orders only, 404 for anyone else's; `{id}` is the readable
 * order id (LJ-2026-000042).
 */
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import {
  IdempotencyHeadersSchema,
  ORDER_MESSAGES,
  OrderParamsSchema,
  OrderSchema,
  PlaceOrderRequestSchema,
} from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { CheckoutService } from './service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Placing orders, per customer: far above any real shopper, low enough to stop a runaway client. */
export const ORDER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  const guarded = { preHandler: app.authenticate };
  const common = { tags: ['orders'], security: [{ bearer: [] }] };

  app.post(
    API_PATHS.orders,
    {
      ...guarded,
      config: {
        // Counted after the token check (preHandler), so the key is the customer, not the IP.
        rateLimit: {
          ...ORDER_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request) => `order:${request.session.userId}`,
        },
      },
      schema: {
        ...common,
        operationId: 'placeOrder',
        summary: 'Place an order from the cart (paid online on the provider’s page, or on delivery)',
        description:
          'Every price, the coupon and GST 18 % are recomputed from the database; the cart (not the saved list) is emptied and the stock taken. With `stripe` or `razorpay` the order is written awaiting payment and `data.payment.redirect_url` is the provider’s hosted page (null when the provider could not be reached: `POST /api/orders/{id}/payment` makes one); unpaid after 30 minutes it is cancelled. The `Idempotency-Key` header is required: the same key from the same customer with the same request answers with the same order (header `idempotent-replayed: true`), never a second one; the same key with a different request is 422. 400 for an empty cart or a method the shop does not offer, 404 for an address that is not the customer’s, 409 when the applied coupon has lapsed or pay on delivery is above its limit.',
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderRequestSchema,
        response: {
          201: envelopeOf(OrderSchema),
          ...errors,
          409: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await checkout.place(
        request.session.userId,
        request.headers['idempotency-key'],
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(ok(ORDER_MESSAGES.placed, order));
    },
  );

  app.post(
    API_PATHS.orderPayment,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'payOrder',
        summary: 'Pay now: the provider’s page to pay an order awaiting payment on',
        description:
          'Answers the order with `payment.redirect_url`: the open checkout, or a new one when it closed. 409 when the order is not awaiting payment (paid, cancelled, past its 30 minutes); 503 when the provider cannot be reached (nothing changes).',
        params: OrderParamsSchema,
        response: { 200: envelopeOf(OrderSchema), ...errors, 409: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', await checkout.payNow(request.session.userId, request.params.id)),
  );

  app.post(
    API_PATHS.orderPaymentRefresh,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'refreshOrderPayment',
        summary: 'The order after the shop asked the provider about its payment',
        description:
          'For the page the provider sends the shopper back to: the payment is confirmed by the provider’s webhook, and this asks the provider directly in case the webhook is late. Never takes the browser’s word.',
        params: OrderParamsSchema,
        response: { 200: envelopeOf(OrderSchema), ...errors },
      },
    },
    async (request) => ok('OK', await checkout.refreshPayment(request.session.userId, request.params.id)),
  );
};
