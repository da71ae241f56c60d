/**
 * The owner's payment settings under /api/admin/settings/payments (permission `settings`): the pay-on-delivery limit
 * (audited as `settings.payments_update`), and which providers are on, with the webhook address each must call.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import {
  ADMIN_SETTINGS_MESSAGES,
  type PaymentSettings,
  PaymentSettingsResponseSchema,
  PaymentSettingsUpdateSchema,
  providerLabel,
} from '@lumen/contract/admin-settings';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import { ONLINE_PAYMENT_METHODS } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { PaymentService } from './service';

const tags = ['admin'];
const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const WEBHOOK_PATHS = { stripe: API_PATHS.stripeWebhook, razorpay: API_PATHS.razorpayWebhook } as const;

export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  payments: Pick<PaymentService, 'payOnDeliverySetting' | 'configured' | 'setPayOnDeliveryMax'>;
  publicUrl: string;
}> = async (app, { payments, publicUrl }) => {
  async function current(): Promise<PaymentSettings> {
    const limit = await payments.payOnDeliverySetting();
    return {
      pay_on_delivery_max: limit.max,
      pay_on_delivery_max_is_default: limit.isDefault,
      providers: ONLINE_PAYMENT_METHODS.map((method) => ({
        method,
        label: providerLabel(method),
        configured: payments.configured(method),
        webhook_url: `${publicUrl}${WEBHOOK_PATHS[method]}`,
      })),
    };
  }

  app.get(
    ADMIN_API_PATHS.adminPaymentSettings,
    {
      preHandler: app.requireStaff('settings'),
      schema: {
        tags,
        operationId: 'adminGetPaymentSettings',
        security: STAFF_SECURITY,
        summary: 'The pay-on-delivery limit and which online providers are on, with their webhook addresses',
        response: { 200: PaymentSettingsResponseSchema, ...guarded },
      },
    },
    async () => ok('OK', await current()),
  );

  app.put(
    ADMIN_API_PATHS.adminPaymentSettings,
    {
      preHandler: app.requireStaff('settings'),
      schema: {
        tags,
        operationId: 'adminUpdatePaymentSettings',
        security: STAFF_SECURITY,
        summary: 'Set the largest order total offered pay on delivery (cents; 0 turns it off)',
        body: PaymentSettingsUpdateSchema,
        response: { 200: PaymentSettingsResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const before = (await payments.payOnDeliverySetting()).max;
      await payments.setPayOnDeliveryMax(request.body.pay_on_delivery_max, before, {
        staffId: request.staff.id,
        requestId: request.id,
      });
      return ok(ADMIN_SETTINGS_MESSAGES.saved, await current());
    },
  );
};
