/**
 * The currencies (issue 29): `GET /api/currencies` offers the base currency and each currency with a rate; the owner
 * and managers set a rate (audited, history kept, bad input refused with nothing written, parallel writes chained);
 * and an order records the currency its shopper saw prices in, with the rate in force, while being charged in the
 * base currency.
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { CURRENCY_MESSAGES } from '@lumen/contract/currencies';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, currencyRates } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, piece, placeOrder } from '../../test/shopping-fixtures';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const URL = '/api/admin/currency-rates';
const { members, as } = useStaffShop((opened) => {
  t = opened;
});
const post = async (role: StaffRole, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers: await as(role), payload });
const shopCurrencies = async () => (await t.app.inject({ method: 'GET', url: '/api/currencies' })).json().data;
const rowCount = async () => (await t.database.db.select().from(currencyRates)).length;

describe('currencies', () => {
  it('offer only the base currency until a rate is set', async () => {
    expect(await shopCurrencies()).toEqual({
      base: 'USD',
      currencies: [{ code: 'USD', name: 'US dollar', rate: 1, as_of: null }],
      prices_include_tax: false,
    });
  });

  it('are the owner’s and the managers’ to set', async () => {
    for (const role of STAFF_ROLES) {
      const allowed = role === 'owner' || role === 'manager';
      const headers = await as(role);
      expect((await t.app.inject({ method: 'GET', url: URL, headers })).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await post(role, { currency: 'AED', rate: 3.6725 })).statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { currency: 'AED', rate: 3.6 } })).statusCode).toBe(
      401,
    );
  });

  it('keep the newest rate in force and every rate as history, offered in the selector’s order', async () => {
    await post('owner', { currency: 'INR', rate: 83.9 });
    const saved = await post('manager', { currency: 'INR', rate: 84.123456 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('1 USD is now 84.123456 INR.');
    await post('owner', { currency: 'EUR', rate: 0.92 });

    const { base, current, history } = saved.json().data;
    expect(base).toBe('USD');
    expect(current.find((rate: { currency: string }) => rate.currency === 'INR')).toEqual({
      id: expect.any(Number),
      currency: 'INR',
      rate: 84.123456,
      source: 'staff',
      set_by: { id: members.manager.id, name: expect.stringMatching(/^manager /) },
      set_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(history.map((rate: { rate: number }) => rate.rate).slice(0, 2)).toEqual([84.123456, 83.9]);

    const offered = await shopCurrencies();
    expect(offered.currencies.map((c: { code: string; rate: number }) => [c.code, c.rate])).toEqual([
      ['USD', 1],
      ['INR', 84.123456],
      ['EUR', 0.92],
      ['AED', 3.6725],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pricing.currency_rate_set'), eq(auditLog.entityId, 'INR')))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [null, { rate_micros: 83_900_000 }],
      [{ rate_micros: 83_900_000 }, { rate_micros: 84_123_456 }],
    ]);
  });

  it('refuse another currency, the base currency, or a rate that is not positive with at most six decimals', async () => {
    const before = await rowCount();
    const cases: [object, string][] = [
      [{ currency: 'JPY', rate: 150 }, `currency: ${CURRENCY_MESSAGES.currency}`],
      [{ currency: 'USD', rate: 1 }, `currency: ${CURRENCY_MESSAGES.isBase('USD')}`],
      [{ currency: 'INR', rate: 0 }, `rate: ${CURRENCY_MESSAGES.rate}`],
      [{ currency: 'INR', rate: -84 }, `rate: ${CURRENCY_MESSAGES.rate}`],
      [{ currency: 'INR', rate: 84.1234567 }, `rate: ${CURRENCY_MESSAGES.rate}`],
      [{ currency: 'INR', rate: 0.0000001 }, `rate: ${CURRENCY_MESSAGES.rate}`],
      [{ currency: 'INR', rate: 100_001 }, `rate: ${CURRENCY_MESSAGES.rate}`],
      [{ currency: 'INR', rate: '84' }, `rate: ${CURRENCY_MESSAGES.rate}`],
    ];
    for (const [payload, message] of cases) {
      const res = await post('owner', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('chain their audit when set at once: each write replaces the rate the one before it set', async () => {
    const headers = await as('owner');
    const rates = Array.from({ length: 6 }, (_, i) => 4.5 + i / 100);
    const answers = await Promise.all(
      rates.map((rate) => t.app.inject({ method: 'POST', url: URL, headers, payload: { currency: 'GBP', rate } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(rates.map(() => 200));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pricing.currency_rate_set'), eq(auditLog.entityId, 'GBP')))
      .orderBy(auditLog.id);
    const chain = audit.map((row) => [
      (row.before as { rate_micros: number } | null)?.rate_micros ?? null,
      (row.after as { rate_micros: number }).rate_micros,
    ]);
    expect(chain).toHaveLength(6);
    for (const [i, [before]] of chain.entries()) expect(before).toBe(i === 0 ? null : chain[i - 1]?.[1]);
  });

  it('are recorded on an order with the rate in force, which is charged in the base currency', async () => {
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c);
    const ring = await piece(t, 'rings');
    const order = async (display?: string) => {
      await addToCart(t, c, { product_id: ring.id, size: ring.sizes[0], quantity: 1 });
      const res = await placeOrder(t, c, { address_id: addressId, ...(display ? { display_currency: display } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    expect(await order('INR')).toMatchObject({ currency: 'USD', display_currency: 'INR', display_rate: 84.123456 });
    // Without a rate (JPY is not offered at all), or unnamed, the shopper saw the base currency.
    expect(await order()).toMatchObject({ currency: 'USD', display_currency: 'USD', display_rate: 1 });
    await t.database.db.delete(currencyRates).where(eq(currencyRates.currency, 'EUR'));
    expect(await order('EUR')).toMatchObject({ display_currency: 'USD', display_rate: 1 });
    const refused = await placeOrder(t, c, { address_id: addressId, display_currency: 'JPY' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`display_currency: ${CURRENCY_MESSAGES.currency}`);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: c.auth });
    expect(list.json().data.orders.at(-1)).toMatchObject({ display_currency: 'INR', display_rate: 84.123456 });
  });
});
