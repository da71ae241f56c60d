/**
 * The checkout form's own details: the optional GST details (spec §2) and, for an order above ₹2,00,000 or its
 * equivalent, the buyer's PAN (contract pan.ts) — each checked with the contract's schema only while it is asked,
 * with its messages word for word. The schemas (and zod) load on demand.
 */
import { baseCurrency, formatMoney, RATE_SCALE } from '@lumen/contract/money';
import type { GstDetails } from '@lumen/contract/orders';
import { PAN_THRESHOLD_INR, panThreshold } from '@lumen/contract/pan';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { useMoney } from '../../components/money';
import { useCurrencies } from '../catalog/api/get-currencies';

export const EMPTY_DETAILS = { name: '', gst_number: '', pan: '' };
export type DetailsForm = typeof EMPTY_DETAILS;
export type CheckoutDetails = { gst: GstDetails | null; pan: string | undefined };

export const loadDetailsSchemas = () => import('@lumen/contract/orders');

/** The form's resolver while the GST details (`gst`) and the PAN (`pan`) are asked or not. */
export async function detailsResolver(asked: {
  gst: boolean;
  pan: boolean;
}): Promise<Resolver<DetailsForm, unknown, CheckoutDetails>> {
  const { GstDetailsSchema, PanSchema } = await loadDetailsSchemas();
  return async (values): Promise<ResolverResult<DetailsForm, CheckoutDetails>> => {
    const errors: FieldErrors<DetailsForm> = {};
    const gst = asked.gst ? GstDetailsSchema.safeParse({ name: values.name, gst_number: values.gst_number }) : null;
    for (const issue of gst?.success === false ? gst.error.issues : []) {
      const field = issue.path[0] as 'name' | 'gst_number';
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    const pan = asked.pan ? PanSchema.safeParse(values.pan) : null;
    if (pan?.success === false) errors.pan = { type: 'validate', message: pan.error.issues[0]?.message ?? '' };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { gst: gst?.success ? gst.data : null, pan: pan?.success ? pan.data : undefined }, errors: {} };
  };
}

/**
 * The order total (base currency) above which the PAN is asked — ₹2,00,000 at the rupee rate the shop shows — and
 * how checkout words it ("₹2,00,000 ($2,373.88)" in a shop whose base is not the rupee).
 */
export function usePanLine(): { threshold: number; words: string } {
  const currencies = useCurrencies();
  const { format } = useMoney();
  const base = currencies?.base ?? baseCurrency();
  const inr = currencies?.currencies.find((currency) => currency.code === 'INR');
  const threshold = panThreshold(base, inr ? Math.round(inr.rate * RATE_SCALE) : null);
  const rupees = formatMoney(PAN_THRESHOLD_INR, 'INR', { whole: true });
  return { threshold, words: base === 'INR' ? rupees : `${rupees} (${format(threshold)})` };
}
