import { CouponCheckSchema } from '@lumen/contract/coupons';
import { envelopeOf } from '@lumen/contract/envelope';
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addCoupon } from '../../test/shopping-fixtures';
import { createCouponRepository } from './repository';
import { BANNER_COUPON_CODE, seedCoupons } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const check = (code: string) => t.app.inject({ method: 'GET', url: `/api/coupons/${encodeURIComponent(code)}` });

describe('the banner’s coupon', () => {
  it('is added at start, once: seeding again adds nothing', async () => {
    expect(await seedCoupons(createCouponRepository(t.database.db))).toBe(0);
    const res = await check(BANNER_COUPON_CODE);
    const data = envelopeOf(CouponCheckSchema).parse(res.json()).data;
    expect(data).toMatchObject({
      code: 'FALL25',
      description: '25% off ring settings and bands',
      kind: 'percent',
      value: 25,
      category: 'rings',
      valid: true,
      reason: null,
    });
    expect(new Date(data.starts_at).getTime()).toBeLessThan(Date.now());
    expect(new Date(data.ends_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 365 * 24 * HOUR);
  });

  it('is the contract’s featured promotion, the one the web banner names', async () => {
    const res = await check(FEATURED_PROMOTION.code);
    expect(envelopeOf(CouponCheckSchema).parse(res.json()).data).toMatchObject({
      code: FEATURED_PROMOTION.code,
      description: FEATURED_PROMOTION.description,
      kind: 'percent',
      value: FEATURED_PROMOTION.percentOff,
      category: FEATURED_PROMOTION.category,
      valid: true,
    });
  });
});

describe('GET /api/coupons/{code}', () => {
  it('needs no token and reads the code in any case', async () => {
    for (const code of ['fall25', 'Fall25', 'FALL25']) {
      const res = await check(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toMatchObject({ status: true, data: { code: 'FALL25', valid: true } });
    }
  });

  it('answers valid: false with the reason for expired, not yet started and inactive coupons', async () => {
    await addCoupon(t, {
      code: 'GONE5',
      startsAt: new Date(Date.now() - 48 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    await addCoupon(t, { code: 'LATER5', startsAt: new Date(Date.now() + HOUR), endsAt: null });
    await addCoupon(t, { code: 'PAUSED5', active: false });
    await addCoupon(t, { code: 'OPEN5', kind: 'amount', value: 500, category: null, endsAt: null });
    const cases: [string, boolean, string | null][] = [
      ['gone5', false, 'This coupon has expired.'],
      ['later5', false, 'This coupon is not active yet.'],
      ['paused5', false, 'This coupon is no longer available.'],
      ['open5', true, null],
    ];
    for (const [code, valid, reason] of cases) {
      const res = await check(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data, code).toMatchObject({ valid, reason });
    }
    expect((await check('open5')).json().data).toMatchObject({
      kind: 'amount',
      value: 500,
      category: null,
      ends_at: null,
    });
  });

  it('answers 404 for a code the shop never issued, and 400 for a malformed one', async () => {
    const unknown = await check('NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, message: 'This coupon code is not valid.' });
    const malformed = await check('50% off');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('code: A coupon code has only letters, digits, - and _');
  });
});
