/**
 * /api/admin/coupons: the role matrix, create / edit / deactivate / feature with their audit rows and refusals, usage
 * counts, and the storefront's GET /api/promotion following the featured coupon.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_COUPON_MESSAGES } from '@lumen/contract/admin-coupons';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@lumen/contract/admin-roles';
import { COUPON_MESSAGES } from '@lumen/contract/coupons';
import { FEATURED_PROMOTION } from '@lumen/contract/promotion';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, applyCoupon, placeOrder } from '../../test/shopping-fixtures';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const { members, as } = useStaffShop((opened) => {
  t = opened;
});
type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });

const newCoupon = (code: string, extra: object = {}) => ({
  code,
  description: '10% off everything',
  kind: 'percent',
  value: 10,
  ...extra,
});
const audited = (action: string, id: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('the role matrix of /api/admin/coupons', () => {
  let serial = 0;
  const routes = (): (() => Call)[] => [
    () => ({ method: 'GET', url: '/api/admin/coupons' }),
    () => ({ method: 'POST', url: '/api/admin/coupons', payload: newCoupon(`MATRIX${++serial}`) }),
    () => ({ method: 'GET', url: '/api/admin/coupons/1' }),
    () => ({
      method: 'PATCH',
      url: '/api/admin/coupons/1',
      payload: { description: '25% off ring settings and bands' },
    }),
  ];

  it('answers 401 without a staff token or with a customer’s', async () => {
    const customer = await signedInCustomer(t);
    for (const route of routes()) {
      for (const headers of [{}, customer.auth]) {
        const res = await call(route(), headers);
        expect(res.statusCode, `${route().method} ${route().url}`).toBe(401);
        expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
      }
    }
  });

  it('answers each role as ROLE_PERMISSIONS says (coupons: owner and manager)', async () => {
    for (const role of STAFF_ROLES) {
      const headers = await as(role);
      const allowed = ROLE_PERMISSIONS[role].includes('coupons');
      for (const route of routes()) {
        const c = route();
        const res = await call(c, headers);
        expect(res.statusCode, `${role} ${c.method} ${c.url}: ${res.body}`).toBe(
          allowed ? (c.method === 'POST' ? 201 : 200) : 403,
        );
      }
    }
  });
});

describe('managing coupons', () => {
  it('POST creates a coupon with limits, audited; the list shows it with its usage counts', async () => {
    const headers = await as('manager');
    const res = await call(
      {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: newCoupon('welcome15', {
          kind: 'amount',
          value: 1500,
          min_subtotal: 10_000,
          usage_limit: 100,
          per_customer_limit: 1,
          category: 'rings',
        }),
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json().data.coupon;
    expect(coupon).toMatchObject({
      code: 'WELCOME15',
      kind: 'amount',
      value: 1500,
      min_subtotal: 10_000,
      usage_limit: 100,
      per_customer_limit: 1,
      active: true,
      featured: false,
      uses: 0,
      customers: 0,
    });
    const [row] = await audited('coupon.create', coupon.id);
    expect(row).toMatchObject({ staffId: members.manager.id, entity: 'coupon', after: { code: 'WELCOME15' } });
    expect(row?.requestId).toBe(res.headers['x-request-id']);
    const list = await call({ method: 'GET', url: '/api/admin/coupons?q=welc' }, headers);
    expect(list.json().data.coupons.map((c: { code: string }) => c.code)).toEqual(['WELCOME15']);
  });

  it('counts uses and customers as orders use a coupon', async () => {
    const headers = await as('owner');
    const created = (
      await call({ method: 'POST', url: '/api/admin/coupons', payload: newCoupon('COUNTED') }, headers)
    ).json().data.coupon;
    for (let i = 0; i < 2; i++) {
      const c = await signedInCustomer(t);
      const addressId = await addAddress(t, c);
      const [anyPiece] = await t.database.db.query.products.findMany({
        limit: 1,
        where: (p, { sql }) => sql`jsonb_array_length(${p.sizes}) = 0`,
      });
      await addToCart(t, c, { product_id: anyPiece?.id, quantity: 1 });
      expect((await applyCoupon(t, c, 'COUNTED')).statusCode).toBe(200);
      expect((await placeOrder(t, c, { address_id: addressId })).statusCode).toBe(201);
    }
    const res = await call({ method: 'GET', url: `/api/admin/coupons/${created.id}` }, headers);
    expect(res.json().data.coupon).toMatchObject({ uses: 2, customers: 2 });
  });

  it('PATCH deactivates a coupon (audited) and the cart then refuses it', async () => {
    const headers = await as('manager');
    const created = (
      await call({ method: 'POST', url: '/api/admin/coupons', payload: newCoupon('PAUSEME') }, headers)
    ).json().data.coupon;
    const res = await call(
      { method: 'PATCH', url: `/api/admin/coupons/${created.id}`, payload: { active: false } },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.coupon.active).toBe(false);
    const [row] = await audited('coupon.deactivate', created.id);
    expect(row).toMatchObject({ before: { active: true }, after: { active: false } });
    const c = await signedInCustomer(t);
    expect((await applyCoupon(t, c, 'PAUSEME')).json().message).toBe(COUPON_MESSAGES.inactive);
  });

  it('refuses a taken code (409), a bad value or dates (400), an unknown id (404), and changes nothing', async () => {
    const headers = await as('owner');
    const taken = await call({ method: 'POST', url: '/api/admin/coupons', payload: newCoupon('fall25') }, headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_COUPON_MESSAGES.codeTaken);
    const percent = await call(
      { method: 'POST', url: '/api/admin/coupons', payload: newCoupon('TOOMUCH', { value: 150 }) },
      headers,
    );
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toContain(ADMIN_COUPON_MESSAGES.percentRange);
    const fall = (await call({ method: 'GET', url: '/api/admin/coupons?q=fall25' }, headers)).json().data.coupons[0];
    const dates = await call(
      { method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { ends_at: '2000-01-01T00:00:00Z' } },
      headers,
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe(ADMIN_COUPON_MESSAGES.datesOrder);
    const renamed = await call(
      { method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { code: 'Welcome15' } },
      headers,
    );
    expect(renamed.statusCode).toBe(409);
    expect(
      (await call({ method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: {} }, headers)).statusCode,
    ).toBe(400);
    const unknown = await call(
      { method: 'PATCH', url: '/api/admin/coupons/999999', payload: { active: false } },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_COUPON_MESSAGES.notFound);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, fall.id));
    expect(after).toMatchObject({ code: 'FALL25', active: true });
  });
});

describe('the featured coupon and GET /api/promotion', () => {
  const promotion = async () => t.app.inject({ method: 'GET', url: '/api/promotion' });

  it('starts as the contract’s seeded promotion, public and cacheable', async () => {
    const res = await promotion();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.json().data.promotion).toEqual({
      title: FEATURED_PROMOTION.title,
      description: FEATURED_PROMOTION.description,
      code: FEATURED_PROMOTION.code,
      kind: 'percent',
      value: FEATURED_PROMOTION.percentOff,
      category: FEATURED_PROMOTION.category,
    });
  });

  it('follows the coupon the back office features (at most one), and is null when none is', async () => {
    const headers = await as('owner');
    const created = (
      await call(
        {
          method: 'POST',
          url: '/api/admin/coupons',
          payload: newCoupon('SPRING10', { title: 'Spring Sale', category: 'earrings', featured: true }),
        },
        headers,
      )
    ).json().data.coupon;
    expect((await promotion()).json().data.promotion).toMatchObject({
      title: 'Spring Sale',
      code: 'SPRING10',
      category: 'earrings',
    });
    const featured = await t.database.db.select().from(coupons).where(eq(coupons.featured, true));
    expect(featured.map((c) => c.code)).toEqual(['SPRING10']);
    const fall = (await call({ method: 'GET', url: '/api/admin/coupons?q=fall25' }, headers)).json().data.coupons[0];
    expect(await audited('coupon.unfeature', fall.id)).toHaveLength(1);
    // Featuring FALL25 again takes it off SPRING10.
    await call({ method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { featured: true } }, headers);
    expect((await promotion()).json().data.promotion.code).toBe('FALL25');
    expect(
      (await call({ method: 'GET', url: `/api/admin/coupons/${created.id}` }, headers)).json().data.coupon.featured,
    ).toBe(false);
    // A featured coupon that is deactivated is no promotion; nor is none featured.
    await call({ method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { active: false } }, headers);
    expect((await promotion()).json().data.promotion).toBeNull();
    await call(
      { method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { active: true, featured: false } },
      headers,
    );
    expect((await promotion()).json().data.promotion).toBeNull();
    await call({ method: 'PATCH', url: `/api/admin/coupons/${fall.id}`, payload: { featured: true } }, headers);
    expect((await promotion()).json().data.promotion.code).toBe('FALL25');
  });

  it('leaves one featured coupon when two staff feature two coupons at once (the loser answers 409)', async () => {
    const [manager, owner] = [await as('manager'), await as('owner')];
    const ids = [];
    for (const code of ['RACE1', 'RACE2']) {
      ids.push(
        (await call({ method: 'POST', url: '/api/admin/coupons', payload: newCoupon(code) }, owner)).json().data.coupon
          .id,
      );
    }
    const answers = await Promise.all(
      ids.map((id, i) =>
        call(
          { method: 'PATCH', url: `/api/admin/coupons/${id}`, payload: { featured: true } },
          i === 0 ? manager : owner,
        ),
      ),
    );
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().message).toBe(ADMIN_COUPON_MESSAGES.featuredAtOnce);
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const featured = await t.database.db.select().from(coupons).where(eq(coupons.featured, true));
    expect(featured).toHaveLength(1);
    expect((await promotion()).json().data.promotion.code).toBe(featured[0]?.code);
  });

  it('refuses a second featured coupon in the database itself', async () => {
    await expect(
      t.database.db
        .insert(coupons)
        .values({ code: 'TWOFEATURED', description: 'x', kind: 'percent', value: 5, featured: true }),
    ).rejects.toThrow();
  });
});
