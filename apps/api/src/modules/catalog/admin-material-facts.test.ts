/**
 * The material facts a new or edited piece must give follow its kind (material-facts.ts): a chain or a watch is made
 * without stone facts, which are stored as "—"; a diamond ring without one of its ten is refused naming the fact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { openShop } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await openShop(t);
  token = await signInStaff(t, clock, await addStaff(t, 'manager'));
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products', payload, headers: bearer(token) });

const RING = {
  name: 'Vela Solitaire Ring',
  description: 'A round diamond on a plain gold band.',
  category: 'rings',
  audience: 'women',
  metal: 'Gold',
  stone: 'Diamond',
  purity: '18k',
  price: 90000,
  original_price: 90000,
  sizes: ['US 6'],
  material_details: {
    stock_number: 'LJ-09101',
    shape: 'Round',
    carat_weight: '0.50 ct',
    certification: 'IGI',
    depth: '61%',
    cut_grade: 'Excellent',
    material: '18k Gold',
    measurements: '5.1 × 5.1 mm',
    clarity: 'VS1',
    polish: 'Excellent',
  },
};

const CHAIN = {
  ...RING,
  name: 'Rope Chain',
  description: 'A plain gold rope chain.',
  category: 'chains',
  sizes: [],
  material_details: {
    stock_number: 'LJ-09102',
    certification: 'BIS hallmark',
    material: '22k Gold',
    measurements: '2 mm',
    polish: 'High',
  },
};

describe('POST /api/admin/products', () => {
  it('creates a chain without stone facts, keeping "—" for them', async () => {
    const created = await post(CHAIN);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.product.material_details).toEqual({
      ...CHAIN.material_details,
      shape: '—',
      carat_weight: '—',
      depth: '—',
      cut_grade: '—',
      clarity: '—',
    });
    const watch = await post({
      ...CHAIN,
      name: 'Regent Watch',
      category: 'watches',
      sizes: [],
      material_details: { stock_number: 'W-1', certification: 'Swiss made', material: 'Steel', measurements: '40 mm' },
    });
    expect(watch.statusCode).toBe(201);
  });

  it('refuses a diamond ring without its cut grade, naming the fact', async () => {
    const { cut_grade: _cut, ...details } = RING.material_details;
    const refused = await post({ ...RING, material_details: details });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('material_details.cut_grade: required for this kind of piece');
    const chainAsked = await post({ ...CHAIN, material_details: { ...CHAIN.material_details, polish: undefined } });
    expect(chainAsked.json().message).toBe('material_details.polish: required for this kind of piece');
    expect((await post(RING)).statusCode).toBe(201);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('asks the facts of the kind the piece becomes', async () => {
    const chain = (await post({ ...CHAIN, name: 'Box Chain' })).json().data.product;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/products/${chain.id}`, payload, headers: bearer(token) });
    const asRing = await patch({ category: 'rings', sizes: ['US 7'], material_details: CHAIN.material_details });
    expect(asRing.statusCode).toBe(400);
    expect(asRing.json().message).toBe('material_details.shape: required for this kind of piece');
    const edited = await patch({ material_details: { ...CHAIN.material_details, measurements: '3 mm' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.product.material_details).toMatchObject({ measurements: '3 mm', cut_grade: '—' });
  });
});
