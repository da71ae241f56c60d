/**
 * The variants grid's rules as pure functions: its rows as typed (prices in dollars, weight in grams), the rows a
 * GENERATE adds (every combination of the metals and purities ticked in the piece's sizes that the grid lacks), a
 * bulk set of the rows selected, and the request body the grid saves. A row's price is fixed (typed) or computed
 * from the metal rate by its rule (making per gram in dollars or a percentage, stones and other in dollars); a
 * computed row's prices are the server's, shown but not typed.
 */
import type { AdminProduct } from '@lumen/contract/admin-catalogue';
import type { AdminVariantInput } from '@lumen/contract/admin-variants';
import type { Metal, Purity } from '@lumen/contract/catalog-vocabulary';
import type { MakingType, Pricing } from '@lumen/contract/price-rules';
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
  pricing: Pricing;
  makingType: MakingType;
  /** Dollars a gram ('per_gram') or a percentage of the metal ('percent'); the original's likewise (empty: the same). */
  making: string;
  originalMaking: string;
  stones: string;
  other: string;
};

/** A new row's price rule: fixed, with an empty rule ready should staff switch it to the rate. */
const FIXED_RULE = {
  pricing: 'fixed',
  makingType: 'percent',
  making: '',
  originalMaking: '',
  stones: '0.00',
  other: '0.00',
} as const satisfies Partial<GridRow>;

/** A making charge as typed: dollars a gram, or a percentage. */
const chargeText = (type: MakingType, charge: number | null) =>
  charge === null ? '' : type === 'per_gram' ? dollarsOf(charge) : String(charge);

/** What a bulk set changes: each field left empty keeps the rows' own. */
export type BulkSet = Partial<
  Pick<GridRow, 'weight' | 'price' | 'original' | 'quantity' | 'making' | 'stones' | 'other'>
>;

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
    pricing: variant.pricing,
    makingType: variant.making_type ?? 'percent',
    making: chargeText(variant.making_type ?? 'percent', variant.making_charge),
    originalMaking:
      variant.original_making_charge === variant.making_charge
        ? ''
        : chargeText(variant.making_type ?? 'percent', variant.original_making_charge),
    stones: dollarsOf(variant.stones_value),
    other: dollarsOf(variant.other_value),
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
          ...FIXED_RULE,
        });
      }
    }
  }
  return [...rows, ...added];
}

/** The rows with `bulk`'s filled fields set on those whose keys are selected (every row when none is). */
export function applyBulk(rows: GridRow[], selected: ReadonlySet<string>, bulk: BulkSet): GridRow[] {
  const filled = Object.fromEntries(Object.entries(bulk).filter(([, value]) => value && value.trim() !== ''));
  return rows.map((row) => (selected.size === 0 || selected.has(row.key) ? { ...row, ...filled } : row));
}

/** A computed row's rule as the API takes it, or what is wrong with it in words. */
function ruleOf(row: GridRow): Partial<AdminVariantInput> | string {
  const charge = (typed: string) => (row.makingType === 'per_gram' ? centsOf(typed) : percentOf(typed));
  const making = charge(row.making);
  const original = row.originalMaking.trim() === '' ? making : charge(row.originalMaking);
  const [stones, other] = [centsOf(row.stones || '0'), centsOf(row.other || '0')];
  if (making === null || original === null) {
    return row.makingType === 'per_gram'
      ? 'give its making charge in dollars a gram, e.g. 12.50.'
      : 'give its making charge as a percentage, e.g. 12.5.';
  }
  if (stones === null || other === null) return 'give its stones and other amounts in dollars, e.g. 300.00.';
  return {
    pricing: 'computed',
    making_type: row.makingType,
    making_charge: making,
    original_making_charge: original,
    stones_value: stones,
    other_value: other,
  };
}

/** A percentage as typed ("12.5", "12.5 %"), to two decimals; null when it is not one. */
function percentOf(typed: string): number | null {
  const clean = typed.trim().replace(/\s*%$/, '');
  return /^\d{1,3}(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}

/** The request body of the grid, or the first row's problem in words. */
export function variantsBody(rows: GridRow[]): { variants: AdminVariantInput[] } | { problem: string } {
  const variants: AdminVariantInput[] = [];
  for (const [i, row] of rows.entries()) {
    const [price, original] = [centsOf(row.price), centsOf(row.original)];
    const quantity = Number(row.quantity);
    const weight = row.weight.trim() === '' ? null : Number(row.weight);
    const name = `Row ${i + 1} (${row.sku || 'no SKU'})`;
    const computed = row.pricing === 'computed';
    if (!computed && (price === null || original === null)) {
      return { problem: `${name}: give its prices in dollars, e.g. 160.50.` };
    }
    if (!Number.isInteger(quantity) || quantity < 0) return { problem: `${name}: give its stock as a whole number.` };
    if (weight !== null && !(weight > 0)) return { problem: `${name}: give its weight in grams, e.g. 3.25.` };
    if (computed && weight === null) return { problem: `${name}: a price from the metal rate needs the weight.` };
    const huid = row.huid.trim().toUpperCase();
    if (huid && !HUID_PATTERN.test(huid)) return { problem: `${name}: a HUID is six letters and digits, e.g. AB12C3.` };
    const rule = computed
      ? ruleOf(row)
      : { pricing: 'fixed' as const, price: price ?? 0, original_price: original ?? 0 };
    if (typeof rule === 'string') return { problem: `${name}: ${rule}` };
    variants.push({
      ...(row.id ? { id: row.id } : {}),
      sku: row.sku.trim(),
      metal: row.metal || null,
      purity: row.purity || null,
      size: row.size || null,
      weight_g: weight,
      quantity,
      made_to_order_days: row.madeToOrderDays,
      huid: huid || null,
      ...rule,
    });
  }
  return { variants };
}
