/**
 * The tax invoice of an order, drawn with pdfkit in its built-in Helvetica: the seller (name, registered office,
 * GSTIN), the buyer and their GST details when given, the order id and date, the lines (each with its HSN code and GST
 * rate), the coupon, the GST per HSN code and rate — CGST + SGST within the seller's state, IGST across states — the total and the payment with its reference. A
 * refunded order's credit note is the same document under its own title and number, reversing the invoice in full.
 */

import { ENGRAVING_MESSAGES, engravingWords } from '@lumen/contract/engraving-words';
import { baseCurrency } from '@lumen/contract/money';
import { type Order, PAYMENT_STATUS_LABELS } from '@lumen/contract/orders';
import { SHOP } from '@lumen/contract/shop';
import { certificateWords, stoneWords } from '@lumen/contract/stone-words';
import { mixedRates, ratePercentWords, STANDARD_TAX, taxLineWords, withinShopState } from '@lumen/contract/tax';
import { breakupWords, optionWords } from '@lumen/contract/variant-words';
import PDFDocument from 'pdfkit';
import type { OrderRow } from '../../db/schema';
import { ACCENT, CONTENT_WIDTH, type Doc, INK, MUTED, PAGE, pdfBytes, pdfMoney, rule, text } from '../../lib/pdf-page';
import { formatShopDate } from '../../lib/shop-clock';

/** Table columns: x offset from the margin and width. */
const COLUMNS = {
  index: { x: 0, width: 24 },
  item: { x: 24, width: 251 },
  quantity: { x: 275, width: 40 },
  unit: { x: 315, width: 92 },
  amount: { x: 407, width: CONTENT_WIDTH - 407 },
};

/**
 * The tax rows of the totals, per HSN code and rate (the order's `tax_lines`): within the seller's state CGST and SGST
 * at half the rate each (SGST the odd unit), else IGST; each rate's taxable value first when there are several.
 */
export function gstRows(order: Pick<Order, 'tax_lines' | 'address'>): [string, number][] {
  const several = order.tax_lines.length > 1;
  const within = withinShopState(order.address.state);
  return order.tax_lines.flatMap((line) => {
    const hsn = line.hsn ? ` (HSN ${line.hsn})` : '';
    const taxable: [string, number][] = several ? [[`Taxable value${hsn}`, line.taxable]] : [];
    if (!within) return [...taxable, [`IGST ${ratePercentWords(line.rate_percent)}${hsn}`, line.igst]];
    const half = ratePercentWords(line.rate_percent / 2);
    return [...taxable, [`CGST ${half}${hsn}`, line.cgst], [`SGST ${half}${hsn}`, line.sgst]];
  });
}

/** Which document: the tax invoice, or the credit note that reverses it when the order is refunded. */
type Kind = 'invoice' | 'credit_note';

/** The document's own facts, beside the seller. */
function factsOf(kind: Kind, row: OrderRow, order: Order): [string, string][] {
  if (kind === 'credit_note') {
    return [
      ['Credit note no.', `CN-${order.order_id}`],
      ['Against invoice', order.order_id],
      ['Date', formatShopDate(row.refundedAt ?? row.refundRequestedAt ?? row.createdAt)],
      ['Refund ref.', row.refundReference ?? '—'],
      ['Place of supply', order.address.state],
    ];
  }
  return [
    ['Invoice no.', order.order_id],
    ['Order id', order.order_id],
    ['Order date', formatShopDate(row.createdAt)],
    ['Status', order.status],
    ['Place of supply', order.address.state],
  ];
}

function header(doc: Doc, row: OrderRow, order: Order, kind: Kind) {
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20);
  text(doc, SHOP.name.toUpperCase(), 0, PAGE.margin, { characterSpacing: 3 });
  doc.fillColor(INK).fontSize(16);
  text(doc, kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE', 0, PAGE.margin + 2, {
    width: CONTENT_WIDTH,
    align: 'right',
  });

  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const seller = [SHOP.legalName, ...SHOP.address, `GSTIN: ${SHOP.gstin}`, `${SHOP.phone} · ${SHOP.email}`];
  seller.forEach((line, i) => {
    text(doc, line, 0, PAGE.margin + 30 + i * 12);
  });
  factsOf(kind, row, order).forEach(([label, value], i) => {
    const y = PAGE.margin + 30 + i * 12;
    doc.font('Helvetica').fillColor(MUTED);
    text(doc, label, 300, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(INK);
    text(doc, value, 390, y, { width: CONTENT_WIDTH - 390, align: 'right' });
  });
  return PAGE.margin + 30 + seller.length * 12 + 10;
}

