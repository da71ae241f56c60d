/**
 * PUT /api/admin/products/{id}/variants: staff generate a ring's variants (metal × purity × size), edit SKU, weight,
 * prices and stock per row, and the storefront follows; the set keeps existing rows (and their order lines) in place;
 * refusals (another piece's SKU or variant, the same combination twice, prices the wrong way round); the role matrix;
 * an audit row; and the editor's fields no longer remake a piece in several metals.
 */

import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { ADMIN_VARIANT_MESSAGES, type AdminVariant, type AdminVariantInput } from '@lumen/contract/admin-variants';
import { ProductSchema } from '@lumen/contract/catalog';
import { variantSku } from '@lumen/contract/variant-words';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { openShop } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let ringId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', CATALOG_CACHE_SECONDS: '0' },
    now: clock.now,
  });
  await openShop(t);
  for (const role of STAFF_ROLES) tokens[role] = await signInStaff(t, clock, await addStaff(t, role));
  const id = async (slug: string) =>
    (await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]?.id ?? 0;
  ringId = await id('aurora-solitaire-ring');
  otherId = await id('celeste-halo-pendant');
});
afterAll(() => t.close());

const put = (id: number, variants: AdminVariantInput[], token = tokens.owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/variants`,
    headers: bearer(token),
    payload: { variants },
  });
const adminProduct = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: bearer(tokens.owner) })).json().data
    .product;
const storefront = async (id: number) =>
  ProductSchema.parse((await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` })).json().data);

/** Every combination of the metals and purities in the sizes, as the grid's GENERATE makes them. */
function generate(
  id: number,
  metals: AdminVariantInput['metal'][],
  purities: AdminVariantInput['purity'][],
  sizes: string[],
): AdminVariantInput[] {
  return metals.flatMap((metal) =>
    purities.flatMap((purity) =>
      sizes.map((size) => ({
        sku: variantSku(id, { metal: metal ?? '', purity: purity ?? '', size }),
        metal,
        purity,
        size,
        weight_g: 3.2,
        price: purity === '14k' ? 12_000 : 16_000,
        original_price: purity === '14k' ? 15_000 : 21_000,
        quantity: 5,
        made_to_order_days: null,
      })),
    ),
  );
}

