/**
 * The back office's orders under /api/admin/orders: reading needs `orders.read`, the fulfilment steps and MARK PAID
 * `orders`.
 * `{order_id}` is the readable order id (LJ-2026-000042).
 */
import {
  ADMIN_ORDER_MESSAGES,
  AdminOrderPageResponseSchema,
  AdminOrderParamsSchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  CancelOrderRequestSchema,
  MarkPaidRequestSchema,
  OrderNoteRequestSchema,
  ShipOrderRequestSchema,
} from '@lumen/contract/admin-orders';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../lib/send-pdf';
import { ok } from '../../plugins/envelope-and-errors';
import { actorOf, STAFF_SECURITY } from '../../plugins/staff-auth';
import type { OrderService } from './service';

const tags = ['admin'];

const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const stepErrors = { ...errors, 409: ErrorEnvelopeSchema };

export const adminOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const read = { preHandler: app.requireStaff('orders.read') };
  const act = { preHandler: app.requireStaff('orders') };

  app.get(
    ADMIN_API_PATHS.adminOrders,
    {
      ...read,
      schema: {
        tags,
        operationId: 'adminListOrders',
        security: STAFF_SECURITY,
        summary: 'Orders, filtered (status, shipped, dates, search), sorted by date or total, in cursor pages',
        description:
          '`from`/`to` are days on the shop’s clock (Asia/Kolkata), both included. `q` finds an order id or a mobile number exactly, or an e-mail or customer name from its start. `next_cursor` fetches the next page with the same filters and sort; a cursor made for another sort is 400.',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrderPageResponseSchema, ...errors },
      },
    },
    async (request) => ok('OK', await orders.staff.list(request.query)),
  );

  app.get(
    ADMIN_API_PATHS.adminOrder,
    {
      ...read,
      schema: {
        tags,
        operationId: 'adminGetOrder',
        security: STAFF_SECURITY,
        summary: 'An order: lines, totals, GST details, address, customer, payment, timeline and internal notes',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ok('OK', await orders.staff.find(request.params.order_id)),
  );

  app.post(
    ADMIN_API_PATHS.adminOrderShip,
    {
      ...act,
      schema: {
        tags,
        operationId: 'adminShipOrder',
        security: STAFF_SECURITY,
        summary: 'Ship a Pending order with carrier and tracking; the customer gets an e-mail and an SMS (409 if not)',
        params: AdminOrderParamsSchema,
        body: ShipOrderRequestSchema,
        response: { 200: AdminOrderResponseSchema, ...stepErrors },
      },
    },
    async (request) =>
      ok(
        ADMIN_ORDER_MESSAGES.shipped,
        await orders.staff.ship(request.params.order_id, request.body, actorOf(request)),
      ),
  );

  app.post(
    ADMIN_API_PATHS.adminOrderDeliver,
    {
      ...act,
      schema: {
        tags,
        operationId: 'adminDeliverOrder',
        security: STAFF_SECURITY,
        summary: 'Mark a shipped order Delivered; the customer is told (409 if it has not shipped or is closed)',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderResponseSchema, ...stepErrors },
      },
    },
    async (request) =>
      ok(ADMIN_ORDER_MESSAGES.delivered, await orders.staff.deliver(request.params.order_id, actorOf(request))),
  );

  app.post(
    ADMIN_API_PATHS.adminOrderCancel,
    {
      ...act,
      schema: {
        tags,
        operationId: 'adminCancelOrder',
        security: STAFF_SECURITY,
        summary: 'Cancel an unshipped order with a reason, also after the customer’s 12 hours; the customer is told',
        params: AdminOrderParamsSchema,
        body: CancelOrderRequestSchema,
        response: { 200: AdminOrderResponseSchema, ...stepErrors },
      },
    },
    async (request) =>
      ok(
        ADMIN_ORDER_MESSAGES.cancelled,
        await orders.staff.cancel(request.params.order_id, request.body, actorOf(request)),
      ),
  );

  app.post(
    ADMIN_API_PATHS.adminOrderPayment,
    {
      ...act,
      schema: {
        tags,
        operationId: 'adminMarkOrderPaid',
        security: STAFF_SECURITY,
        summary: 'Record a pay-on-delivery order’s money once the courier collected it: the whole total, once',
        description:
          '`amount` is the order’s total due in minor units (a different amount is 400: part payments are not recorded); `method` is cash, upi or card_on_delivery. Only a pay-on-delivery order still due that has shipped and is not cancelled (409 with the reason otherwise); of requests at once, one records it.',
        params: AdminOrderParamsSchema,
        body: MarkPaidRequestSchema,
        response: { 200: AdminOrderResponseSchema, ...stepErrors },
      },
    },
    async (request) =>
      ok(
        ADMIN_ORDER_MESSAGES.markedPaid,
        await orders.staff.markPaid(request.params.order_id, request.body, actorOf(request)),
      ),
  );

  app.post(
    ADMIN_API_PATHS.adminOrderNotes,
    {
      ...act,
      schema: {
        tags,
        operationId: 'adminAddOrderNote',
        security: STAFF_SECURITY,
        summary: 'Add an internal note to an order (never shown to the customer)',
        params: AdminOrderParamsSchema,
        body: OrderNoteRequestSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        ADMIN_ORDER_MESSAGES.noteAdded,
        await orders.staff.addNote(request.params.order_id, request.body.text, actorOf(request)),
      ),
  );

  app.get(
    ADMIN_API_PATHS.adminOrderPackingSlip,
    {
      ...read,
      schema: {
        tags,
        operationId: 'adminPackingSlip',
        security: STAFF_SECURITY,
        summary: 'The order’s packing slip (application/pdf): lines, sizes, quantities and ship-to, no prices',
        params: AdminOrderParamsSchema,
        response: {
          200: {
            description: 'The packing slip',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `packing-slip-${request.params.order_id}.pdf`,
        await orders.staff.packingSlip(request.params.order_id),
      ),
  );
};
