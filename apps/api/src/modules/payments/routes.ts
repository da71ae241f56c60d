/**
 * `GET /api/payments/methods` (what checkout offers) and the providers' webhooks,
 * `POST /api/payments/stripe/webhook` and `POST /api/payments/razorpay/webhook`. A webhook's body is kept raw (its
 * signature is over the exact bytes): 400 for a bad signature, changing nothing; 200 for an event applied or already
 * applied (a replay), so the provider stops sending it; a failure while applying is 5xx, and the provider retries.
 */
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { PaymentOptionsSchema } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, ok } from '../../plugins/envelope-and-errors';
import { InvalidSignature } from './gateway';
import type { PaymentService } from './service';

const WebhookAnswerSchema = envelopeOf(z.object({ replayed: z.boolean() }));

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.get(
    API_PATHS.paymentMethods,
    {
      schema: {
        tags: ['payments'],
        security: [],
        operationId: 'listPaymentMethods',
        summary: 'The ways to pay this shop offers now, in the order checkout lists them',
        description:
          'Stripe and Razorpay appear when the shop has their settings; pay on delivery always, with `max_total` (cents): above it, checkout does not offer it and placing such an order is 409.',
        response: { 200: envelopeOf(PaymentOptionsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok('OK', { methods: await payments.offered() });
    },
  );

  // The webhooks read their body as bytes: only this plugin's routes, the rest of the API parses JSON as usual.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  for (const [method, url] of [
    ['stripe', API_PATHS.stripeWebhook],
    ['razorpay', API_PATHS.razorpayWebhook],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ['payments'],
          // No token: the provider's signature over the body is the proof (checked in the handler).
          security: [],
          operationId: `${method}Webhook`,
          summary: `${method === 'stripe' ? 'Stripe' : 'Razorpay'} webhook (signed; applied once per event id)`,
          response: { 200: WebhookAnswerSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Send the event as application/json.');
        try {
          const { replayed } = await payments.webhook(method, request.body, request.headers);
          return ok(replayed ? 'Already processed.' : 'Processed.', { replayed });
        } catch (err) {
          if (err instanceof InvalidSignature) throw new HttpError(400, 'The signature does not match this event.');
          throw err;
        }
      },
    );
  }
};