function parties(doc: Doc, row: OrderRow, order: Order, top: number) {
  rule(doc, top);
  const a = order.address;
  const shipTo = [
    row.customerName,
    a.address_line_1,
    a.address_line_2,
    `${a.city}, ${a.state} ${a.postal_code}`,
    a.country,
    `Address type: ${a.address_type}`,
  ];
  const billTo = (
    order.gst
      ? [order.gst.name, `GSTIN: ${order.gst.gst_number}`, row.customerEmail]
      : [row.customerName, row.customerEmail, 'Unregistered buyer (no GSTIN)']
  )
    .concat(order.pan ? [`PAN: ${order.pan}`] : [])
    .filter((line): line is string => Boolean(line));
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT);
  text(doc, 'BILL TO', 0, top + 12);
  text(doc, 'SHIP TO', 300, top + 12);
  doc.font('Helvetica').fillColor(INK);
  billTo.forEach((line, i) => {
    text(doc, line, 0, top + 26 + i * 12, { width: 280, ellipsis: true });
  });
  shipTo.forEach((line, i) => {
    text(doc, line, 300, top + 26 + i * 12, { width: CONTENT_WIDTH - 300, ellipsis: true });
  });
  return top + 26 + Math.max(billTo.length, shipTo.length) * 12 + 12;
}

function tableHeader(doc: Doc, y: number) {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill('#f3ebdd');
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  const c = COLUMNS;
  text(doc, '#', c.index.x + 4, y + 5);
  text(doc, 'Item', c.item.x, y + 5);
  text(doc, 'Qty', c.quantity.x, y + 5, { width: c.quantity.width, align: 'right' });
  text(doc, 'Unit price', c.unit.x, y + 5, { width: c.unit.width, align: 'right' });
  text(doc, 'Amount', c.amount.x, y + 5, { width: c.amount.width - 4, align: 'right' });
  return y + 24;
}

/** An amount in the base currency as the PDF prints it (pdfMoney: a rupee amount names its code). */
const amount = (cents: number) => pdfMoney(cents, baseCurrency());

/**
 * What the invoice states under a line: its SKU, what a price from the metal rate was made of, its engraving (and that
 * it is not returnable), each stone with its certificate, and the hallmark's HUID.
 */
function lineFacts(item: Order['items'][number]): string[] {
  return [
    [...(item.sku ? [`SKU ${item.sku}`] : []), taxLineWords(item.tax ?? STANDARD_TAX)].join(' · '),
    ...(item.breakup ? [breakupWords(item.breakup, amount)] : []),
    ...(item.engraving ? [`${engravingWords(item.engraving)}. ${ENGRAVING_MESSAGES.nonReturnable}`] : []),
    ...item.stones.flatMap((stone) => [
      stoneWords(stone),
      ...(stone.certificate
        ? [`${certificateWords(stone.certificate)}, verify at ${stone.certificate.verify_url}`]
        : []),
    ]),
    ...(item.hallmark ? [`BIS hallmark, HUID ${item.hallmark.huid}`] : []),
  ];
}

const FACT_SIZE = 7.5;

