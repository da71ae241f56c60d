/**
 * The coupon form: its values to the request body and back, and the coupon's state. The file runs with the machine
 * (the browser) in Los Angeles: the form's dates and times are on the shop's clock (IST) all the same.
 */
import type { AdminCoupon } from '@lumen/contract/admin-coupons';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type CouponFormValues,
  couponBodyFromForm,
  couponChange,
  couponFormValues,
  couponResolver,
  couponState,
} from '../coupon-form';

const machineZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  return before;
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const NOW = new Date('2026-11-24T09:00:00.000Z');

const form = (change: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...couponFormValues(undefined, NOW),
  code: 'diwali10',
  description: '10% off everything',
  value: '10',
  ...change,
});

const resolve = (values: CouponFormValues) =>
  couponResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const COUPON: AdminCoupon = {
  id: 7,
  code: 'FALL25',
  title: 'Autumn sale',
  description: '25% off rings',
  kind: 'percent',
  value: 25,
  category: 'rings',
  min_subtotal: 10_000,
  starts_at: '2026-11-01T04:30:00.000Z',
  ends_at: '2026-12-01T04:30:00.000Z',
  active: true,
  featured: false,
  usage_limit: 100,
  per_customer_limit: 1,
  uses: 3,
  customers: 3,
  created_at: '2026-10-30T10:00:00.000Z',
};

describe('the coupon form → request body', () => {
  it('maps a percentage: a whole number, the code upper-cased, empty limits and no end as null', () => {
    const { body, problems } = couponBodyFromForm(form({ value: ' 10 % ' }));
    expect(problems).toEqual({});
    expect(body).toEqual({
      code: 'DIWALI10',
      title: '',
      description: '10% off everything',
      kind: 'percent',
      value: 10,
      category: null,
      min_subtotal: 0,
      starts_at: NOW.toISOString(),
      ends_at: null,
      usage_limit: null,
      per_customer_limit: null,
      featured: false,
    });
  });

  it('maps an amount in dollars and cents to integer cents, and the minimum subtotal too', () => {
    const { body, problems } = couponBodyFromForm(
      form({ kind: 'amount', value: '12.50', min_subtotal: '1,000', category: 'bangles' }),
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({ kind: 'amount', value: 1250, min_subtotal: 100_000, category: 'bangles' });
  });

  it('starts a new coupon now, on the shop’s clock', () => {
    expect(couponFormValues(undefined, NOW).starts_at).toBe('2026-11-24T14:30');
  });

  it('reads start and end times on the shop’s clock, limits as numbers and the banner choice as featured', () => {
    const { body } = couponBodyFromForm(
      form({
        starts_at: '2026-12-01T10:00',
        ends_at: '2026-12-31T23:59',
        usage_limit: '500',
        per_customer_limit: '1',
        featured: 'yes',
      }),
    );
    expect(body).toMatchObject({
      starts_at: '2026-12-01T04:30:00.000Z',
      ends_at: '2026-12-31T18:29:00.000Z',
      usage_limit: 500,
      per_customer_limit: 1,
      featured: true,
    });
  });

  it('names the field of a value that is no number', () => {
    expect(couponBodyFromForm(form({ value: 'ten' })).problems).toEqual({
      value: 'Enter a whole percentage between 1 and 100.',
    });
    expect(couponBodyFromForm(form({ kind: 'amount', value: '12.505' })).problems.value).toMatch(/amount/);
    expect(couponBodyFromForm(form({ usage_limit: '2.5' })).problems).toEqual({
      usage_limit: 'Enter a whole number, or leave it empty for no limit.',
    });
  });
});

describe('the coupon resolver (the contract’s schema)', () => {
  it('answers the parsed request for valid values', async () => {
    const result = await resolve(form({ per_customer_limit: '2' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ code: 'DIWALI10', per_customer_limit: 2, active: true });
  });

  it('shows the contract’s rules under their fields: a percentage above 100, an end before the start', async () => {
    const tooMuch = await resolve(form({ value: '120' }));
    expect(tooMuch.errors.value?.message).toBe('A percentage is between 1 and 100.');
    const backwards = await resolve(form({ starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00' }));
    expect(backwards.errors.ends_at?.message).toBe('The end must come after the start.');
    const noLimit = await resolve(form({ per_customer_limit: '0' }));
    expect(noLimit.errors.per_customer_limit?.message).toBe('At least 1, or null for no limit.');
    const empty = await resolve(form({ code: '', description: '' }));
    expect(Object.keys(empty.errors).sort()).toEqual(['code', 'description']);
  });
});

describe('editing a coupon', () => {
  it('shows the coupon in the form and sends only what changed', async () => {
    const values = couponFormValues(COUPON);
    expect(values).toMatchObject({
      value: '25',
      min_subtotal: '100',
      starts_at: '2026-11-01T10:00',
      ends_at: '2026-12-01T10:00',
      usage_limit: '100',
      per_customer_limit: '1',
    });
    const unchanged = await resolve(values);
    expect(couponChange(COUPON, unchanged.values as never)).toEqual({});
    const edited = await resolve({ ...values, per_customer_limit: '2', usage_limit: '' });
    expect(couponChange(COUPON, edited.values as never)).toEqual({ per_customer_limit: 2, usage_limit: null });
  });

  it('shows an amount in dollars and cents', () => {
    expect(couponFormValues({ ...COUPON, kind: 'amount', value: 1250 }).value).toBe('12.50');
  });
});

describe('the coupon state', () => {
  it('is deactivated, expired, scheduled, used up or active', () => {
    expect(couponState({ ...COUPON, active: false }, NOW)).toBe('deactivated');
    expect(couponState({ ...COUPON, ends_at: '2026-11-20T00:00:00.000Z' }, NOW)).toBe('expired');
    expect(couponState({ ...COUPON, starts_at: '2026-11-25T00:00:00.000Z' }, NOW)).toBe('scheduled');
    expect(couponState({ ...COUPON, uses: 100 }, NOW)).toBe('used-up');
    expect(couponState(COUPON, NOW)).toBe('active');
    expect(couponState({ ...COUPON, ends_at: null, usage_limit: null, uses: 5000 }, NOW)).toBe('active');
  });

  it('calls a deactivated coupon deactivated even when it has also expired', () => {
    expect(couponState({ ...COUPON, active: false, ends_at: '2026-11-20T00:00:00.000Z' }, NOW)).toBe('deactivated');
  });
});
