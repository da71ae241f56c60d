/**
 * The owner's shop settings in the back office (`/api/admin/settings/payments`, permission `settings`): the largest
 * order paid on delivery, and which online providers this shop has settings for, with the webhook address each must
 * call. The providers' keys are never shown: they live in the server's environment.
 */
import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from './orders';

/** Up to $100,000 (cents): far above any cash a courier should carry. */
export const PAY_ON_DELIVERY_MAX_LIMIT = 100_000_00;

export const ADMIN_SETTINGS_MESSAGES = {
  saved: 'Payment settings saved.',
  payOnDeliveryMax: `pay_on_delivery_max: an amount from $0 to $${(PAY_ON_DELIVERY_MAX_LIMIT / 100).toLocaleString('en-US')}, in cents`,
} as const;

export const PaymentProviderStateSchema = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS),
  label: z.string(),
  /** True when the server has the provider's settings. */
  configured: z.boolean(),
  /** Where the provider's dashboard must send its events. */
  webhook_url: z.string(),
});
export type PaymentProviderState = z.infer<typeof PaymentProviderStateSchema>;

export const PaymentSettingsSchema = z.object({
  /** The largest order total (cents) offered pay on delivery; 0 turns pay on delivery off. */
  pay_on_delivery_max: z.number().int(),
  /** True while the owner has not chosen one: the server's default applies (PAY_ON_DELIVERY_MAX). */
  pay_on_delivery_max_is_default: z.boolean(),
  providers: z.array(PaymentProviderStateSchema),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const PaymentSettingsResponseSchema = envelopeOf(PaymentSettingsSchema);

export const PaymentSettingsUpdateSchema = z.object({
  pay_on_delivery_max: z
    .number(ADMIN_SETTINGS_MESSAGES.payOnDeliveryMax)
    .int(ADMIN_SETTINGS_MESSAGES.payOnDeliveryMax)
    .min(0, ADMIN_SETTINGS_MESSAGES.payOnDeliveryMax)
    .max(PAY_ON_DELIVERY_MAX_LIMIT, ADMIN_SETTINGS_MESSAGES.payOnDeliveryMax),
});
export type PaymentSettingsUpdate = z.infer<typeof PaymentSettingsUpdateSchema>;

export const providerLabel = (method: (typeof ONLINE_PAYMENT_METHODS)[number]) =>
  `${method === 'stripe' ? 'Stripe' : 'Razorpay'}: ${PAYMENT_METHOD_LABELS[method]}`;
