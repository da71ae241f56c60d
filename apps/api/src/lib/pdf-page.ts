/**
 * The page, colours and drawing helpers the shop's PDFs share (the tax invoice, the packing slip, the ring sizer): an A4 page in
 * points with the shop's ink, muted, accent and rule colours, text placed from the left margin, and a thin rule.
 */
import { type CurrencyCode, formatMoney } from '@lumen/contract/money';

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#2b2118';
export const MUTED = '#6b5a48';
export const ACCENT = '#8a6a3b';
export const RULE = '#d9c9ae';

export type Doc = PDFKit.PDFDocument;

/** One line of text at `x` from the left margin and at `y`, never wrapped unless `options` say so. */
export function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(value, PAGE.margin + x, y, { lineBreak: false, ...options });
}

/** A thin rule across the content width at `y`. */
export function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** The document's bytes once it is ended: call before `doc.end()`. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * An amount as the shop's PDFs print it: their standard fonts have no rupee sign, so a rupee amount names its code
 * ("INR 1,23,456.00", as Indian invoices write it); the others keep their symbol.
 */
export const pdfMoney = (minor: number, code: CurrencyCode) =>
  formatMoney(minor, code, { display: code === 'INR' ? 'code' : 'symbol' });
