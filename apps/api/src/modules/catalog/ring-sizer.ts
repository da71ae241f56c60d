/**
 * The printable ring sizer (`GET /api/catalog/ring-sizer.pdf`), drawn at true scale on one A4 page: a check that the
 * page printed at 100 % (a bank card's long side, 85.6 mm), every US size 3 to 13 as a circle of its inner diameter
 * (lay a ring that fits on them), and a strip to cut out and wrap around the finger, marked with each size's inner
 * circumference. The sizes are the contract's chart (sizes.ts), so the sizer, the size guide and the size select agree.
 */
import { SHOP } from '@lumen/contract/shop';
import { RING_SIZES } from '@lumen/contract/sizes';
import PDFDocument from 'pdfkit';
import { ACCENT, CONTENT_WIDTH, type Doc, INK, MUTED, PAGE, pdfBytes, RULE, rule, text } from '../../lib/pdf-page';

/** Millimetres in PDF points (1 pt = 1/72 in): the whole page is drawn at true scale. */
export const mm = (value: number) => (value * 72) / 25.4;

/** The long side of an ISO/IEC 7810 ID-1 card (a bank card), the page's own check of its scale. */
export const CARD_MM = 85.6;

function scaleCheck(doc: Doc, top: number): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  text(doc, 'Check the scale first', 0, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(
    doc,
    'Print at 100 % ("actual size", not "fit to page"). Lay a bank card along this bar: its long side must match the bar end to end. If it does not, the page was scaled and the sizes below are wrong.',
    0,
    top + 14,
    { width: CONTENT_WIDTH, lineBreak: true },
  );
  const y = top + 48;
  const x = PAGE.margin;
  doc
    .lineWidth(1)
    .strokeColor(INK)
    .moveTo(x, y)
    .lineTo(x + mm(CARD_MM), y)
    .stroke();
  for (let tick = 0; tick <= CARD_MM; tick += 1) {
    const long = tick % 10 === 0;
    doc
      .lineWidth(long ? 0.8 : 0.4)
      .moveTo(x + mm(tick), y)
      .lineTo(x + mm(tick), y + (long ? 8 : 4))
      .stroke();
    if (long) {
      doc.fontSize(7).fillColor(MUTED);
      doc.text(String(tick), x + mm(tick) - 6, y + 10, { width: 12, align: 'center', lineBreak: false });
    }
  }
  doc
    .lineWidth(0.8)
    .moveTo(x + mm(CARD_MM), y - 6)
    .lineTo(x + mm(CARD_MM), y + 8)
    .stroke();
  doc.fontSize(8).fillColor(MUTED);
  doc.text('85.6 mm: a bank card', x + mm(CARD_MM) + 8, y - 3, { lineBreak: false });
  return y + 30;
}

const COLUMNS = 6;
const CELL = { width: CONTENT_WIDTH / COLUMNS, height: mm(30) };

/** Where each size's circle is drawn, in points: its centre in its cell, its radius half its inner diameter. */
export const circleLayout = (gridTop: number) =>
  RING_SIZES.map((size, i) => ({
    size,
    cx: PAGE.margin + (i % COLUMNS) * CELL.width + CELL.width / 2,
    cy: gridTop + Math.floor(i / COLUMNS) * CELL.height + mm(12),
    radius: mm(size.diameterMm) / 2,
  }));

function circles(doc: Doc, top: number): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  text(doc, '1 · Measure a ring that fits', 0, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(
    doc,
    'Lay the ring on the circles: your size is the circle that shows just inside its inner edge. Between two, choose the larger.',
    0,
    top + 14,
    { width: CONTENT_WIDTH, lineBreak: true },
  );
  const gridTop = top + 40;
  for (const { size, cx, cy, radius } of circleLayout(gridTop)) {
    doc.lineWidth(0.6).strokeColor(ACCENT).circle(cx, cy, radius).stroke();
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
    doc.text(size.label, cx - CELL.width / 2, cy + mm(12.5), { width: CELL.width, align: 'center', lineBreak: false });
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(`Indian ${size.indian} · ${size.diameterMm.toFixed(1)} mm`, cx - CELL.width / 2, cy + mm(12.5) + 10, {
      width: CELL.width,
      align: 'center',
      lineBreak: false,
    });
  }
  return gridTop + Math.ceil(RING_SIZES.length / COLUMNS) * CELL.height + 8;
}

/** The strip: 0 at its left end, then each size's inner circumference, whole sizes named. */
const STRIP_MM = { length: 170, height: 16 };

function strip(doc: Doc, top: number): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  text(doc, '2 · Or measure your finger', 0, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(
    doc,
    'Cut out the strip along its outline. Wrap it around the base of your finger, snug but able to slide over the knuckle, with the 0 end under the marks: the size where the strip meets the 0 end is yours. Measure at the end of the day, when fingers are largest.',
    0,
    top + 14,
    { width: CONTENT_WIDTH, lineBreak: true },
  );
  const x = PAGE.margin;
  const y = top + 54;
  const height = mm(STRIP_MM.height);
  doc.lineWidth(0.6).strokeColor(INK).dash(3, { space: 2 }).rect(x, y, mm(STRIP_MM.length), height).stroke().undash();
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .moveTo(x, y)
    .lineTo(x, y + height)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(7).fillColor(ACCENT);
  doc.text('0', x + 3, y + height / 2 - 3, { lineBreak: false });
  for (const size of RING_SIZES) {
    const at = x + mm(size.circumferenceMm);
    const whole = Number.isInteger(size.us);
    doc
      .lineWidth(whole ? 0.8 : 0.4)
      .strokeColor(whole ? INK : RULE)
      .moveTo(at, y)
      .lineTo(at, y + (whole ? height * 0.55 : height * 0.35))
      .stroke();
    if (whole) {
      // Whole sizes are 2.6 mm apart: odd ones named on a second row, so no two names touch.
      doc.font('Helvetica').fontSize(6.5).fillColor(INK);
      const row = size.us % 2 === 0 ? 0.58 : 0.78;
      doc.text(String(size.us), at - 6, y + height * row, { width: 12, align: 'center', lineBreak: false });
    }
  }
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  doc.text('US size', x + mm(STRIP_MM.length) - 40, y + height * 0.6, { lineBreak: false });
  return y + height + 16;
}

function render(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${SHOP.name} ring sizer`, Author: SHOP.legalName, CreationDate: new Date(Date.UTC(2026, 10, 1)) },
  });
  const done = pdfBytes(doc);
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20);
  text(doc, SHOP.name.toUpperCase(), 0, PAGE.margin, { characterSpacing: 3 });
  doc.fillColor(INK).fontSize(16);
  text(doc, 'RING SIZER', 0, PAGE.margin + 2, { width: CONTENT_WIDTH, align: 'right' });
  rule(doc, PAGE.margin + 30);
  const afterCheck = scaleCheck(doc, PAGE.margin + 42);
  const afterCircles = circles(doc, afterCheck);
  const afterStrip = strip(doc, afterCircles);
  rule(doc, afterStrip);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  text(doc, `Every ${SHOP.name} ring can be resized free of charge. Questions: ${SHOP.email}`, 0, afterStrip + 8);
  doc.end();
  return done;
}

let sizer: Promise<Buffer> | undefined;

/** The sizer's bytes, drawn once per process (the same for every shopper). */
export function ringSizerPdf(): Promise<Buffer> {
  sizer ??= render().catch((err) => {
    sizer = undefined;
    throw err;
  });
  return sizer;
}