function lines(doc: Doc, order: Order, top: number) {
  let y = tableHeader(doc, top);
  const c = COLUMNS;
  const width = c.item.width - 8;
  order.items.forEach((item, i) => {
    // Each fact wraps within the item's column (a long stone or a verify address takes two lines), never cut short;
    // a line whose facts would pass the page's foot starts the next page.
    const facts = lineFacts(item);
    doc.fontSize(FACT_SIZE);
    const heights = facts.map((fact) => doc.heightOfString(fact, { width }) + 1);
    const needed = 16 + heights.reduce((sum, h) => sum + h, 0);
    if (y + needed > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    text(doc, String(i + 1), c.index.x + 4, y);
    const words = optionWords(item.options) || item.size;
    text(doc, words ? `${item.name} (${words})` : item.name, c.item.x, y, { width, ellipsis: true });
    text(doc, String(item.quantity), c.quantity.x, y, { width: c.quantity.width, align: 'right' });
    text(doc, amount(item.unit_price), c.unit.x, y, { width: c.unit.width, align: 'right' });
    text(doc, amount(item.line_total), c.amount.x, y, { width: c.amount.width - 4, align: 'right' });
    doc.fontSize(FACT_SIZE).fillColor(MUTED);
    let below = y + 11;
    facts.forEach((fact, n) => {
      text(doc, fact, c.item.x, below, { width, lineBreak: true });
      below += heights[n] ?? 0;
    });
    y = facts.length > 0 ? below + 5 : y + 16;
  });
  rule(doc, y);
  return y + 10;
}

function totals(doc: Doc, order: Order, top: number) {
  const rows: [string, string][] = [
    ['Subtotal', amount(order.subtotal)],
    ...(order.coupon
      ? [
          [`Coupon ${order.coupon.code} (${order.coupon.description})`, `-${amount(order.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Taxable value', amount(order.subtotal - order.discount)],
    ...gstRows(order).map(([label, cents]) => [label, amount(cents)] as [string, string]),
    ['Shipping', order.shipping === 0 ? 'Free' : amount(order.shipping)],
  ];
  let y = top;
  if (y + rows.length * 14 + 80 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of rows) {
    doc.fillColor(MUTED);
    text(doc, label, 200, y, { width: 210, align: 'right' });
    doc.fillColor(INK);
    text(doc, value, 415, y, { width: CONTENT_WIDTH - 419, align: 'right' });
    y += 14;
  }
  rule(doc, y + 2);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  text(doc, 'Total', 200, y + 10, { width: 210, align: 'right' });
  text(doc, amount(order.total), 415, y + 10, { width: CONTENT_WIDTH - 419, align: 'right' });
  return y + 36;
}

/**
 * "Pay on delivery", or the method with its state and the provider's reference; money collected on delivery with
 * how and when.
 */
function paymentLine(order: Order) {
  const { label, status, reference, collection, paid_at } = order.payment;
  if (collection && paid_at) return `Payment: ${label}. ${collection.label} on ${formatShopDate(new Date(paid_at))}.`;
  const state = PAYMENT_STATUS_LABELS[status];
  return `Payment: ${label}, ${state.toLowerCase()}${reference ? ` (reference ${reference})` : ''}.`;
}

function footer(doc: Doc, order: Order, top: number, kind: Kind) {
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  const lead =
    kind === 'invoice'
      ? paymentLine(order)
      : `Refunded in full to the original payment (${order.payment.label}${order.payment.reference ? `, ${order.payment.reference}` : ''}). This credit note reverses invoice ${order.order_id} and its GST.`;
  const gst = mixedRates(order.tax_lines)
    ? 'GST by HSN code at each line’s rate'
    : `GST at ${ratePercentWords(order.gst_percent)}`;
  text(doc, `${lead} Amounts in ${order.currency}; ${gst} on the taxable value.`, 0, top, {
    width: CONTENT_WIDTH,
  });
  doc.fillColor(MUTED);
  text(doc, 'Conflict-free, lab-grown diamonds and gold, made in India.', 0, top + 28);
  text(
    doc,
    `This is a computer-generated ${kind === 'invoice' ? 'invoice' : 'credit note'} and needs no signature.`,
    0,
    top + 42,
  );
}

/** The invoice as PDF bytes. */
export const renderInvoice = (row: OrderRow, order: Order) => render(row, order, 'invoice');

/** The credit note of a refunded order as PDF bytes. */
export const renderCreditNote = (row: OrderRow, order: Order) => render(row, order, 'credit_note');

function render(row: OrderRow, order: Order, kind: Kind): Promise<Buffer> {
  const title = kind === 'invoice' ? `Tax invoice ${order.order_id}` : `Credit note CN-${order.order_id}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: title,
      Author: SHOP.legalName,
      Subject: kind === 'invoice' ? `Invoice for order ${order.order_id}` : `Refund of order ${order.order_id}`,
      CreationDate: kind === 'invoice' ? row.createdAt : (row.refundedAt ?? row.createdAt),
    },
  });
  const done = pdfBytes(doc);
  const afterHeader = header(doc, row, order, kind);
  const afterParties = parties(doc, row, order, afterHeader);
  const afterLines = lines(doc, order, afterParties);
  footer(doc, order, totals(doc, order, afterLines), kind);
  doc.end();
  return done;
}
