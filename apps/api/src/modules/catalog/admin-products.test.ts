/**
 * /api/admin/products: the role matrix of every route, creating (a draft, invisible on the storefront), editing and
 * publishing, duplicating, setting stock in its three forms, the 409s and 400s, and an audit row for every change.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from '@lumen/contract/admin-roles';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { addAddress, addToCart, openShop, placeOrder } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let ringId: number;
let necklaceId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  for (const role of STAFF_ROLES) tokens[role] = await signInStaff(t, clock, await addStaff(t, role));
  const id = async (slug: string) =>
    (await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]?.id ?? 0;
  ringId = await id('aurora-solitaire-ring');
  necklaceId = await id('celeste-halo-pendant');
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object };
const call = (c: Call, token: string | Record<string, string> = tokens.owner) =>
  t.app.inject({ ...c, headers: typeof token === 'string' ? bearer(token) : token });

const NEW_PIECE = {
  name: 'Solene Opal Ring',
  description: 'A milky opal in a slim rose gold bezel.',
  category: 'rings',
  audience: 'women',
  metal: 'Rose Gold',
  stone: 'Gemstone',
  purity: '18k',
  price: 45000,
  original_price: 52000,
  sizes: ['US 6', 'US 7'],
  material_details: {
    stock_number: 'LJ-09001',
    shape: 'Oval',
    carat_weight: '1.10 ct',
    certification: 'Lumen Jewels gemstone certificate',
    depth: '58%',
    cut_grade: 'Very Good',
    material: '18k Rose Gold',
    measurements: '8 × 6 × 3 mm',
    clarity: 'Eye clean',
    polish: 'Excellent',
  },
  faqs: [{ question: 'Is the opal natural?', answer: 'Yes, an Ethiopian welo opal.' }],
};

const auditRows = (entityId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

/** Every route, the permission it needs, and a call that succeeds for a role that has it. */
const ROUTES: { permission: StaffPermission; call: () => Call; ok: number }[] = [
  { permission: 'catalogue', ok: 200, call: () => ({ method: 'GET', url: '/api/admin/products' }) },
  {
    permission: 'catalogue',
    ok: 201,
    call: () => ({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...NEW_PIECE, name: `Matrix ${Math.random()}` },
    }),
  },
  { permission: 'catalogue', ok: 200, call: () => ({ method: 'GET', url: `/api/admin/products/${ringId}` }) },
  {
    permission: 'catalogue',
    ok: 200,
    call: () => ({ method: 'PATCH', url: `/api/admin/products/${ringId}`, payload: { price: 16000 } }),
  },
  {
    permission: 'catalogue',
    ok: 201,
    call: () => ({ method: 'POST', url: `/api/admin/products/${ringId}/duplicate` }),
  },
  {
    permission: 'stock',
    ok: 200,
    call: () => ({ method: 'PUT', url: `/api/admin/products/${necklaceId}/stock`, payload: { quantity: 300 } }),
  },
];

