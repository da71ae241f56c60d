/**
 * The coupon form's logic, apart from the screen so it can be tested: the form's text values to the API's request
 * body (percent or an amount in cents, date-times on the shop's clock to ISO instants, empty limits to "no limit"),
 * the change an edit makes, and the state a coupon is in. The body is checked with the contract's own schema, loaded
 * on demand.
 */
import type { AdminCoupon, AdminCouponCreateRequest, AdminCouponUpdateRequest } from '@lumen/contract/admin-coupons';
import type { Category } from '@lumen/contract/catalog-vocabulary';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { fromShopInput, toShopInput } from './components/shop-time';

export type CouponFormValues = {
  code: string;
  title: string;
  description: string;
  kind: 'percent' | 'amount';
  /** A whole percentage, or an amount in dollars and cents (e.g. "12.50"). */
  value: string;
  /** '' for every category. */
  category: string;
  /** Dollars and cents; '' for none. */
  min_subtotal: string;
  /** A `datetime-local` value on the shop's clock (components/shop-time.ts), whatever the browser's. */
  starts_at: string;
  /** '' for no end. */
  ends_at: string;
  /** '' for no limit. */
  usage_limit: string;
  /** '' for no limit. */
  per_customer_limit: string;
  /** 'yes' to name it on the storefront's promotional banner. */
  featured: 'yes' | 'no';
};

export const COUPON_FIELDS = [
  'code',
  'title',
  'description',
  'kind',
  'value',
  'category',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'featured',
] as const satisfies readonly (keyof CouponFormValues)[];

type CouponField = (typeof COUPON_FIELDS)[number];

export type CouponState = 'active' | 'scheduled' | 'expired' | 'used-up' | 'deactivated';

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
  deactivated: 'Deactivated',
};

/** Where a coupon stands at `now`: switched off first, then its dates, then its total limit. */
export function couponState(
  coupon: Pick<AdminCoupon, 'active' | 'starts_at' | 'ends_at' | 'usage_limit' | 'uses'>,
  now: Date = new Date(),
): CouponState {
  if (!coupon.active) return 'deactivated';
  if (coupon.ends_at !== null && new Date(coupon.ends_at).getTime() <= now.getTime()) return 'expired';
  if (new Date(coupon.starts_at).getTime() > now.getTime()) return 'scheduled';
  if (coupon.usage_limit !== null && coupon.uses >= coupon.usage_limit) return 'used-up';
  return 'active';
}

/** Cents as the form shows them: "12.5" → no, always two decimals ("12.50"); whole amounts without ("12"). */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The form's values for a new coupon (starting now, no limits), or for editing `coupon`. */
export function couponFormValues(coupon?: AdminCoupon, now: Date = new Date()): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      title: '',
      description: '',
      kind: 'percent',
      value: '',
      category: '',
      min_subtotal: '',
      starts_at: toShopInput(now.toISOString()),
      ends_at: '',
      usage_limit: '',
      per_customer_limit: '',
      featured: 'no',
    };
  }
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : centsToInput(coupon.value),
    category: coupon.category ?? '',
    min_subtotal: coupon.min_subtotal === 0 ? '' : centsToInput(coupon.min_subtotal),
    starts_at: toShopInput(coupon.starts_at),
    ends_at: coupon.ends_at === null ? '' : toShopInput(coupon.ends_at),
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
    featured: coupon.featured ? 'yes' : 'no',
  };
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/** What the form's fields say, as the request body the contract checks; a field that is no number at all fails here. */
export function couponBodyFromForm(values: CouponFormValues): {
  body: Record<string, unknown>;
  problems: Partial<Record<CouponField, string>>;
} {
  const problems: Partial<Record<CouponField, string>> = {};
  const money = (field: CouponField, text: string, empty: number | null) => {
    const clean = text.trim().replace(/,/g, '');
    if (clean === '') return empty;
    if (!MONEY.test(clean)) {
      problems[field] = 'Enter an amount such as 250 or 12.50.';
      return null;
    }
    return Math.round(Number(clean) * 100);
  };
  const whole = (field: CouponField, text: string) => {
    const clean = text.trim();
    if (clean === '') return null;
    if (!WHOLE.test(clean)) {
      problems[field] = 'Enter a whole number, or leave it empty for no limit.';
      return null;
    }
    return Number(clean);
  };
  const instant = (field: CouponField, text: string) => {
    if (text.trim() === '') return null;
    const instant = fromShopInput(text);
    if (instant === null) problems[field] = 'Enter a date and time.';
    return instant;
  };

  let value: number | null = null;
  if (values.kind === 'percent') {
    const clean = values.value.trim().replace(/%$/, '').trim();
    if (!WHOLE.test(clean)) problems.value = 'Enter a whole percentage between 1 and 100.';
    else value = Number(clean);
  } else {
    value = money('value', values.value, null);
    if (value === null && !problems.value) problems.value = 'Enter the amount off, such as 250 or 12.50.';
  }
  const startsAt = instant('starts_at', values.starts_at);
  if (startsAt === null && !problems.starts_at) problems.starts_at = 'Say when the coupon starts.';

  const body = {
    code: values.code.trim().toUpperCase(),
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind,
    value,
    category: values.category === '' ? null : (values.category as Category),
    min_subtotal: money('min_subtotal', values.min_subtotal, 0),
    starts_at: startsAt,
    ends_at: instant('ends_at', values.ends_at),
    usage_limit: whole('usage_limit', values.usage_limit),
    per_customer_limit: whole('per_customer_limit', values.per_customer_limit),
    featured: values.featured === 'yes',
  };
  return { body, problems };
}

