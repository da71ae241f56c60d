/**
 * The product page's material-details table: its ten facts, and which of them each kind of piece has. One table, read
 * by the back office's editor (the fields it asks), the API (the facts it requires) and the storefront (it shows only
 * the facts a piece has). No zod here, so the pages can use it without loading zod.
 */

export const MATERIAL_FACTS = [
  ['stock_number', 'Stock number'],
  ['shape', 'Shape'],
  ['carat_weight', 'Carat weight'],
  ['certification', 'Certification'],
  ['depth', 'Depth'],
  ['cut_grade', 'Cut grade'],
  ['material', 'Material'],
  ['measurements', 'Measurements'],
  ['clarity', 'Clarity'],
  ['polish', 'Polish'],
] as const;
export type MaterialFact = (typeof MATERIAL_FACTS)[number][0];

/** What the table holds for a fact a piece of its kind does not have; the storefront leaves such a row out. */
export const NOT_APPLICABLE = '—';

/**
 * The kinds of piece, as far as the table is concerned: a piece set with a diamond or a gemstone; a pearl piece (no
 * carat, depth, cut or clarity in a diamond's terms); a chain or a watch (no stone facts at all); a loose stone (no
 * metal).
 */
export const PIECE_KINDS = ['set', 'pearl', 'chain', 'watch', 'loose'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

const ALL = MATERIAL_FACTS.map(([fact]) => fact);
const only = (...facts: MaterialFact[]): readonly MaterialFact[] => ALL.filter((fact) => facts.includes(fact));

/** The facts each kind of piece has, in the table's order: those the editor asks for and the API requires. */
export const MATERIAL_FACTS_BY_KIND: Readonly<Record<PieceKind, readonly MaterialFact[]>> = {
  set: ALL,
  pearl: only('stock_number', 'shape', 'certification', 'material', 'measurements', 'polish'),
  chain: only('stock_number', 'certification', 'material', 'measurements', 'polish'),
  watch: only('stock_number', 'certification', 'material', 'measurements'),
  loose: ALL.filter((fact) => fact !== 'material'),
};

/** A piece's kind from its category and its stone (a chain or a watch whatever its `stone` says). */
export function pieceKindOf(category: string, stone: string): PieceKind {
  if (category === 'watches') return 'watch';
  if (category === 'chains') return 'chain';
  if (category === 'diamonds') return 'loose';
  if (stone === 'Pearl') return 'pearl';
  return 'set';
}

/** The material facts a piece of this category and stone has. */
export const materialFactsFor = (category: string, stone: string): readonly MaterialFact[] =>
  MATERIAL_FACTS_BY_KIND[pieceKindOf(category, stone)];

export const MATERIAL_FACT_MESSAGES = {
  required: 'required for this kind of piece',
} as const;

/** The facts its kind has that `details` leaves out (absent or blank), in the table's order. */
export function missingMaterialFacts(
  category: string,
  stone: string,
  details: Partial<Record<MaterialFact, string | undefined>>,
): MaterialFact[] {
  return materialFactsFor(category, stone).filter((fact) => (details[fact] ?? '').trim() === '');
}

/** The table as stored and shown: every fact, those not given as "—". */
export function fullMaterialDetails(
  details: Partial<Record<MaterialFact, string | undefined>>,
): Record<MaterialFact, string> {
  return Object.fromEntries(ALL.map((fact) => [fact, details[fact] ?? NOT_APPLICABLE])) as Record<MaterialFact, string>;
}

/** Whether the storefront shows a fact: a piece's table leaves out what it does not have. */
export const hasMaterialFact = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' && value.trim() !== NOT_APPLICABLE;
