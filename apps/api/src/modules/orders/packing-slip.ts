/**
 * The packing slip that travels in the parcel, drawn with pdfkit like the tax invoice: the shop, the order id and
 * date, the amount to collect on delivery (nothing once paid), the ship-to address, and each line's piece, SKU,
 * engraving, variant in words and quantity — never a price (a gift's recipient reads it).
 */
import type { AdminOrder } from '@lumen/contract/admin-orders';
import { engravingWords } from '@lumen/contract/engraving-words';
import { SHOP } from '@lumen/contract/shop';
import { optionWords } from '@lumen/contract/variant-words';
import PDFDocument from 'pdfkit';
import { ACCENT, CONTENT_WIDTH, type Doc, INK, MUTED, PAGE, pdfBytes, pdfMoney, rule, text } from '../../lib/pdf-page';
import { formatShopDate } from '../../lib/shop-clock';

const COLUMNS = { index: 0, item: 24, variant: 262, quantity: 430 };

function tableHeader(doc: Doc, y: number) {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill('#f3ebdd');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  text(doc, '#', COLUMNS.index + 4, y + 5);
  text(doc, 'Piece', COLUMNS.item, y + 5);
  text(doc, 'Variant', COLUMNS.variant, y + 5);
  text(doc, 'Qty', COLUMNS.quantity, y + 5, { width: CONTENT_WIDTH - COLUMNS.quantity - 4, align: 'right' });
  return y + 24;
}

/**
 * What the courier collects at the door: a pay-on-delivery order's total while it is due, else nothing (paid online,
 * or already collected). The only amount on the slip: the courier must know it, and the recipient pays it.
 */
function toCollect(order: AdminOrder): string {
  if (order.payment.status !== 'due_on_delivery') return 'Nothing (paid)';
  return pdfMoney(order.total, order.currency);
}

/** The packing slip as PDF bytes. */
export function renderPackingSlip(order: AdminOrder): Promise<Buffer> {
  const placed = new Date(order.created_at);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Packing slip ${order.order_id}`, Author: SHOP.legalName, CreationDate: placed },
  });
  const done = pdfBytes(doc);

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20);
  text(doc, SHOP.name.toUpperCase(), 0, PAGE.margin, { characterSpacing: 3 });
  doc.fillColor(INK).fontSize(16);
  text(doc, 'PACKING SLIP', 0, PAGE.margin + 2, { width: CONTENT_WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const facts: [string, string][] = [
    ['Order id', order.order_id],
    ['Order date', formatShopDate(placed)],
    ['Pieces', String(order.items.reduce((sum, item) => sum + item.quantity, 0))],
    ['Amount to collect', toCollect(order)],
  ];
  facts.forEach(([label, value], i) => {
    const y = PAGE.margin + 30 + i * 12;
    doc.font('Helvetica').fillColor(MUTED);
    text(doc, label, 300, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(INK);
    text(doc, value, 390, y, { width: CONTENT_WIDTH - 390, align: 'right' });
  });

  let y = PAGE.margin + 30 + facts.length * 12 + 14;
  rule(doc, y);
  const a = order.address;
  const shipTo = [
    order.customer.name,
    a.address_line_1,
    a.address_line_2,
    `${a.city}, ${a.state} ${a.postal_code}`,
    a.country,
    ...(order.customer.mobile ? [`Mobile: ${order.customer.mobile}`] : []),
  ].filter(Boolean);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT);
  text(doc, `SHIP TO (${a.address_type.toUpperCase()})`, 0, y + 12);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  shipTo.forEach((line, i) => {
    text(doc, line, 0, y + 28 + i * 15, { width: CONTENT_WIDTH, ellipsis: true });
  });
  y = tableHeader(doc, y + 28 + shipTo.length * 15 + 14);

  order.items.forEach((item, i) => {
    if (y > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    text(doc, String(i + 1), COLUMNS.index + 4, y);
    text(doc, item.name, COLUMNS.item, y, { width: COLUMNS.variant - COLUMNS.item - 8, ellipsis: true });
    text(doc, optionWords(item.options) || item.size || '—', COLUMNS.variant, y, {
      width: COLUMNS.quantity - COLUMNS.variant - 8,
      ellipsis: true,
    });
    text(doc, String(item.quantity), COLUMNS.quantity, y, {
      width: CONTENT_WIDTH - COLUMNS.quantity - 4,
      align: 'right',
    });
    // The packer picks by SKU and checks the engraving against the order before the parcel is sealed.
    const notes = [
      ...(item.sku ? [`SKU ${item.sku}`] : []),
      ...(item.engraving ? [engravingWords(item.engraving)] : []),
    ];
    doc.fontSize(7.5).fillColor(MUTED);
    notes.forEach((note, n) => {
      text(doc, note, COLUMNS.item, y + 11 + n * 10, { width: COLUMNS.quantity - COLUMNS.item - 8, ellipsis: true });
    });
    y += 16 + notes.length * 10;
  });
  rule(doc, y);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(doc, `Thank you for shopping with ${SHOP.name}. Questions? ${SHOP.phone} · ${SHOP.email}`, 0, y + 12);
  doc.end();
  return done;
}
