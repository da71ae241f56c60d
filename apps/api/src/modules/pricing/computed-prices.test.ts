/**
 * Computed prices (issue 29): a variant priced from the metal rate (weight × rate + making per gram or % + stones +
 * other) is priced by the database with the contract's rule, to the minor unit; a new rate reprices every computed
 * variant of its metal and purity (gold of any colour) and the piece's listed price at once, clears the cached
 * answers, and shows in the product answer's breakup and "price as of"; fixed variants and other purities stay;
 * refusals (no rate yet, a rule that does not add up, a rate that would overflow a price) write nothing. The rule's
 * own rounding is tested in the contract (price-rules.test.ts).
 */
import type { AdminVariantInput } from '@lumen/contract/admin-variants';
import { ADMIN_VARIANT_MESSAGES } from '@lumen/contract/admin-variants';
import { ProductSchema } from '@lumen/contract/catalog';
import { METAL_RATE_MESSAGES } from '@lumen/contract/metal-rates';
import { basisPointsOf, computedPrice, type PriceRule } from '@lumen/contract/price-rules';
import { taxOn } from '@lumen/contract/tax';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { metalRates, pricedVariants, products } from '../../db/schema/index';
import type { TestApp } from '../../test/harness';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const { as } = useStaffShop(
  (opened) => {
    t = opened;
  },
  { LOG_LEVEL: 'error' },
);
let ringId: number;

beforeAll(async () => {
  const [ring] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'aurora-solitaire-ring'));
  ringId = ring?.id ?? 0;
});

const setRate = async (metal: string, purity: string, rate_per_gram: number, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/metal-rates',
    headers: headers ?? (await as('owner')),
    payload: { metal, purity, rate_per_gram },
  });