describe('PUT /api/admin/products/{id}/variants', () => {
  it('generates a ring in two metals × two purities × three sizes; the storefront offers every one', async () => {
    const variants = generate(ringId, ['Gold', 'Rose Gold'], ['14k', '18k'], ['US 6', 'US 7', 'US 8']);
    const res = await put(ringId, variants);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_VARIANT_MESSAGES.saved);
    const saved: AdminVariant[] = res.json().data.product.variants;
    expect(saved).toHaveLength(12);
    expect(saved[0]).toMatchObject({ sku: `LJ-${String(ringId).padStart(5, '0')}-G14K-US6`, weight_g: 3.2 });
    const shop = await storefront(ringId);
    expect(shop.variants).toHaveLength(12);
    expect(shop.options.map((option) => [option.name, option.values.map((value) => value.value)])).toEqual([
      ['metal', ['Gold', 'Rose Gold']],
      ['purity', ['14k', '18k']],
      ['size', ['US 6', 'US 7', 'US 8']],
    ]);
    expect(shop).toMatchObject({ price: 12_000, price_from: 12_000, price_to: 16_000, metals: ['Gold', 'Rose Gold'] });
  });

  it('edits rows in place (the ids stay), sets each row’s stock, and drops the rows left out', async () => {
    const before: AdminVariant[] = (await adminProduct(ringId)).variants;
    const edited = before.slice(0, 4).map(({ id, ...row }, i) => ({ ...row, id, quantity: i, weight_g: 2.5 + i }));
    const res = await put(ringId, edited);
    expect(res.statusCode, res.body).toBe(200);
    const after: AdminVariant[] = res.json().data.product.variants;
    expect(after.map((row) => [row.id, row.quantity, row.weight_g])).toEqual(
      before.slice(0, 4).map((row, i) => [row.id, i, 2.5 + i]),
    );
    const shop = await storefront(ringId);
    expect(shop.variants.map((variant) => variant.stock_state)).toEqual(['out_of_stock', 'low', 'low', 'low']);
  });

  it('lets two rows swap their sizes and SKUs', async () => {
    const [a, b, ...rest]: AdminVariant[] = (await adminProduct(ringId)).variants;
    if (!a || !b) throw new Error('no rows');
    const res = await put(ringId, [{ ...a, size: b.size, sku: b.sku }, { ...b, size: a.size, sku: a.sku }, ...rest]);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().data.product.variants;
    expect([first.id, first.sku, second.id, second.sku]).toEqual([a.id, b.sku, b.id, a.sku]);
  });

  it('refuses another piece’s SKU (409), another piece’s variant (400), a combination twice and prices the wrong way round (400)', async () => {
    const other: AdminVariant[] = (await adminProduct(otherId)).variants;
    const mine: AdminVariant[] = (await adminProduct(ringId)).variants;
    const [row] = mine;
    const [theirs] = other;
    if (!row || !theirs) throw new Error('no rows');
    const taken = await put(ringId, [{ ...row, sku: theirs.sku.toLowerCase() }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_VARIANT_MESSAGES.skuTaken(theirs.sku));
    const foreign = await put(ringId, [{ ...row, id: theirs.id }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`variants.0.id: ${ADMIN_VARIANT_MESSAGES.notThisPiece}`);
    const twice = await put(ringId, [row, { ...row, id: undefined, sku: 'LJ-TWICE' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(ADMIN_VARIANT_MESSAGES.sameOptionsTwice);
    const prices = await put(ringId, [{ ...row, price: 30_000, original_price: 20_000 }]);
    expect(prices.statusCode).toBe(400);
    expect((await adminProduct(ringId)).variants).toEqual(mine);
  });

  it('sets a gold variant’s HUID (the storefront shows it), refuses one on silver or malformed; left out keeps it, null clears it', async () => {
    const mine: AdminVariant[] = (await adminProduct(ringId)).variants;
    const [row, ...rest] = mine;
    if (!row) throw new Error('no rows');
    const set = await put(ringId, [{ ...row, huid: 'ab12c3' }, ...rest]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.product.variants[0].huid).toBe('AB12C3');
    expect((await storefront(ringId)).variants[0]?.hallmark).toEqual({ huid: 'AB12C3' });
    const silver = await put(ringId, [{ ...row, metal: 'Silver', purity: '925', huid: 'AB12C3' }, ...rest]);
    expect(silver.statusCode).toBe(400);
    expect(silver.json().message).toContain(ADMIN_VARIANT_MESSAGES.huidGoldOnly);
    const malformed = await put(ringId, [{ ...row, huid: 'AB-1' }, ...rest]);
    expect(malformed.statusCode).toBe(400);
    const { huid: _huid, ...withoutHuid } = row;
    await put(ringId, [withoutHuid, ...rest]);
    expect((await adminProduct(ringId)).variants[0].huid).toBe('AB12C3');
    await put(ringId, [{ ...row, huid: null }, ...rest]);
    expect((await adminProduct(ringId)).variants[0].huid).toBeNull();
    await put(ringId, mine);
  });

  it('refuses a size the piece’s kind does not come in (400), changing nothing', async () => {
    const mine: AdminVariant[] = (await adminProduct(ringId)).variants;
    const [row] = mine;
    if (!row) throw new Error('no rows');
    const res = await put(ringId, [{ ...row, size: '2.4' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^variants: "2.4" is not a size of this kind of piece/);
    expect((await adminProduct(ringId)).variants).toEqual(mine);
  });

  it.runIf(onPostgres)('gives one of two saves racing for a new SKU a 409 naming it', async () => {
    const [ring, other] = [await adminProduct(ringId), await adminProduct(otherId)];
    const sku = `LJ-RACE-${Date.now()}`;
    const [mine, theirs] = [ring.variants[0], other.variants[0]] as AdminVariant[];
    if (!mine || !theirs) throw new Error('no rows');
    const answers = await Promise.all([put(ringId, [{ ...mine, sku }]), put(otherId, [{ ...theirs, sku }])]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe(ADMIN_VARIANT_MESSAGES.skuTaken(sku));
    await put(ringId, ring.variants);
    await put(otherId, other.variants);
  });

  it('is for staff with the catalogue permission, and audited with the set before and after', async () => {
    const mine: AdminVariant[] = (await adminProduct(ringId)).variants;
    for (const role of STAFF_ROLES) {
      const res = await put(ringId, mine, tokens[role]);
      expect(res.statusCode, role).toBe(ROLE_PERMISSIONS[role].includes('catalogue') ? 200 : 403);
    }
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.variants'), eq(auditLog.entityId, String(ringId))))
      .limit(1);
    expect(audit?.after).toMatchObject({ variants: expect.any(Array) });
  });

  it('keeps a piece in several metals as its grid made it when its fields are edited, and its stock by size is refused', async () => {
    const mine: AdminVariant[] = (await adminProduct(ringId)).variants;
    await put(ringId, generate(ringId, ['Gold', 'Rose Gold'], ['18k'], ['US 6']));
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ringId}`,
      headers: bearer(tokens.owner),
      payload: { price: 99_000, original_price: 99_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await storefront(ringId)).variants.map((variant) => variant.price)).toEqual([16_000, 16_000]);
    const stock = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${ringId}/stock`,
      headers: bearer(tokens.owner),
      payload: { sizes: [{ size: 'US 6', quantity: 3 }] },
    });
    expect(stock.statusCode).toBe(409);
    expect(stock.json().message).toBe(ADMIN_VARIANT_MESSAGES.severalOptions);
    expect(mine.length).toBeGreaterThan(0);
  });
});
