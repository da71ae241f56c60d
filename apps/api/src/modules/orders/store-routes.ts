/**
 * The customer's orders: `GET /api/orders`, `GET /api/orders/{id}`, `POST /api/orders/{id}/cancel`,
 * `GET /api/orders/{id}/invoice.pdf` and `GET /api/orders/{id}/credit-note.pdf` (placing and paying are the
 * checkout's, modules/checkout/routes.ts): the signed-in customer's own orders only, 404 for anyone else's. `{id}` is
 * the readable order id (LJ-2026-000042).
 */
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import {
  ORDER_MESSAGES,
  OrderPageSchema,
  OrderParamsSchema,
  OrderSchema,
  OrdersPageQuerySchema,
} from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../lib/send-pdf';
import { ok } from '../../plugins/envelope-and-errors';
import type { OrderService } from './service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const customerOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const guarded = { preHandler: app.authenticate };
  const common = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get(
    API_PATHS.orders,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'listOrders',
        summary: 'The customer’s orders, newest first, a page at a time',
        description:
          '`limit` orders (1–50, default 20) and `next_cursor`, which fetches the next (older) page as `cursor`; null on the last page. A cursor the API did not make is 400.',
        querystring: OrdersPageQuerySchema,
        response: { 200: envelopeOf(OrderPageSchema), ...errors },
      },
    },
    async (request) => ok('OK', await orders.list(request.session.userId, request.query)),
  );

  app.get(
    API_PATHS.order,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'getOrder',
        summary: 'One order with its lines, amounts, address, GST details and whether it can still be cancelled',
        params: OrderParamsSchema,
        response: { 200: envelopeOf(OrderSchema), ...errors },
      },
    },
    async (request) => ok('OK', await orders.find(request.session.userId, request.params.id)),
  );

  app.post(
    API_PATHS.orderCancel,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'cancelOrder',
        summary: 'Cancel an order (Pending, not shipped, within 12 hours of ordering; else 409)',
        params: OrderParamsSchema,
        response: { 200: envelopeOf(OrderSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(ORDER_MESSAGES.cancelled, await orders.cancel(request.session.userId, request.params.id)),
  );

  app.get(
    API_PATHS.orderCreditNote,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'getCreditNote',
        summary: 'The credit note of a refunded order (application/pdf); 404 before the refund has gone through',
        params: OrderParamsSchema,
        response: {
          200: {
            description: 'The credit note',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const pdf = await orders.creditNote(request.session.userId, request.params.id);
      return sendPdf(reply, `credit-note-${request.params.id}.pdf`, pdf);
    },
  );

  app.get(
    API_PATHS.orderInvoice,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'getInvoice',
        summary: 'The order’s tax invoice (application/pdf, downloaded as invoice-<order id>.pdf)',
        params: OrderParamsSchema,
        response: {
          200: {
            description: 'The tax invoice',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const pdf = await orders.invoice(request.session.userId, request.params.id);
      return sendPdf(reply, `invoice-${request.params.id}.pdf`, pdf);
    },
  );
};
