/**
 * The CSV of products and stock: the export (one row per product and size), and the import of the same columns,
 * which checks every row before changing anything and then applies them all in one transaction — or none, with a
 * report of each problem's row and column.
 */
import {
  CSV_MESSAGES,
  type CsvProblem,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_ROWS_MAX,
  type ProductCsvRow,
  ProductCsvRowSchema,
} from '@lumen/contract/admin-catalogue';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { recordAudit } from '../../db/audit';
import { badRequest } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { AdminProductRepository, StockLine } from './admin-repository';
import { toAdminProduct } from './admin-service';

/** A file whose rows cannot all be applied: 400 with every problem. */
export class CsvRejected extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super(CSV_MESSAGES.rejected(problems.length));
  }
}

/** A cell that a spreadsheet would run as a formula is written with a leading apostrophe (CSV injection). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function createProductCsv(repository: AdminProductRepository, options: { onCatalogueChanged: () => void }) {
  return {
    async exportCsv(): Promise<string> {
      const rows = await repository.exportAll();
      const lines = rows.flatMap((row) =>
        (row.sizes.length > 0 ? row.sizes : ['']).map((size) => [
          row.slug,
          safeCell(row.name),
          row.category,
          row.metal,
          String(row.price),
          String(row.originalPrice),
          row.status,
          row.madeToOrderDays === null ? '' : String(row.madeToOrderDays),
          size,
          row.madeToOrderDays === null ? String(row.stock.find((line) => line.size === size)?.quantity ?? 0) : '',
        ]),
      );
      return stringify([[...PRODUCT_CSV_COLUMNS], ...lines]);
    },

    /** Checks every row, then applies them all in one transaction; throws CsvRejected listing every problem. */
    async importCsv(text: string, actor: Actor): Promise<{ products: number; rows: number }> {
      let records: string[][];
      try {
        records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
      } catch {
        throw badRequest(CSV_MESSAGES.unreadable);
      }
      const [header, ...body] = records;
      if (!header || header.map((cell) => cell.trim()).join(',') !== PRODUCT_CSV_COLUMNS.join(',')) {
        throw badRequest(CSV_MESSAGES.columns);
      }
      if (body.length > PRODUCT_CSV_ROWS_MAX) throw badRequest(CSV_MESSAGES.tooManyRows);

      const problems: CsvProblem[] = [];
      const rows: { row: number; value: ProductCsvRow }[] = [];
      body.forEach((cells, index) => {
        // Row numbers as a spreadsheet shows them: the header is row 1.
        const row = index + 2;
        const record = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, i) => [column, cells[i] ?? '']));
        const parsed = ProductCsvRowSchema.safeParse(record);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            problems.push({ row, column: String(issue.path[0] ?? ''), message: issue.message });
          }
          return;
        }
        const value = { ...parsed.data, name: parsed.data.name.replace(/^'(?=[=+\-@])/, '') };
        if (value.original_price < value.price) {
          problems.push({ row, column: 'original_price', message: CSV_MESSAGES.pricesOrder });
        }
        if (value.made_to_order_days === null && value.quantity === null) {
          problems.push({ row, column: 'quantity', message: CSV_MESSAGES.quantityRequired });
        }
        rows.push({ row, value });
      });

      const sizes = await repository.sizesBySlug([...new Set(rows.map(({ value }) => value.slug))]);
      const seen = new Set<string>();
      for (const { row, value } of rows) {
        const known = sizes.get(value.slug);
        if (!known) {
          problems.push({ row, column: 'slug', message: CSV_MESSAGES.unknownSlug });
          continue;
        }
        if (!(known.length > 0 ? known : ['']).includes(value.size)) {
          problems.push({ row, column: 'size', message: CSV_MESSAGES.unknownSize });
        }
        const key = `${value.slug}|${value.size}`;
        if (seen.has(key)) problems.push({ row, column: 'size', message: CSV_MESSAGES.sameRowTwice });
        seen.add(key);
      }
      if (problems.length > 0) throw new CsvRejected(problems.sort((a, b) => a.row - b.row));

      const bySlug = new Map<string, ProductCsvRow[]>();
      for (const { value } of rows) bySlug.set(value.slug, [...(bySlug.get(value.slug) ?? []), value]);
      await repository.change(async (writer, tx) => {
        for (const before of await writer.lockBySlugs([...bySlug.keys()])) {
          const lines = bySlug.get(before.slug) ?? [];
          // The product's fields come from its last row (they repeat on every size's row).
          const last = lines.at(-1);
          if (!last) continue;
          const madeToOrderDays = last.made_to_order_days;
          await writer.update(before.id, {
            name: last.name,
            category: last.category,
            metal: last.metal,
            price: last.price,
            originalPrice: last.original_price,
            status: last.status,
            madeToOrderDays,
          });
          await writer.fitVariants(before.id);
          const stock: StockLine[] =
            madeToOrderDays !== null
              ? []
              : (before.sizes.length > 0 ? before.sizes : ['']).map((size) => ({
                  size,
                  quantity:
                    lines.find((line) => line.size === size)?.quantity ??
                    before.stock.find((line) => line.size === size)?.quantity ??
                    0,
                }));
          await writer.replaceStock(before.id, stock);
          const after = await writer.lock(before.id);
          await recordAudit(tx, {
            staffId: actor.staffId,
            action: 'product.import',
            entity: 'product',
            entityId: String(before.id),
            requestId: actor.requestId,
            before: toAdminProduct(before),
            after: after && toAdminProduct(after),
          });
        }
      });
      options.onCatalogueChanged();
      return { products: bySlug.size, rows: rows.length };
    },
  };
}
export type ProductCsv = ReturnType<typeof createProductCsv>;