describe('the role matrix of /api/admin/products', () => {
  it('answers 401 with no token or a customer token', async () => {
    const customer = await signedInCustomer(t);
    for (const route of ROUTES) {
      for (const headers of [{}, customer.auth]) {
        const res = await call(route.call(), headers);
        expect(res.statusCode, `${route.call().method} ${route.call().url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
  });

  it('lets each role do what ROLE_PERMISSIONS says and answers 403 otherwise', async () => {
    for (const role of STAFF_ROLES) {
      for (const route of ROUTES) {
        const res = await call(route.call(), tokens[role]);
        const allowed = ROLE_PERMISSIONS[role].includes(route.permission);
        expect(res.statusCode, `${role} ${route.call().method} ${route.call().url} ${res.body}`).toBe(
          allowed ? route.ok : 403,
        );
      }
    }
  });
});

describe('POST /api/admin/products', () => {
  it('creates a draft with the drawn artwork and no stock, invisible on the storefront until published', async () => {
    const res = await call({ method: 'POST', url: '/api/admin/products', payload: NEW_PIECE });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data.product;
    expect(product).toMatchObject({
      slug: 'solene-opal-ring',
      status: 'draft',
      stock_state: 'out_of_stock',
      stock: [
        { size: 'US 6', quantity: 0 },
        { size: 'US 7', quantity: 0 },
      ],
      faqs: NEW_PIECE.faqs,
      ordered: false,
    });
    expect(product.images[0].src).toMatch(/^\/media\//);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/products/solene-opal-ring' })).statusCode).toBe(404);
    expect(await auditRows(product.id, 'product.create')).toHaveLength(1);

    const stocked = await call({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/stock`,
      payload: { sizes: [{ size: 'US 6', quantity: 2 }] },
    });
    expect(stocked.json().data.product).toMatchObject({
      stock_state: 'low',
      stock: [
        { size: 'US 6', quantity: 2 },
        { size: 'US 7', quantity: 0 },
      ],
    });
    const published = await call({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url: '/api/catalog/products/solene-opal-ring' })).json().data;
    expect(page).toMatchObject({ name: NEW_PIECE.name, faqs: NEW_PIECE.faqs, stock: { state: 'low', left: 2 } });
    expect(await auditRows(product.id, 'product.published')).toHaveLength(1);
  });

  it('refuses invalid fields with 400 naming the field, and a slug in use with 409', async () => {
    const bad = await call({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...NEW_PIECE, price: 60000, original_price: 50000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('original_price');
    const noDetails = await call({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...NEW_PIECE, material_details: { ...NEW_PIECE.material_details, shape: '' } },
    });
    expect(noDetails.statusCode).toBe(400);
    const taken = await call({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...NEW_PIECE, slug: 'aurora-solitaire-ring' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another piece already uses the address "aurora-solitaire-ring".');
  });
});

describe('real sizes of a piece', () => {
  it('takes only sizes of the piece’s kind (400 naming the size), and keeps them in the chart’s order', async () => {
    const create = (fields: object) =>
      call({ method: 'POST', url: '/api/admin/products', payload: { ...NEW_PIECE, ...fields } });
    const placeholder = await create({ name: 'Placeholder Ring', sizes: ['Size 1'] });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().message).toMatch(
      /^sizes: "Size 1" is not a size of this kind of piece: use US 3 to US 13/,
    );
    const studs = await create({ name: 'Sized Studs', category: 'earrings', sizes: ['US 6'] });
    expect(studs.statusCode).toBe(400);
    expect(studs.json().message).toBe('sizes: this kind of piece comes in one size: leave the sizes empty.');
    const ring = await create({ name: 'Unordered Ring', sizes: ['US 9', 'US 5.5', 'US 7'] });
    expect(ring.statusCode, ring.body).toBe(201);
    const { id, sizes } = ring.json().data.product;
    expect(sizes).toEqual(['US 5.5', 'US 7', 'US 9']);
    const toBangle = await call({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      payload: { category: 'bangles' },
    });
    expect(toBangle.statusCode).toBe(400);
    expect(toBangle.json().message).toMatch(/^sizes: "US 5.5" is not a size of this kind of piece: use 2.2 to 2.10/);
    const bangle = await call({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      payload: { category: 'bangles', sizes: ['2.10', '2.4'] },
    });
    expect(bangle.statusCode, bangle.body).toBe(200);
    expect(bangle.json().data.product.sizes).toEqual(['2.4', '2.10']);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('edits a price the storefront then shows, with the before and after in the audit row', async () => {
    const res = await call({ method: 'PATCH', url: `/api/admin/products/${ringId}`, payload: { price: 15500 } });
    expect(res.json().data.product.price).toBe(15500);
    const page = (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${ringId}` })).json().data;
    expect(page.price).toBe(15500);
    const [row] = (await auditRows(ringId, 'product.update')).slice(-1);
    expect(row?.before).toMatchObject({ price: 16000 });
    expect(row?.after).toMatchObject({ price: 15500 });
    await call({ method: 'PATCH', url: `/api/admin/products/${ringId}`, payload: { price: 16000 } });
  });

  it('archives a piece that was ordered: gone from the storefront, kept in its orders and in the back office', async () => {
    const piece = (
      await call({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...NEW_PIECE, name: 'Archive Me Ring', sizes: [] },
      })
    ).json().data.product;
    await call({ method: 'PUT', url: `/api/admin/products/${piece.id}/stock`, payload: { quantity: 5 } });
    await call({ method: 'PATCH', url: `/api/admin/products/${piece.id}`, payload: { status: 'published' } });
    const c = await signedInCustomer(t);
    await addToCart(t, c, { product_id: piece.id });
    expect((await placeOrder(t, c, { address_id: await addAddress(t, c) })).statusCode).toBe(201);
    const archived = await call({
      method: 'PATCH',
      url: `/api/admin/products/${piece.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.json().data.product).toMatchObject({ status: 'archived', ordered: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/catalog/products/${piece.id}` })).statusCode).toBe(404);
    const list = (await call({ method: 'GET', url: '/api/admin/products?status=archived' })).json().data.products;
    expect(list.map((p: { id: number }) => p.id)).toContain(piece.id);
  });

  it('answers 404 for an unknown product and 400 for an empty change', async () => {
    expect((await call({ method: 'PATCH', url: '/api/admin/products/999999', payload: { price: 1 } })).statusCode).toBe(
      404,
    );
    expect((await call({ method: 'PATCH', url: `/api/admin/products/${ringId}`, payload: {} })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/products/{id}/duplicate', () => {
  it('makes a draft copy under a free slug, without stock', async () => {
    const first = (await call({ method: 'POST', url: `/api/admin/products/${necklaceId}/duplicate` })).json().data
      .product;
    const second = (await call({ method: 'POST', url: `/api/admin/products/${necklaceId}/duplicate` })).json().data
      .product;
    expect(first).toMatchObject({
      status: 'draft',
      name: 'Celeste Halo Pendant (copy)',
      stock: [{ size: '', quantity: 0 }],
    });
    expect(first.slug).not.toBe(second.slug);
    expect(first.slug).toMatch(/^celeste-halo-pendant-copy/);
    expect(await auditRows(first.id, 'product.duplicate')).toHaveLength(1);
  });
});

describe('PUT /api/admin/products/{id}/stock', () => {
  it('sets one quantity, sizes, or made to order, each audited', async () => {
    const one = await call({ method: 'PUT', url: `/api/admin/products/${necklaceId}/stock`, payload: { quantity: 3 } });
    expect(one.json().data.product).toMatchObject({ stock: [{ size: '', quantity: 3 }], stock_state: 'low' });
    const made = await call({
      method: 'PUT',
      url: `/api/admin/products/${necklaceId}/stock`,
      payload: { made_to_order_days: 14 },
    });
    expect(made.json().data.product).toMatchObject({ stock: [], made_to_order_days: 14, stock_state: 'made_to_order' });
    const page = (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${necklaceId}` })).json().data;
    expect(page.stock).toMatchObject({ state: 'made_to_order', made_to_order_days: 14 });
    const back = await call({
      method: 'PUT',
      url: `/api/admin/products/${necklaceId}/stock`,
      payload: { quantity: 300 },
    });
    expect(back.json().data.product).toMatchObject({ made_to_order_days: null, stock_state: 'in_stock' });
    const rows = await auditRows(necklaceId, 'product.stock');
    expect(rows.at(-1)?.before).toMatchObject({ made_to_order_days: 14, stock: [] });
    expect(rows.at(-1)?.after).toMatchObject({ made_to_order_days: null, stock: [{ size: '', quantity: 300 }] });
  });

  it('answers 400 for none or two of the forms, 409 for the wrong form, 400 for an unknown size', async () => {
    const put = (id: number, payload: object) =>
      call({ method: 'PUT', url: `/api/admin/products/${id}/stock`, payload });
    expect((await put(necklaceId, {})).statusCode).toBe(400);
    expect((await put(necklaceId, { quantity: 1, made_to_order_days: 3 })).statusCode).toBe(400);
    expect((await put(necklaceId, { quantity: -1 })).statusCode).toBe(400);
    const wrong = await put(ringId, { quantity: 4 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('This piece comes in sizes: give the quantity of each size.');
    expect((await put(necklaceId, { sizes: [{ size: 'US 6', quantity: 1 }] })).statusCode).toBe(409);
    expect((await put(ringId, { sizes: [{ size: 'Size 9', quantity: 1 }] })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/products', () => {
  it('filters by status, category, metal, stock state and search, and pages with a cursor', async () => {
    const get = async (query: string) =>
      (await call({ method: 'GET', url: `/api/admin/products?${query}` })).json().data;
    expect((await get('status=draft')).products.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const out = await get('stock=out_of_stock&status=published');
    expect(out.products.map((p: { slug: string }) => p.slug)).toContain('emerald-cut-diamond-1-5-ct');
    expect((await get('category=watches&metal=Silver')).products.map((p: { slug: string }) => p.slug)).toEqual([
      'luna-silver-watch',
    ]);
    expect((await get('q=aurora')).products.map((p: { slug: string }) => p.slug)).toContain('aurora-solitaire-ring');
    const first = await get('limit=10');
    const second = await get(`limit=10&cursor=${first.next_cursor}`);
    expect(first.products).toHaveLength(10);
    expect(second.products[0].id).toBeLessThan(first.products[9].id);
  });
});
