/**
 * Personalised pieces: what a piece takes (the product's `personalisation`), the engraving a cart line carries (two
 * engravings of one piece stay two lines; bad text is refused with the contract's message), and the order, the
 * invoice and the packing slip keeping it.
 */
import { ENGRAVING_MESSAGES } from '@lumen/contract/engraving-words';
import { MESSAGES } from '@lumen/contract/messages';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { useAdminOrders } from '../../test/admin-order-calls';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { addAddress, addToCart, type Customer, getCart, piece, placeOrder } from '../../test/shopping-fixtures';

let t: TestApp;
const { get } = useAdminOrders((opened) => {
  t = opened.t;
});

async function pieceBySlug(slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

async function pdfText(payload: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(payload) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const add = (c: Customer, payload: object) => addToCart(t, c, payload);

describe('a personalised piece', () => {
  it('says what it takes: a ring is engraved inside the band, the initial pendant takes a letter, earrings nothing', async () => {
    const ring = await piece(t, 'rings');
    const answer = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` })).json().data.personalisation;
    expect(await answer(ring.id)).toEqual({
      kind: 'engraving',
      max_length: 20,
      fonts: ['script', 'serif', 'block'],
      lead_days: 5,
    });
    expect(await answer((await pieceBySlug('initial-pendant')).id)).toEqual({
      kind: 'initial',
      max_length: 1,
      fonts: [],
      lead_days: 7,
    });
    expect(await answer((await piece(t, 'earrings')).id)).toBeNull();
  });
});

describe('POST /api/cart/items with an engraving', () => {
  it('keeps the words and the font on the line, made to order with its lead time; other words are another line', async () => {
    const c = await signedInCustomer(t);
    const ring = await piece(t, 'rings');
    const engraved = { product_id: ring.id, size: 'US 7', engraving: { text: '  A  & R ', font: 'script' } };
    expect((await add(c, engraved)).statusCode).toBe(200);
    expect((await add(c, engraved)).statusCode).toBe(200);
    expect((await add(c, { ...engraved, engraving: { text: 'Always' } })).statusCode).toBe(200);
    expect((await add(c, { product_id: ring.id, size: 'US 7' })).statusCode).toBe(200);
    const cart = await getCart(t, c);
    expect(
      cart.items.map((line: { engraving: unknown; quantity: number; lead_days: unknown }) => [
        line.engraving,
        line.quantity,
        line.lead_days,
      ]),
    ).toEqual([
      [{ text: 'A & R', font: 'script' }, 2, 5],
      // Without a font, the piece's first.
      [{ text: 'Always', font: 'script' }, 1, 5],
      [null, 1, null],
    ]);
  });

  it('takes an initial in capitals, without a font, and requires one on a piece made with an initial', async () => {
    const c = await signedInCustomer(t);
    const pendant = await pieceBySlug('initial-pendant');
    const refused = await add(c, { product_id: pendant.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message: `engraving: ${ENGRAVING_MESSAGES.required}` });
    expect((await add(c, { product_id: pendant.id, engraving: { text: 'r' } })).statusCode).toBe(200);
    expect((await getCart(t, c)).items[0].engraving).toEqual({ text: 'R' });
    for (const [engraving, message] of [
      [{ text: 'AB' }, ENGRAVING_MESSAGES.initial],
      [{ text: '7' }, ENGRAVING_MESSAGES.initial],
      [{ text: 'A', font: 'script' }, ENGRAVING_MESSAGES.noFont],
    ] as const) {
      const res = await add(c, { product_id: pendant.id, engraving });
      expect(res.statusCode, JSON.stringify(engraving)).toBe(400);
      expect(res.json().message).toBe(`engraving: ${message}`);
    }
  });

  it('refuses control characters, over-long text, characters the engraver cannot cut, a font the piece lacks, and a plain piece', async () => {
    const c = await signedInCustomer(t);
    const ring = await piece(t, 'rings');
    const name = await pieceBySlug('name-necklace');
    const earrings = await piece(t, 'earrings');
    for (const [payload, message] of [
      [
        { product_id: ring.id, size: 'US 7', engraving: { text: 'A\u0000R' } },
        `engraving.text: ${MESSAGES.plainText('The engraving')}`,
      ],
      [
        { product_id: ring.id, size: 'US 7', engraving: { text: 'Forever and always, R' } },
        `engraving: ${ENGRAVING_MESSAGES.tooLong(20)}`,
      ],
      [
        { product_id: ring.id, size: 'US 7', engraving: { text: 'A ♥ R' } },
        `engraving: ${ENGRAVING_MESSAGES.characters}`,
      ],
      [{ product_id: ring.id, size: 'US 7', engraving: { text: '   ' } }, `engraving: ${ENGRAVING_MESSAGES.empty}`],
      [
        { product_id: name.id, engraving: { text: 'Meera', font: 'block' } },
        `engraving: ${ENGRAVING_MESSAGES.font(['script'])}`,
      ],
      [{ product_id: earrings.id, engraving: { text: 'A' } }, `engraving: ${ENGRAVING_MESSAGES.notPersonalisable}`],
    ] as const) {
      const res = await add(c, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    const longer = await add(c, { product_id: ring.id, size: 'US 7', engraving: { text: 'x'.repeat(81) } });
    expect(longer.statusCode).toBe(400);
    expect((await getCart(t, c)).items).toEqual([]);
  });
});

describe('POST /api/cart/merge with engravings', () => {
  it('keeps a visitor’s two engravings of one ring as two lines and skips one the piece cannot take', async () => {
    const c = await signedInCustomer(t);
    const ring = await piece(t, 'rings');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: c.auth,
      payload: {
        items: [
          { product_id: ring.id, size: 'US 7', engraving: { text: 'A & R', font: 'serif' }, quantity: 1 },
          { product_id: ring.id, size: 'US 7', engraving: { text: 'R & A', font: 'serif' }, quantity: 1 },
          { product_id: ring.id, size: 'US 7', engraving: { text: 'A ♥ R' }, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json().data;
    expect(merged.items.map((line: { engraving: { text: string } }) => line.engraving.text)).toEqual([
      'A & R',
      'R & A',
    ]);
    expect(merged.skipped).toEqual([{ product_id: ring.id, size: 'US 7', reason: ENGRAVING_MESSAGES.characters }]);
  });
});

describe('an order of an engraved piece', () => {
  it('keeps the engraving on its line, and the invoice and the packing slip print it', async () => {
    const c = await signedInCustomer(t);
    const ring = await piece(t, 'rings');
    const addressId = await addAddress(t, c);
    await add(c, { product_id: ring.id, size: 'US 7', engraving: { text: 'A & R', font: 'script' } });
    await add(c, { product_id: ring.id, size: 'US 7' });
    const placed = await placeOrder(t, c, { address_id: addressId });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.items.map((line: { engraving: unknown }) => line.engraving)).toEqual([
      { text: 'A & R', font: 'script' },
      null,
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.order_id}`, headers: c.auth });
    expect(read.json().data.items[0].engraving).toEqual({ text: 'A & R', font: 'script' });

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}/invoice.pdf`,
      headers: c.auth,
    });
    const invoiceText = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(invoiceText).toContain('Engraved “A & R” in Script.');
    expect(invoiceText).toContain(ENGRAVING_MESSAGES.nonReturnable);

    const slip = await get(`/api/admin/orders/${order.order_id}/packing-slip`, 'fulfilment');
    expect(slip.statusCode).toBe(200);
    expect((await pdfText(slip.rawPayload)).replace(/\s+/g, ' ')).toContain('Engraved “A & R” in Script');
    const staffView = (await get(`/api/admin/orders/${order.order_id}`)).json().data;
    expect(staffView.items[0].engraving).toEqual({ text: 'A & R', font: 'script' });
  });
});
