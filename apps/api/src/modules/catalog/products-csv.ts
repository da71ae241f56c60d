/**
 * The CSV of products and stock: the export (one row per variant), and the import of the same columns,
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
import type { AdminProductRepository } from './admin-repository';
import { toAdminProduct } from './admin-service';
import type { VariantRow } from './variants';

/** A file whose rows cannot all be applied: 400 with every problem. */
export class CsvRejected extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super(CSV_MESSAGES.rejected(problems.length));
  }
}

/**
 * The variant a row names: by its SKU (any case), or, without one, the piece's one variant in the row's size; or the
 * column at fault and why.
 */
function rowVariant(variants: VariantRow[], value: ProductCsvRow): VariantRow | { column: string; message: string } {
  if (value.sku !== '') {
    const sku = value.sku.toLowerCase();
    return (
      variants.find((variant) => variant.sku.toLowerCase() === sku) ?? {
        column: 'sku',
        message: CSV_MESSAGES.unknownSku,
      }
    );
  }
  const inSize = variants.filter((variant) => variant.size === value.size);
  const [only] = inSize;
  return inSize.length === 1 && only ? only : { column: 'size', message: CSV_MESSAGES.unknownSize };
}

/** A cell that a spreadsheet would run as a formula is written with a leading apostrophe (CSV injection). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function createProductCsv(repository: AdminProductRepository, options: { onCatalogueChanged: () => void }) {
  return {
    async exportCsv(): Promise<string> {
      const rows = await repository.exportAll();
      const lines = rows.flatMap((row) =>
        row.variants.map((variant) => {
          const madeToOrder = row.madeToOrderDays !== null || variant.madeToOrderDays !== null;
          return [
            row.slug,
            safeCell(row.name),
            row.category,
            variant.metal || row.metal,
            String(variant.price),
            String(variant.originalPrice),
            row.status,
            row.madeToOrderDays === null ? '' : String(row.madeToOrderDays),
            variant.size,
            madeToOrder ? '' : String(variant.quantity),
            variant.sku,
            variant.purity,
            variant.weightMg === null ? '' : String(variant.weightMg / 1000),
          ];
        }),
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

      const variantsOf = await repository.variantsBySlug([...new Set(rows.map(({ value }) => value.slug))]);
      const seen = new Set<number>();
      const resolved: { value: ProductCsvRow; variantId: number }[] = [];
      for (const { row, value } of rows) {
        const variants = variantsOf.get(value.slug);
        if (!variants) {
          problems.push({ row, column: 'slug', message: CSV_MESSAGES.unknownSlug });
          continue;
        }
        const found = rowVariant(variants, value);
        if ('column' in found) {
          problems.push({ row, ...found });
          continue;
        }
        if (found.size !== value.size) {
          problems.push({ row, column: 'size', message: CSV_MESSAGES.notThisVariant('size') });
        }
        if (found.metal && found.metal !== value.metal) {
          problems.push({ row, column: 'metal', message: CSV_MESSAGES.notThisVariant('metal') });
        }
        if ((found.purity || null) !== value.purity) {
          problems.push({ row, column: 'purity', message: CSV_MESSAGES.notThisVariant('purity') });
        }
        if (seen.has(found.id)) problems.push({ row, column: 'sku', message: CSV_MESSAGES.sameRowTwice });
        seen.add(found.id);
        resolved.push({ value, variantId: found.id });
      }
      if (problems.length > 0) throw new CsvRejected(problems.sort((a, b) => a.row - b.row));

      const bySlug = new Map<string, typeof resolved>();
      for (const line of resolved) bySlug.set(line.value.slug, [...(bySlug.get(line.value.slug) ?? []), line]);
      await repository.change(async (writer, tx) => {
        for (const before of await writer.lockBySlugs([...bySlug.keys()])) {
          const lines = bySlug.get(before.slug) ?? [];
          // The piece's fields come from its last row (they repeat on every variant's row).
          const last = lines.at(-1)?.value;
          if (!last) continue;
          await writer.update(before.id, {
            name: last.name,
            category: last.category,
            status: last.status,
            madeToOrderDays: last.made_to_order_days,
          });
          await writer.updateVariants(
            before.id,
            lines.map(({ value, variantId }) => ({
              variantId,
              price: value.price,
              originalPrice: value.original_price,
              // A piece made to order keeps no stock.
              quantity: last.made_to_order_days === null ? (value.quantity ?? 0) : 0,
              weightMg: value.weight_g === null ? null : Math.round(value.weight_g * 1000),
            })),
          );
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