/** "value: a percentage is between 1 and 100" → ["value", "A percentage is between 1 and 100."] */
function fieldOf(message: string): [CouponField | null, string] {
  const named = /^([a-z_]+): (.+)$/.exec(message);
  const field =
    named && (COUPON_FIELDS as readonly string[]).includes(named[1] ?? '') ? (named[1] as CouponField) : null;
  const text = named ? (named[2] ?? message) : message;
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return [field, /[.!?]$/.test(sentence) ? sentence : `${sentence}.`];
}

/**
 * The form's resolver: the values mapped to a body, then checked with the contract's create schema (its messages
 * shown under the field they name). Answers the parsed request for a new coupon; an edit diffs it with `couponChange`.
 */
export const couponResolver: Resolver<CouponFormValues, unknown, AdminCouponCreateRequest> = async (values) => {
  const { body, problems } = couponBodyFromForm(values);
  const errors: FieldErrors<CouponFormValues> = {};
  const add = (field: CouponField, message: string) => {
    if (!errors[field]) errors[field] = { type: 'validate', message };
  };
  for (const [field, message] of Object.entries(problems)) add(field as CouponField, message);
  const { AdminCouponCreateRequestSchema } = await import('@lumen/contract/admin-coupons');
  const parsed = AdminCouponCreateRequestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [named, message] = fieldOf(issue.message);
      const path = typeof issue.path[0] === 'string' ? (issue.path[0] as CouponField) : null;
      const field = path && (COUPON_FIELDS as readonly string[]).includes(path) ? path : (named ?? 'code');
      add(field, message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields an edit changes (the server checks the merged coupon again); empty when nothing changed. */
export function couponChange(coupon: AdminCoupon, request: AdminCouponCreateRequest): AdminCouponUpdateRequest {
  const change: AdminCouponUpdateRequest = {};
  const fields = [
    'code',
    'title',
    'description',
    'kind',
    'value',
    'category',
    'min_subtotal',
    'ends_at',
    'featured',
    'usage_limit',
    'per_customer_limit',
  ] as const;
  for (const field of fields) {
    if (!same(coupon[field], request[field])) Object.assign(change, { [field]: request[field] });
  }
  // Minutes are what the form shows: an unchanged start keeps its seconds.
  if (request.starts_at && toShopInput(request.starts_at) !== toShopInput(coupon.starts_at)) {
    change.starts_at = request.starts_at;
  }
  if (change.ends_at && coupon.ends_at && toShopInput(change.ends_at) === toShopInput(coupon.ends_at)) {
    delete change.ends_at;
  }
  return change;
}
