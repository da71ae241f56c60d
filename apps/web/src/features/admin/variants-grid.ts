/**
 * The variants grid's rules as pure functions: its rows as typed (prices in dollars, weight in grams), the rows a
 * GENERATE adds (every combination of the metals and purities ticked in the piece's sizes that the grid lacks), a
 * bulk set of the rows selected, and the request body the grid saves.
 */
import type { AdminProduct } from '@lumen/contract/admin-catalogue';
import type { AdminVariantInput } from '@lumen/contract/admin-variants';
import type { Metal, Purity } from '@lumen/contract/catalog-vocabulary';
import { HUID_PATTERN } from '@lumen/contract/stone-words';
import { variantSku } from '@lumen/contract/variant-words';
import { centsOf, dollarsOf } from './catalogue-form';

/** One row as typed. `key` names the row on screen (its id, or a new row's own). */
export type GridRow = {
  key: string;
  id?: number;
  sku: string;
  metal: Metal | '';
  purity: Purity | '';
  size: string;
  weight: string;
  price: string;
  original: string;
  quantity: string;
  /** A variant's own lead time, kept as it is (the piece's stock panel sets made to order). */
  madeToOrderDays: number | null;
  /** A gold variant's BIS hallmark (six letters and digits); empty for none. */
  huid: string;
};

/** What a bulk set changes: each field left empty keeps the rows' own. */
export type BulkSet = Pick<GridRow, 'weight' | 'price' | 'original' | 'quantity'>;

export function rowsOf(product: Pick<AdminProduct, 'variants'>): GridRow[] {
  return product.variants.map((variant) => ({
    key: `v${variant.id}`,
    id: variant.id,
    sku: variant.sku,
    metal: variant.metal ?? '',
    purity: variant.purity ?? '',
    size: variant.size ?? '',
    weight: variant.weight_g === null ? '' : String(variant.weight_g),
    price: dollarsOf(variant.price),
    original: dollarsOf(variant.original_price),
    quantity: String(variant.quantity),
    madeToOrderDays: variant.made_to_order_days,
    huid: variant.huid ?? '',
  }));
}

const sameOptions = (a: Pick<GridRow, 'metal' | 'purity' | 'size'>, b: Pick<GridRow, 'metal' | 'purity' | 'size'>) =>
  a.metal === b.metal && a.purity === b.purity && a.size === b.size;

/**
 * The rows with every combination of `metals` × `purities` in the piece's sizes (one size without any) that they
 * lack, each new row at the piece's prices with no stock and the SKU its options give it.
 */
export function generateRows(
  rows: GridRow[],
  product: Pick<AdminProduct, 'id' | 'sizes' | 'price' | 'original_price'>,
  metals: Metal[],
  purities: Purity[],
): GridRow[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const added: GridRow[] = [];
  for (const metal of metals) {
    for (const purity of purities.length > 0 ? purities : ['' as const]) {
      for (const size of sizes) {
        const options = { metal, purity, size };
        if ([...rows, ...added].some((row) => sameOptions(row, options))) continue;
        added.push({
          key: `new-${metal}-${purity}-${size}`,
          ...options,
          sku: variantSku(product.id, options),
          weight: '',
          price: dollarsOf(product.price),
          original: dollarsOf(product.original_price),
          quantity: '0',
          madeToOrderDays: null,
          huid: '',
        });
      }
    }
  }
  return [...rows, ...added];
}

/** The rows with `bulk`'s filled fields set on those whose keys are selected (every row when none is). */
export function applyBulk(rows: GridRow[], selected: ReadonlySet<string>, bulk: BulkSet): GridRow[] {
  const filled = Object.fromEntries(Object.entries(bulk).filter(([, value]) => value.trim() !== ''));
  return rows.map((row) => (selected.size === 0 || selected.has(row.key) ? { ...row, ...filled } : row));
}

/** The request body of the grid, or the first row's problem in words. */
export function variantsBody(rows: GridRow[]): { variants: AdminVariantInput[] } | { problem: string } {
  const variants: AdminVariantInput[] = [];
  for (const [i, row] of rows.entries()) {
    const [price, original] = [centsOf(row.price), centsOf(row.original)];
    const quantity = Number(row.quantity);
    const weight = row.weight.trim() === '' ? null : Number(row.weight);
    const name = `Row ${i + 1} (${row.sku || 'no SKU'})`;
    if (price === null || original === null) return { problem: `${name}: give its prices in dollars, e.g. 160.50.` };
    if (!Number.isInteger(quantity) || quantity < 0) return { problem: `${name}: give its stock as a whole number.` };
    if (weight !== null && !(weight > 0)) return { problem: `${name}: give its weight in grams, e.g. 3.25.` };
    const huid = row.huid.trim().toUpperCase();
    if (huid && !HUID_PATTERN.test(huid)) return { problem: `${name}: a HUID is six letters and digits, e.g. AB12C3.` };
    variants.push({
      ...(row.id ? { id: row.id } : {}),
      sku: row.sku.trim(),
      metal: row.metal || null,
      purity: row.purity || null,
      size: row.size || null,
      weight_g: weight,
      price,
      original_price: original,
      quantity,
      made_to_order_days: row.madeToOrderDays,
      huid: huid || null,
    });
  }
  return { variants };
}
