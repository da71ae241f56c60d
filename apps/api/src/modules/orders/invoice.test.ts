import { formatCents } from '@lumen/contract/money';
import type { Order } from '@lumen/contract/orders';
import { isValidGstin } from '@lumen/contract/orders';
import { SHOP } from '@lumen/contract/shop';
import { stoneWords } from '@lumen/contract/stone-words';
import { optionWords } from '@lumen/contract/variant-words';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addAddress,
  addToCart,
  applyCoupon,
  type Customer,
  catalogPieces,
  openShop,
  piece,
  placeOrder,
} from '../../test/shopping-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', PAY_ON_DELIVERY_MAX: '10000000' } });
  await openShop(t);
});
afterAll(() => t.close());

/** An order of two rings (with FALL25) and a necklace, or with `long`, of 39 lines (every piece in one size that can be bought plain, and ten sized pieces in two sizes each). */
async function orderOf(c: Customer, options: { state: string; gst?: object; long?: boolean }) {
  const addressId = await addAddress(t, c, { state: options.state, address_type: 'Work' });
  const ring = await piece(t, 'rings');
  await addToCart(t, c, { product_id: ring.id, size: 'US 8', quantity: 2 });
  const necklace = await piece(t, 'necklaces');
  await addToCart(t, c, { product_id: necklace.id });
  if (options.long) {
    const oneSize = (await catalogPieces(t, 19, false)).filter((extra) => extra.id !== necklace.id);
    for (const extra of oneSize) await addToCart(t, c, { product_id: extra.id });
    for (const extra of await catalogPieces(t, 10, true)) {
      for (const size of extra.sizes.slice(0, 2)) await addToCart(t, c, { product_id: extra.id, size });
    }
  }
  await applyCoupon(t, c, 'FALL25');
  const res = await placeOrder(t, c, { address_id: addressId, ...(options.gst ? { gst: options.gst } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function readInvoice(c: Customer, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf`, headers: c.auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    const { text, total } = await parser.getText();
    return { text, pages: total };
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/orders/{id}/invoice.pdf', () => {
  it('is a tax invoice: seller, buyer’s GST details, order id and date, lines, coupon, IGST 18 % and the total', async () => {
    const c = await signedInCustomer(t);
    const order = await orderOf(c, {
      state: 'Karnataka',
      gst: { name: 'Meera Traders', gst_number: '29AAGCB7383J1Z4' },
    });
    const { text } = await readInvoice(c, order.order_id);
    for (const expected of [
      'TAX INVOICE',
      SHOP.legalName,
      `GSTIN: ${SHOP.gstin}`,
      SHOP.address[1],
      order.order_id,
      'Meera Traders',
      'GSTIN: 29AAGCB7383J1Z4',
      'Address type: Work',
      'Place of supply',
      'Karnataka',
      'US 8',
      'Coupon FALL25',
      `-${formatCents(order.discount)}`,
      formatCents(order.subtotal),
      `IGST 18% ${formatCents(order.tax)}`,
      `Total ${formatCents(order.total)}`,
      'Pay on delivery',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/\d{2} [A-Z][a-z]{2} \d{4}/);
    // Each line names its variant in words and its SKU, its stones with their certificates, and its HUID.
    for (const line of order.items) {
      expect(text).toContain(`(${optionWords(line.options)})`);
      expect(text).toContain(`SKU ${line.sku}`);
      // A long fact wraps within its column: read the text as one line.
      for (const stone of line.stones) expect(text.replace(/\s+/g, ' ')).toContain(stoneWords(stone));
      if (line.hallmark) expect(text).toContain(`BIS hallmark, HUID ${line.hallmark.huid}`);
    }
    const [ring] = order.items;
    expect(ring.stones[0]?.certificate?.lab).toBe('IGI');
    expect(text.replace(/\s+/g, ' ')).toContain(`IGI report ${ring.stones[0]?.certificate?.report_number}`);
    expect(ring.hallmark?.huid).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('splits GST into CGST and SGST within the seller’s state, and names an unregistered buyer', async () => {
    const c = await signedInCustomer(t);
    const order = await orderOf(c, { state: SHOP.state });
    const { text } = await readInvoice(c, order.order_id);
    const [{ cgst, sgst, igst }] = order.tax_lines as [Order['tax_lines'][number]];
    expect([cgst + sgst, igst]).toEqual([order.tax, 0]);
    expect(text).toContain(`CGST 9% ${formatCents(cgst)}`);
    expect(text).toContain(`SGST 9% ${formatCents(sgst)}`);
    expect(text).toContain('Unregistered buyer (no GSTIN)');
    expect(text).toContain(c.name);
    expect(text).toContain(`Total ${formatCents(order.total)}`);
  });

  it('runs over several pages for a long order and still ends with the total', async () => {
    const c = await signedInCustomer(t);
    const order = await orderOf(c, { state: 'Goa', long: true });
    expect(order.items.length).toBe(39);
    const { text, pages } = await readInvoice(c, order.order_id);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(order.items.at(-1).name);
    expect(text).toContain(`Total ${formatCents(order.total)}`);
  });

  it('is the owner’s only (404 for anyone else) and needs a token', async () => {
    const c = await signedInCustomer(t);
    const order = await orderOf(c, { state: 'Kerala' });
    const other = await signedInCustomer(t);
    const url = `/api/orders/${order.order_id}/invoice.pdf`;
    expect((await t.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('names the shop by a valid GSTIN of its own state', () => {
    expect(isValidGstin(SHOP.gstin)).toBe(true);
    expect(SHOP.gstin.slice(0, 2)).toBe('27');
    expect(SHOP.address.join(' ')).toContain(SHOP.state);
  });
});
