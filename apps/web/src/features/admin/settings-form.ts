/**
 * The payment settings form: the pay-on-delivery limit typed in dollars ("2250", "2,250.50"), sent in cents, within
 * the contract's bounds.
 */
import { PAY_ON_DELIVERY_MAX_LIMIT } from '@lumen/contract/admin-settings';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { centsOf } from './catalogue-form';

export type PaymentSettingsForm = { pay_on_delivery_max: string };
type Settings = { pay_on_delivery_max: number };

export const LIMIT_MESSAGE = `Give an amount in dollars from 0 to ${(PAY_ON_DELIVERY_MAX_LIMIT / 100).toLocaleString('en-US')}, e.g. 2250 or 2250.50.`;

export const paymentSettingsResolver: Resolver<PaymentSettingsForm, unknown, Settings> = async (
  values,
): Promise<ResolverResult<PaymentSettingsForm, Settings>> => {
  const cents = centsOf(values.pay_on_delivery_max);
  if (cents === null || cents < 0 || cents > PAY_ON_DELIVERY_MAX_LIMIT) {
    return { values: {}, errors: { pay_on_delivery_max: { type: 'validate', message: LIMIT_MESSAGE } } };
  }
  return { values: { pay_on_delivery_max: cents }, errors: {} };
};
