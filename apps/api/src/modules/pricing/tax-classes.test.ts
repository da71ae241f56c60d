/**
 * Tax classes (issue 29, decision 036): the four the shop opens with, the owner's and the managers' to add, change and
 * delete (audited, bad input refused with nothing written, a class in use kept); pieces assigned per piece; the cart
 * and the order taxed per class, with the order's `tax_lines` split CGST + SGST within Maharashtra and IGST outside it;
 * an order keeping its tax when the class changes later; the invoice naming each line's HSN code and rate.
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { formatCents } from '@lumen/contract/money';
import { TAX_CLASS_MESSAGES } from '@lumen/contract/tax-classes';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { auditLog, taxClasses } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, getCart, piece, placeOrder } from '../../test/shopping-fixtures';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const URL = '/api/admin/tax-classes';
const { as } = useStaffShop((opened) => {
  t = opened;
});
const call = async (
  role: StaffRole,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: await as(role), ...(payload ? { payload } : {}) });
const classes = async () => (await call('owner', 'GET', URL)).json().data;
const classOf = async (hsn: string) =>
  (await classes()).classes.find((taxClass: { hsn: string }) => taxClass.hsn === hsn) as {
    id: number;
    products: number;
  };
const assign = async (productId: number, taxClassId: number | null) =>
  call('owner', 'PATCH', `/api/admin/products/${productId}`, { tax_class_id: taxClassId });
const classCount = async () => (await t.database.db.select().from(taxClasses)).length;

describe('tax classes', () => {
  it('open with gold and silver jewellery at 3 %, diamonds at 0.25 % and watches at 18 %, no piece in any yet', async () => {
    const list = await classes();
    expect(
      list.classes.map((c: { name: string; hsn: string; rate_percent: number; products: number }) => [
        c.name,
        c.hsn,
        c.rate_percent,
        c.products,
      ]),
    ).toEqual([
      ['Cut and polished diamonds', '7102', 0.25, 0],
      ['Gold and silver jewellery', '7113', 3, 0],
      ['Other watches', '9102', 18, 0],
      ['Watches in precious metal', '9101', 18, 0],
    ]);
    expect(list.standard.rate_percent).toBe(18);
    expect(list.standard.products).toBeGreaterThan(0);
  });

  it('are the owner’s and the managers’ to read and change', async () => {
    for (const role of STAFF_ROLES) {
      const allowed = role === 'owner' || role === 'manager';
      expect((await call(role, 'GET', URL)).statusCode, role).toBe(allowed ? 200 : 403);
      const created = await call(role, 'POST', URL, {
        name: `Imitation jewellery (${role})`,
        hsn: '7117',
        rate_percent: 3,
      });
      expect(created.statusCode, role).toBe(allowed ? 201 : 403);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('refuse a bad name, HSN code or rate, and a name taken in any case, writing nothing', async () => {
    const before = await classCount();
    const cases: [object, string][] = [
      [{ name: '', hsn: '7113', rate_percent: 3 }, `name: ${TAX_CLASS_MESSAGES.name}`],
      [{ name: 'Pearls', hsn: '71131', rate_percent: 3 }, `hsn: ${TAX_CLASS_MESSAGES.hsn}`],
      [{ name: 'Pearls', hsn: '7101', rate_percent: 28.5 }, `rate_percent: ${TAX_CLASS_MESSAGES.rate}`],
      [{ name: 'Pearls', hsn: '7101', rate_percent: 0.125 }, `rate_percent: ${TAX_CLASS_MESSAGES.rate}`],
      [{ name: 'Pearls', hsn: '7101', rate_percent: -1 }, `rate_percent: ${TAX_CLASS_MESSAGES.rate}`],
    ];
    for (const [payload, message] of cases) {
      const res = await call('owner', 'POST', URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const taken = await call('owner', 'POST', URL, { name: 'GOLD AND SILVER JEWELLERY', hsn: '7113', rate_percent: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TAX_CLASS_MESSAGES.nameTaken('GOLD AND SILVER JEWELLERY'));
    expect(await classCount()).toBe(before);
  });

  it('are changed and deleted with an audit of before and after; a class with pieces is kept', async () => {
    const created = await call('owner', 'POST', URL, { name: 'Pearls', hsn: '7101', rate_percent: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data.tax_class;
    const changed = await call('manager', 'PATCH', `${URL}/${id}`, { rate_percent: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.tax_class).toMatchObject({ id, name: 'Pearls', hsn: '7101', rate_percent: 5 });

    const necklace = await piece(t, 'necklaces', 3);
    expect((await assign(necklace.id, id)).statusCode).toBe(200);
    const kept = await call('owner', 'DELETE', `${URL}/${id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(TAX_CLASS_MESSAGES.inUse(1));
    expect((await assign(necklace.id, null)).statusCode).toBe(200);
    const deleted = await call('owner', 'DELETE', `${URL}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.classes.some((c: { id: number }) => c.id === id)).toBe(false);
    expect((await call('owner', 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await call('owner', 'PATCH', `${URL}/${id}`, { rate_percent: 3 })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tax_class'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['pricing.tax_class_created', null, { name: 'Pearls', hsn: '7101', rate_percent: 3 }],
      [
        'pricing.tax_class_changed',
        { name: 'Pearls', hsn: '7101', rate_percent: 3 },
        { name: 'Pearls', hsn: '7101', rate_percent: 5 },
      ],
      ['pricing.tax_class_deleted', { name: 'Pearls', hsn: '7101', rate_percent: 5 }, null],
    ]);
  });

  it('are assigned per piece; an unknown class is refused naming the field, and the piece keeps its own', async () => {
    const ring = await piece(t, 'rings', 2);
    const gold = await classOf('7113');
    const res = await assign(ring.id, gold.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product.tax_class_id).toBe(gold.id);
    const unknown = await assign(ring.id, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(TAX_CLASS_MESSAGES.unknownClass);
    const product = (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${ring.id}` })).json().data;
    expect(product.tax).toEqual({ hsn: '7113', rate_percent: 3 });
    expect((await classOf('7113')).products).toBeGreaterThanOrEqual(1);
    await assign(ring.id, null);
  });
});

describe('how the storefront shows prices', () => {
  it('is excluding GST until the owner chooses, then including it on every page at once (audited)', async () => {
    const shop = async () => (await t.app.inject({ method: 'GET', url: '/api/currencies' })).json().data;
    expect((await shop()).prices_include_tax).toBe(false);
    expect((await classes()).prices_include_tax).toBe(false);
    expect((await call('support', 'PUT', `${URL}/display`, { prices_include_tax: true })).statusCode).toBe(403);
    const bad = await call('owner', 'PUT', `${URL}/display`, { prices_include_tax: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('prices_include_tax: true or false');

    const res = await call('manager', 'PUT', `${URL}/display`, { prices_include_tax: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TAX_CLASS_MESSAGES.display(true));
    expect(res.json().data.prices_include_tax).toBe(true);
    expect((await shop()).prices_include_tax).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pricing.tax_display_set'))
      .orderBy(auditLog.id);
    expect([audit?.before, audit?.after]).toEqual([{ prices_include_tax: false }, { prices_include_tax: true }]);
    await call('owner', 'PUT', `${URL}/display`, { prices_include_tax: false });
    expect((await shop()).prices_include_tax).toBe(false);
  });

  it('the listing’s cards carry each piece’s tax, for the price including it', async () => {
    const ring = await piece(t, 'rings', 3);
    const gold = await classOf('7113');
    await assign(ring.id, gold.id);
    const listing = (
      await t.app.inject({ method: 'GET', url: '/api/catalog/products?category=rings&pageSize=48' })
    ).json().data.items as { id: number; tax: object }[];
    expect(listing.find((item) => item.id === ring.id)?.tax).toEqual({ hsn: '7113', rate_percent: 3 });
    expect(listing.find((item) => item.id !== ring.id)?.tax).toEqual({ hsn: null, rate_percent: 18 });
    await assign(ring.id, null);
  });
});

describe('an order of pieces in different tax classes', () => {
  /** A gold ring (3 %, HSN 7113) and a necklace with no class (18 %) in the cart of a new customer shipping to `state`. */
  async function cartOfTwoClasses(state: string) {
    const ring = await piece(t, 'rings', 1);
    const necklace = await piece(t, 'necklaces', 1);
    const gold = await classOf('7113');
    expect((await assign(ring.id, gold.id)).statusCode).toBe(200);
    const c = await signedInCustomer(t);
    const addressId = await addAddress(t, c, { state });
    await addToCart(t, c, { product_id: ring.id, size: ring.sizes[0] });
    await addToCart(t, c, { product_id: necklace.id });
    return { c, addressId, ring, necklace, gold };
  }

  it('is taxed per class in the cart: one line per HSN code and rate, the effective rate beside them', async () => {
    const { c, ring, necklace } = await cartOfTwoClasses('Maharashtra');
    const { totals, items } = await getCart(t, c);
    expect(items.map((line: { tax: object }) => line.tax)).toEqual([
      { hsn: '7113', rate_percent: 3 },
      { hsn: null, rate_percent: 18 },
    ]);
    const goldTax = Math.round(ring.price * 0.03);
    const standardTax = Math.round(necklace.price * 0.18);
    expect(totals.tax_lines).toEqual([
      { hsn: '7113', rate_percent: 3, taxable: ring.price, tax: goldTax },
      { hsn: null, rate_percent: 18, taxable: necklace.price, tax: standardTax },
    ]);
    expect(totals.gst).toBe(goldTax + standardTax);
    expect(totals.gst_percent).toBe(
      Math.round(((goldTax + standardTax) * 10_000) / (ring.price + necklace.price)) / 100,
    );
  });

  it('splits CGST + SGST within Maharashtra, keeps its tax when the class changes, and names each HSN on the invoice', async () => {
    const { c, addressId, ring, necklace, gold } = await cartOfTwoClasses('Maharashtra');
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    const goldTax = Math.round(ring.price * 0.03);
    const standardTax = Math.round(necklace.price * 0.18);
    expect(order.tax_lines).toEqual([
      {
        hsn: '7113',
        rate_percent: 3,
        taxable: ring.price,
        cgst: Math.floor(goldTax / 2),
        sgst: goldTax - Math.floor(goldTax / 2),
        igst: 0,
      },
      {
        hsn: null,
        rate_percent: 18,
        taxable: necklace.price,
        cgst: Math.floor(standardTax / 2),
        sgst: standardTax - Math.floor(standardTax / 2),
        igst: 0,
      },
    ]);
    expect(order.tax).toBe(goldTax + standardTax);
    expect(order.items.map((line: { tax: object }) => line.tax)).toEqual([
      { hsn: '7113', rate_percent: 3 },
      { hsn: null, rate_percent: 18 },
    ]);

    // The government changes the rate: the placed order keeps what it was charged.
    expect((await call('owner', 'PATCH', `${URL}/${gold.id}`, { rate_percent: 5 })).statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: c.auth })).json()
      .data;
    expect(again.tax_lines).toEqual(order.tax_lines);
    expect(again.items[0].tax).toEqual({ hsn: '7113', rate_percent: 3 });
    await call('owner', 'PATCH', `${URL}/${gold.id}`, { rate_percent: 3 });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}/invoice.pdf`,
      headers: c.auth,
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('GST 3% · HSN 7113');
    expect(text).toContain(`CGST 1.5% (HSN 7113) ${formatCents(order.tax_lines[0].cgst)}`);
    expect(text).toContain(`SGST 9% ${formatCents(order.tax_lines[1].sgst)}`);
    expect(text).toContain('GST by HSN code at each line’s rate');
  });

  it('is IGST outside the shop’s state', async () => {
    const { c, addressId } = await cartOfTwoClasses('Karnataka');
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const { tax_lines: lines, tax } = placed.json().data;
    expect(lines.map((line: { cgst: number; sgst: number }) => line.cgst + line.sgst)).toEqual([0, 0]);
    expect(lines.reduce((sum: number, line: { igst: number }) => sum + line.igst, 0)).toBe(tax);
  });
});

describe('a class deleted while a piece is moved into it, at once', () => {
  it('either keeps the class with the piece in it or refuses the move: never a piece in a class that is gone', async () => {
    const created = await call('owner', 'POST', URL, { name: 'Race class', hsn: '7116', rate_percent: 3 });
    const { id } = created.json().data.tax_class;
    const ring = await piece(t, 'rings', 4);
    const headers = await as('owner');
    const [moved, deleted] = await Promise.all([
      t.app.inject({ method: 'PATCH', url: `/api/admin/products/${ring.id}`, headers, payload: { tax_class_id: id } }),
      t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers }),
    ]);
    expect([moved.statusCode, deleted.statusCode].sort()).toEqual(moved.statusCode === 200 ? [200, 409] : [200, 400]);
    const product = (await call('owner', 'GET', `/api/admin/products/${ring.id}`)).json().data.product;
    const stillThere = (await classes()).classes.some((c: { id: number }) => c.id === id);
    expect(product.tax_class_id === id).toBe(stillThere);
    await assign(ring.id, null);
  });
});
