/**
 * The tax class form: a name, an HSN code and a GST rate typed as people write it ("3", "0.25", "18 %"), checked with
 * the contract's schema and sent as a number.
 */
import { type TaxClass, type TaxClassInput, TaxClassInputSchema } from '@lumen/contract/tax-classes';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

export type TaxClassForm = { name: string; hsn: string; rate_percent: string };

export const emptyTaxClassForm: TaxClassForm = { name: '', hsn: '', rate_percent: '' };

export const taxClassFormOf = (taxClass: TaxClass): TaxClassForm => ({
  name: taxClass.name,
  hsn: taxClass.hsn,
  rate_percent: String(taxClass.rate_percent),
});

const messageOf = (text: string) => `Give ${text}.`;

export const taxClassResolver: Resolver<TaxClassForm, unknown, TaxClassInput> = async (
  values,
): Promise<ResolverResult<TaxClassForm, TaxClassInput>> => {
  const rate = values.rate_percent.trim().replace(/\s*%$/, '');
  const parsed = TaxClassInputSchema.safeParse({
    name: values.name,
    hsn: values.hsn.replace(/\s/g, ''),
    rate_percent: /^\d+(\.\d+)?$/.test(rate) ? Number(rate) : Number.NaN,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<TaxClassForm> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TaxClassForm;
    errors[field] ??= { type: 'validate', message: messageOf(issue.message) };
  }
  return { values: {}, errors };
};
