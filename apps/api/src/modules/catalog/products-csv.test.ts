/**
 * GET /api/admin/products/export and POST /api/admin/products/import: the CSV round trip, the per-row report of a
 * bad file (with nothing changed), the audit rows, and the role matrix of both routes.
 */
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { RING_SIZES } from '@lumen/contract/sizes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { openShop } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  for (const role of STAFF_ROLES) tokens[role] = await signInStaff(t, clock, await addStaff(t, role));
});
afterAll(() => t.close());

const exportCsv = (token = tokens.owner) =>
  t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: bearer(token) });
const importCsv = (csv: string, headers: Record<string, string> = bearer(tokens.owner)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const HEADER =
  'slug,name,category,metal,price,original_price,status,made_to_order_days,size,quantity,sku,purity,weight_g';
/** The SKU the opening catalogue gives a piece's variant in a size: its number and the size's letters and digits. */
const skuOf = async (slug: string, size: string) =>
  (
    await t.database.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.slug, slug), eq(productVariants.size, size)))
  )[0]?.sku;
const onHand = async (slug: string, size: string) =>
  (
    await t.database.db
      .select({ n: productVariants.quantity })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.slug, slug), eq(productVariants.size, size)))
  )[0]?.n;

describe('GET /api/admin/products/export', () => {
  it('answers a CSV with one row per variant', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain(
      `aurora-solitaire-ring,Aurora Solitaire Ring,rings,Gold,16000,21000,published,,US 6,${await onHand('aurora-solitaire-ring', 'US 6')},${await skuOf('aurora-solitaire-ring', 'US 6')},18k,`,
    );
    expect(lines.filter((line) => line.startsWith('heritage-ruby-bridal-set,'))).toHaveLength(RING_SIZES.length);
    expect(lines.find((line) => line.startsWith('name-necklace,'))).toMatch(/,published,10,,,LJ-\d{5}-[A-Z0-9]+,18k,$/);
  });
});

describe('POST /api/admin/products/import', () => {
  it('applies every row of a good file in one go, with an audit row per piece', async () => {
    const csv = [
      HEADER,
      // Found by its SKU (in another case), with its weight.
      `heritage-ruby-bridal-set,Heritage Ruby Bridal Set,bridal-sets,Gold,160000,195000,published,,US 8,7,${(await skuOf('heritage-ruby-bridal-set', 'US 8'))?.toLowerCase()},22k,4.35`,
      // Without a SKU: the piece's one variant.
      'celeste-halo-pendant,Celeste Halo Pendant,necklaces,Rose Gold,12500,17500,published,,,42,,18k,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ products: 2, rows: 2 });
    expect(await onHand('heritage-ruby-bridal-set', 'US 8')).toBe(7);
    expect(await onHand('heritage-ruby-bridal-set', 'US 6')).toBe(1);
    expect(await onHand('celeste-halo-pendant', '')).toBe(42);
    const [ruby] = await t.database.db
      .select({ weightMg: productVariants.weightMg })
      .from(productVariants)
      .where(eq(productVariants.sku, (await skuOf('heritage-ruby-bridal-set', 'US 8')) ?? ''));
    expect(ruby?.weightMg).toBe(4350);
    const page = (await t.app.inject({ method: 'GET', url: '/api/catalog/products/celeste-halo-pendant' })).json().data;
    expect(page.price).toBe(12500);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audits).toHaveLength(2);
  });

  it('changes nothing when any row is bad, and reports each problem by row and column', async () => {
    const before = await onHand('celeste-halo-pendant', '');
    const csv = [
      HEADER,
      'celeste-halo-pendant,Celeste Halo Pendant,necklaces,Rose Gold,12500,17500,published,,,5,,18k,',
      'no-such-piece,Nothing,rings,Gold,100,100,published,,,1,,,',
      'aurora-solitaire-ring,Aurora Solitaire Ring,rings,Tin,16000,21000,published,,US 6,-2,,18k,',
      'aurora-solitaire-ring,Aurora Solitaire Ring,rings,Gold,16000,100,published,,US 7,3,,18k,',
      'aurora-solitaire-ring,Aurora Solitaire Ring,rings,Gold,16000,21000,published,,US 7,3,LJ-NONE,18k,',
      'aurora-solitaire-ring,Aurora Solitaire Ring,rings,Rose Gold,16000,21000,published,,US 8,3,,18k,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file was not imported: 6 problem(s) found. Nothing was changed.');
    expect(res.json().data.errors).toEqual([
      { row: 3, column: 'slug', message: 'no piece has this slug' },
      { row: 4, column: 'metal', message: expect.any(String) },
      { row: 4, column: 'quantity', message: 'must be a whole number or empty' },
      { row: 5, column: 'original_price', message: 'must not be below price' },
      { row: 6, column: 'sku', message: 'no variant of this piece has this SKU' },
      { row: 7, column: 'metal', message: "is not this variant's metal" },
    ]);
    expect(await onHand('celeste-halo-pendant', '')).toBe(before);
  });

  it('refuses a file without the export’s header row', async () => {
    const res = await importCsv('slug,price\naurora-solitaire-ring,1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The first row must name the columns');
  });
});

describe('the role matrix of the CSV routes', () => {
  it('answers 401 without a staff token, and 200 or 403 as ROLE_PERMISSIONS says', async () => {
    const customer = await signedInCustomer(t);
    for (const headers of [{}, customer.auth]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers })).statusCode).toBe(401);
      expect((await importCsv(HEADER, headers)).statusCode).toBe(401);
    }
    for (const role of STAFF_ROLES) {
      const allowed = ROLE_PERMISSIONS[role].includes('catalogue');
      expect((await exportCsv(tokens[role])).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await importCsv(HEADER, bearer(tokens[role]))).statusCode, role).toBe(allowed ? 200 : 403);
    }
  });
});