const putVariants = async (variants: Partial<AdminVariantInput>[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${ringId}/variants`,
    headers: await as('owner'),
    payload: { variants },
  });
const storefront = async () =>
  ProductSchema.parse((await t.app.inject({ method: 'GET', url: `/api/catalog/products/${ringId}` })).json().data);
const listedPrice = async () =>
  (await t.database.db.select({ price: products.price }).from(products).where(eq(products.id, ringId)))[0]?.price;

/** A ring variant in US 7 with a computed price (4.25 g, 12 % making, 15 % before the sale, $300 of stones). */
const computed = (over: Partial<AdminVariantInput> = {}): Partial<AdminVariantInput> => ({
  sku: 'LJ-CP-1',
  metal: 'Gold',
  purity: '22k',
  size: 'US 7',
  weight_g: 4.25,
  quantity: 3,
  made_to_order_days: null,
  pricing: 'computed',
  making_type: 'percent',
  making_charge: 12,
  original_making_charge: 15,
  stones_value: 30_000,
  other_value: 500,
  ...over,
});
const fixed = (over: Partial<AdminVariantInput> = {}): Partial<AdminVariantInput> => ({
  sku: 'LJ-CP-F',
  metal: 'Gold',
  purity: '18k',
  size: 'US 7',
  weight_g: 3.5,
  price: 99_900,
  original_price: 99_900,
  quantity: 3,
  made_to_order_days: null,
  ...over,
});

function rule(over: Partial<PriceRule>): PriceRule {
  return {
    weightMg: 4_250,
    makingType: 'percent',
    making: 0,
    originalMaking: 0,
    stonesValue: 0,
    otherValue: 0,
    ...over,
  };
}

describe('computed prices', () => {
  it('refuses a computed variant until its metal and purity have a rate, and writes nothing', async () => {
    const before = await storefront();
    const res = await putVariants([computed({ metal: 'Rose Gold', purity: '9k' })]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`variants.0.purity: ${ADMIN_VARIANT_MESSAGES.noRateYet('Gold', '9k')}`);
    expect((await storefront()).variants).toEqual(before.variants);
  });

  it('refuses a rule that does not add up', async () => {
    const cases: [Partial<AdminVariantInput>, string][] = [
      [{ metal: 'Silver', purity: '22k' }, `variants.0.purity: ${ADMIN_VARIANT_MESSAGES.computedNeedsRate}`],
      [{ weight_g: null }, `variants.0.weight_g: ${ADMIN_VARIANT_MESSAGES.computedNeedsWeight}`],
      [{ making_charge: 12.345 }, `variants.0.making_charge: ${ADMIN_VARIANT_MESSAGES.makingPercent}`],
      [
        { making_charge: 501, original_making_charge: 502 },
        `variants.0.making_charge: ${ADMIN_VARIANT_MESSAGES.makingPercent}`,
      ],
      [
        { making_type: 'per_gram', making_charge: 12.5, original_making_charge: 13 },
        `variants.0.making_charge: ${ADMIN_VARIANT_MESSAGES.makingPerGram}`,
      ],
      [{ original_making_charge: 10 }, `variants.0.original_making_charge: ${ADMIN_VARIANT_MESSAGES.originalMaking}`],
      [{ pricing: 'fixed' }, `variants.0.price: ${ADMIN_VARIANT_MESSAGES.required}`],
    ];
    for (const [over, message] of cases) {
      const res = await putVariants([computed(over)]);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
  });

  it('prices a computed variant from the rate, to the minor unit, with its breakup and the time of the rate', async () => {
    expect((await setRate('Gold', '22k', 9_850)).statusCode).toBe(200);
    const res = await putVariants([computed(), fixed()]);
    expect(res.statusCode, res.body).toBe(200);
    const expected = computedPrice(
      rule({ making: basisPointsOf(12), originalMaking: basisPointsOf(15), stonesValue: 30_000, otherValue: 500 }),
      9_850,
    );
    const [rate] = await t.database.db.select().from(metalRates).where(eq(metalRates.ratePerGram, 9_850));
    const [priced, kept] = (await storefront()).variants;
    expect(priced).toMatchObject({
      pricing: 'computed',
      price: expected.price,
      original_price: expected.originalPrice,
      breakup: {
        metal: { weight_g: 4.25, rate: 9_850, amount: 41_863 },
        making: 5_024,
        stones: 30_000,
        other: 500,
        tax: Math.round(expected.price * 0.18),
        total: expected.price + Math.round(expected.price * 0.18),
      },
      price_as_of: rate?.setAt.toISOString(),
    });
    expect(kept).toMatchObject({ pricing: 'fixed', price: 99_900 });
    expect(kept?.breakup).toBeUndefined();
    expect(kept?.price_as_of).toBeUndefined();
    expect(await listedPrice()).toBe(Math.min(expected.price, 99_900));

    // The back office reads the rule back as it was typed.
    const admin = (
      await t.app.inject({ method: 'GET', url: `/api/admin/products/${ringId}`, headers: await as('owner') })
    ).json().data.product;
    expect(admin.variants[0]).toMatchObject({
      pricing: 'computed',
      making_type: 'percent',
      making_charge: 12,
      original_making_charge: 15,
      stones_value: 30_000,
      other_value: 500,
    });
  });

  it('taxes the breakup at the piece’s tax class’s rate (3 % for gold jewellery, HSN 7113)', async () => {
    expect((await setRate('Gold', '22k', 9_850)).statusCode).toBe(200);
    expect((await putVariants([computed()])).statusCode).toBe(200);
    const gold = (await t.app.inject({ method: 'GET', url: '/api/admin/tax-classes', headers: await as('owner') }))
      .json()
      .data.classes.find((taxClass: { hsn: string }) => taxClass.hsn === '7113');
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ringId}`,
      headers: await as('owner'),
      payload: { tax_class_id: gold.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const product = await storefront();
    const [priced] = product.variants;
    expect(product.tax).toEqual({ hsn: '7113', rate_percent: 3 });
    expect(priced?.breakup?.tax).toBe(taxOn(priced?.price ?? 0, 3));
    expect(priced?.breakup?.total).toBe((priced?.price ?? 0) + taxOn(priced?.price ?? 0, 3));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ringId}`,
      headers: await as('owner'),
      payload: { tax_class_id: null },
    });
    expect((await storefront()).tax).toEqual({ hsn: null, rate_percent: 18 });
  });

  it('reprices every computed variant of the rate’s metal and purity when it changes, and nothing else', async () => {
    await setRate('Gold', '18k', 7_400);
    const res = await putVariants([
      computed(),
      computed({
        sku: 'LJ-CP-2',
        metal: 'Rose Gold',
        size: 'US 8',
        making_type: 'per_gram',
        making_charge: 1_250,
        original_making_charge: 1_250,
      }),
      computed({ sku: 'LJ-CP-3', purity: '18k', size: 'US 9' }),
      fixed(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const before = await storefront(); // cached now (the default cache is on): the new rate must clear it
    const saved = await setRate('Gold', '22k', 10_120);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Gold 22k is now $101.20 a gram; 2 prices updated.');

    const after = await storefront();
    const bySku = (sku: string) => after.variants.find((variant) => variant.sku === sku);
    const percent = computedPrice(
      rule({ making: 1_200, originalMaking: 1_500, stonesValue: 30_000, otherValue: 500 }),
      10_120,
    );
    const perGram = computedPrice(
      rule({ makingType: 'per_gram', making: 1_250, originalMaking: 1_250, stonesValue: 30_000, otherValue: 500 }),
      10_120,
    );
    expect(bySku('LJ-CP-1')).toMatchObject({ price: percent.price, original_price: percent.originalPrice });
    expect(bySku('LJ-CP-2')).toMatchObject({ price: perGram.price, breakup: { metal: { rate: 10_120 } } });
    // 18k and the fixed variant are as they were.
    for (const sku of ['LJ-CP-3', 'LJ-CP-F']) {
      expect(bySku(sku)?.price).toBe(before.variants.find((variant) => variant.sku === sku)?.price);
    }
    expect(Date.parse(bySku('LJ-CP-1')?.price_as_of ?? '')).toBeGreaterThan(
      Date.parse(before.variants[0]?.price_as_of ?? ''),
    );
    expect(await listedPrice()).toBe(Math.min(...after.variants.map((variant) => variant.price)));
  });

  it('agrees with the contract’s rule to the minor unit over many weights, rates and charges', async () => {
    const cases = Array.from({ length: 24 }, (_, i) => ({
      weight: [0.001, 0.5, 1.234, 2.5, 4.25, 9.999, 17.777, 123.456][i % 8] ?? 1,
      making:
        i % 2 === 0
          ? { type: 'percent' as const, charge: [0, 7.25, 12.5, 33.33][i % 4] ?? 0 }
          : { type: 'per_gram' as const, charge: [0, 1, 499, 1_251][i % 4] ?? 0 },
    }));
    const rates = [1, 333, 9_851, 12_345];
    const sizes = [
      'US 4',
      'US 4.5',
      'US 5',
      'US 5.5',
      'US 6',
      'US 6.5',
      'US 7',
      'US 7.5',
      'US 8',
      'US 8.5',
      'US 9',
      'US 9.5',
    ];
    for (const rate of rates) {
      await setRate('Gold', '14k', rate);
      for (let from = 0; from < cases.length; from += sizes.length) {
        const batch = cases.slice(from, from + sizes.length);
        const res = await putVariants(
          batch.map((c, i) =>
            computed({
              sku: `LJ-AG-${i}`,
              purity: '14k',
              size: sizes[i] ?? '',
              weight_g: c.weight,
              making_type: c.making.type,
              making_charge: c.making.charge,
              original_making_charge: c.making.charge,
              stones_value: i,
              other_value: 0,
            }),
          ),
        );
        expect(res.statusCode, res.body).toBe(200);
        const rows = await t.database.db
          .select()
          .from(pricedVariants)
          .where(eq(pricedVariants.productId, ringId))
          .orderBy(pricedVariants.position);
        rows.forEach((row, i) => {
          const c = batch[i];
          if (!c) throw new Error('a case is missing');
          const expected = computedPrice(
            {
              weightMg: Math.round(c.weight * 1000),
              makingType: c.making.type,
              making: c.making.type === 'percent' ? basisPointsOf(c.making.charge) : c.making.charge,
              originalMaking: c.making.type === 'percent' ? basisPointsOf(c.making.charge) : c.making.charge,
              stonesValue: i,
              otherValue: 0,
            },
            rate,
          );
          expect(
            { price: row.price, metal: row.metalAmount, making: row.makingAmount },
            `${rate} ${JSON.stringify(c)}`,
          ).toEqual({
            price: expected.price,
            metal: expected.metalAmount,
            making: expected.makingAmount,
          });
        });
      }
    }
  });

  it('leaves every price at the rate in force when several rates are set at once', async () => {
    await setRate('Gold', '22k', 9_000);
    expect(
      (await putVariants([computed(), computed({ sku: 'LJ-CP-2', metal: 'White Gold', size: 'US 8' })])).statusCode,
    ).toBe(200);
    const sent = [9_101, 9_202, 9_303, 9_404, 9_505, 9_606, 9_707, 9_808];
    const owner = await as('owner');
    const answers = await Promise.all(sent.map((rate) => setRate('Gold', '22k', rate, owner)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));
    const [inForce] = await t.database.db
      .select()
      .from(metalRates)
      .where(eq(metalRates.purity, '22k'))
      .orderBy(desc(metalRates.id))
      .limit(1);
    const rows = await t.database.db.select().from(pricedVariants).where(eq(pricedVariants.productId, ringId));
    const expected = computedPrice(
      rule({ making: 1_200, originalMaking: 1_500, stonesValue: 30_000, otherValue: 500 }),
      inForce?.ratePerGram ?? 0,
    );
    expect(rows.map((row) => [row.rateId, row.price])).toEqual(rows.map(() => [inForce?.id, expected.price]));
    // The piece's listed price is that of the rate in force too, not of a rate set in between.
    expect(await listedPrice()).toBe(Math.min(...rows.map((row) => row.price)));
  });

  it('keeps a piece of one metal and purity priced from the rate when the editor changes it', async () => {
    await setRate('Gold', '22k', 9_000);
    expect((await putVariants([computed()])).statusCode).toBe(200);
    const editPiece = async (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/products/${ringId}`, headers: await as('owner'), payload });
    // Moved to a purity with no rate yet: refused, and nothing changes (no price of 0 on the shop).
    const before = await storefront();
    const refused = await editPiece({ purity: '9k' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(`purity: ${ADMIN_VARIANT_MESSAGES.noRateYet('Gold', '9k')}`);
    expect((await storefront()).variants).toEqual(before.variants);
    // A new size is priced from the rate as the piece's first variant is, not at the piece's typed price.
    const sized = await editPiece({ sizes: ['US 7', 'US 8'] });
    expect(sized.statusCode, sized.body).toBe(200);
    const after = await storefront();
    const expected = computedPrice(
      rule({ making: 1_200, originalMaking: 1_500, stonesValue: 30_000, otherValue: 500 }),
      9_000,
    );
    expect(after.variants.map((variant) => [variant.options.size, variant.pricing, variant.price])).toEqual([
      ['US 7', 'computed', expected.price],
      ['US 8', 'computed', expected.price],
    ]);
  });

  it('refuses a rate or a rule that would price a piece past the largest price, and changes nothing', async () => {
    await setRate('Platinum', '950', 4_000);
    // 10 kg of platinum at 4,000 a gram with 500 % making is 240,030,500 minor units: past PRICE_MAX.
    const tooHeavy = {
      metal: 'Platinum' as const,
      purity: '950' as const,
      making_charge: 500,
      original_making_charge: 500,
    };
    const refusedRule = await putVariants([computed({ ...tooHeavy, weight_g: 10_000 })]);
    expect(refusedRule.statusCode, refusedRule.body).toBe(400);
    expect(refusedRule.json().message).toBe(`variants: ${ADMIN_VARIANT_MESSAGES.priceTooHigh}`);

    expect((await putVariants([computed({ ...tooHeavy, weight_g: 1_000 })])).statusCode).toBe(200);
    const rates = (await t.database.db.select().from(metalRates)).length;
    // 1 kg at 9,000,000 a gram is past an integer; at 40,000 a gram past PRICE_MAX: both refused whole.
    for (const rate_per_gram of [9_000_000, 40_000]) {
      const refused = await setRate('Platinum', '950', rate_per_gram);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(`rate_per_gram: ${METAL_RATE_MESSAGES.pricesTooHigh}`);
    }
    expect((await t.database.db.select().from(metalRates)).length).toBe(rates);
    expect((await storefront()).variants[0]?.breakup?.metal.rate).toBe(4_000);
  });
});
