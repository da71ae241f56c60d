/**
 * Real sizes, by the kind of piece: rings in US half sizes (with the Indian size and the inner diameter), bangles in
 * the Indian 2.x sizes (inner diameter), bracelets and chains by length. A piece's sizes are values of its category's
 * chart, in the chart's order; a category without a chart has no sizes. No zod here, so every page can use it.
 *
 * Stated arithmetic: a US ring size n has an inner diameter of 11.63 + 0.8128 × n mm; the Indian size is the inner
 * circumference in mm less 40, rounded; bangle 2.n is 2 + n/16 inches across; 1 in = 2.54 cm. Millimetres and
 * centimetres are shown to one decimal.
 */
import type { Category } from './catalog-vocabulary';

export type SizeChartName = 'ring' | 'bangle' | 'bracelet' | 'chain';

/** One size: its stored value, its short label ("US 6½"), and what it measures in words, for the size select. */
export type SizeRow = { value: string; label: string; detail: string };

export type RingSize = SizeRow & { us: number; indian: number; diameterMm: number; circumferenceMm: number };
export type BangleSize = SizeRow & { diameterMm: number; diameterIn: number; circumferenceMm: number };
export type LengthSize = SizeRow & { inches: number; cm: number; fit: string };

const tenth = (value: number) => Math.round(value * 10) / 10;
const HALF = '½';

/** US 3 to 13 in half sizes. */
export const RING_SIZES: RingSize[] = Array.from({ length: 21 }, (_, i) => {
  const us = 3 + i / 2;
  const diameter = 11.63 + 0.8128 * us;
  const circumference = Math.PI * diameter;
  const whole = Math.floor(us);
  const label = `US ${whole}${us > whole ? HALF : ''}`;
  const indian = Math.round(circumference - 40);
  const diameterMm = tenth(diameter);
  return {
    value: `US ${us}`,
    label,
    detail: `Indian ${indian} · ${diameterMm.toFixed(1)} mm`,
    us,
    indian,
    diameterMm,
    circumferenceMm: tenth(circumference),
  };
});

/** The Indian bangle sizes 2.2 to 2.10 (2 and 2/16 to 2 and 10/16 inches across). */
export const BANGLE_SIZES: BangleSize[] = [2, 4, 6, 8, 10].map((sixteenths) => {
  const inches = 2 + sixteenths / 16;
  const diameterMm = tenth(inches * 25.4);
  return {
    value: `2.${sixteenths}`,
    label: `Size 2.${sixteenths}`,
    detail: `${diameterMm.toFixed(1)} mm across`,
    diameterMm,
    diameterIn: inches,
    circumferenceMm: tenth(Math.PI * inches * 25.4),
  };
});

const length = (inches: number, fit: string): LengthSize => {
  const cm = tenth(inches * 2.54);
  return { value: `${inches} in`, label: `${inches} in`, detail: `${cm.toFixed(1)} cm`, inches, cm, fit };
};

export const BRACELET_SIZES: LengthSize[] = [
  length(6.5, 'a petite wrist (up to 15 cm)'),
  length(7, 'most wrists (15–16.5 cm)'),
  length(7.5, 'a larger wrist or a loose fit (16.5–18 cm)'),
  length(8, 'a large wrist (18–19 cm)'),
];

export const CHAIN_SIZES: LengthSize[] = [
  length(16, 'at the base of the neck'),
  length(18, 'on the collarbone'),
  length(20, 'just below the collarbone'),
  length(22, 'at the neckline'),
  length(24, 'above the bust'),
];

export const SIZE_CHARTS: Record<SizeChartName, readonly SizeRow[]> = {
  ring: RING_SIZES,
  bangle: BANGLE_SIZES,
  bracelet: BRACELET_SIZES,
  chain: CHAIN_SIZES,
};

/** Which chart a category's pieces are sized by; a category not here has no sizes. */
export const SIZE_CHART_OF: Partial<Record<Category, SizeChartName>> = {
  rings: 'ring',
  'bridal-sets': 'ring',
  bangles: 'bangle',
  bracelets: 'bracelet',
  chains: 'chain',
};

/** The categories whose pieces we resize free of charge (not earrings, necklaces, watches or loose stones). */
export const RESIZABLE: readonly Category[] = ['rings', 'bridal-sets', 'bangles', 'bracelets', 'chains'];

/** What the product page says beside the size select of a piece that can be resized. */
export const FREE_RESIZING = 'Free resizing for life, up to two sizes up or down.';

const ROWS = new Map(Object.values(SIZE_CHARTS).flatMap((rows) => rows.map((row) => [row.value, row] as const)));

/** A size's short label ("US 6½"); a value of no chart (older data) is its own label. */
export const sizeLabel = (value: string): string => ROWS.get(value)?.label ?? value;

/** A size as the size select lists it: "US 6½ · Indian 13 · 16.9 mm". */
export const sizeChoiceLabel = (value: string): string => {
  const row = ROWS.get(value);
  return row ? `${row.label} · ${row.detail}` : value;
};

/** The sizes a piece of this category may come in, in the chart's order (none without a chart). */
export const sizesFor = (category: Category): readonly SizeRow[] => {
  const chart = SIZE_CHART_OF[category];
  return chart ? SIZE_CHARTS[chart] : [];
};

/** The sizes in their chart's order (values of no chart last, as given). */
export function inChartOrder(category: Category, sizes: readonly string[]): string[] {
  const order = sizesFor(category).map((row) => row.value);
  const rank = (size: string) => {
    const at = order.indexOf(size);
    return at === -1 ? order.length : at;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

/** Why these sizes cannot be a piece of this category's, in words; null when they can. */
export function sizesProblem(category: Category, sizes: readonly string[]): string | null {
  if (sizes.length === 0) return null;
  const rows = sizesFor(category);
  if (rows.length === 0) return 'this kind of piece comes in one size: leave the sizes empty.';
  const unknown = sizes.find((size) => !rows.some((row) => row.value === size));
  if (unknown === undefined) return null;
  return `"${unknown}" is not a size of this kind of piece: use ${rows[0]?.value} to ${rows.at(-1)?.value} (${rows
    .map((row) => row.value)
    .join(', ')}).`;
}

/**
 * A size as a shopkeeper types it, as its chart's value: "6½", "6.5" or "us 6.5" is a ring's "US 6.5", "7" or '7"' a
 * bracelet's "7 in", "Size 2.4" a bangle's "2.4". Anything else stays as typed (and is refused by `sizesProblem`).
 */
export function sizeFromInput(category: Category, input: string): string {
  const typed = input.trim();
  const chart = SIZE_CHART_OF[category];
  if (!chart) return typed;
  const rows = SIZE_CHARTS[chart];
  const known = rows.find((row) => [row.value, row.label].some((name) => name.toLowerCase() === typed.toLowerCase()));
  if (known) return known.value;
  const number = typed
    .replace(HALF, '.5')
    .replace(/^(us|size)\s*/i, '')
    .replace(/\s*(in|inch|inches|")$/i, '');
  const candidate = chart === 'ring' ? `US ${Number(number)}` : chart === 'bangle' ? number : `${Number(number)} in`;
  return rows.some((row) => row.value === candidate) ? candidate : typed;
}
