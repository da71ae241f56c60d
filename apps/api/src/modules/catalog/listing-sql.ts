/**
 * The listing's SQL parts: what a shopper typed as a search (full text, SKU, and the typo-tolerant fallback), each
 * filter as a condition, the facet groups, and the orders a listing can be sorted in. The repository puts them
 * together into the page and the facet counts.
 */
import type { ProductListFilters, Sort } from '@lumen/contract/catalog';
import { GOLD_PURITIES, METALS, STONES } from '@lumen/contract/catalog-vocabulary';
import { DIAMOND_CLARITIES, DIAMOND_COLOURS, STONE_SHAPES } from '@lumen/contract/stone-words';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products, productVariants } from '../../db/schema';

/**
 * The outer row's id, qualified, for correlated sub-selects: Drizzle leaves the table name off columns in the select
 * list of a one-table query, and a bare "id" inside a sub-select would name the sub-select's own table's column.
 */
export const productRef = sql`"products"."id"`;

/** A piece that can be bought now: made to order, or with some variant in stock or made to order. */
export const canBeBought = sql`(${products.madeToOrderDays} is not null or exists (
  select 1 from ${productVariants} where ${productVariants.productId} = ${productRef}
    and (${productVariants.quantity} > 0 or ${productVariants.madeToOrderDays} is not null)))`;
/** Only published pieces reach the storefront. */
export const onSale = sql`${products.status} = 'published'`;

/** Turns what a shopper typed into a prefix query: 'gold ring' → 'gold:* & ring:*'. Null when nothing is left. */
export function toPrefixQuery(q: string | undefined): string | null {
  const words = typedWords(q);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const typedWords = (q: string | undefined) =>
  (q ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8) ?? [];

/**
 * How close a misspelling must be to a word of a piece (pg_trgm's `word_similarity`, 0 to 1) for the search to offer
 * the piece when nothing matches as typed: "solitare" is 0.67 of "solitaire", "rosegold" 0.58 of "rose gold",
 * while unrelated pieces score below 0.3.
 */
export const TYPO_SIMILARITY = 0.5;

/** What a shopper typed, read three ways: the full-text prefix query, its words, and whether it may be a SKU. */
export type Search = { tsQuery: string; words: string; sku: string | null };

export function toSearch(q: string | undefined): Search | null {
  const tsQuery = toPrefixQuery(q);
  if (!tsQuery) return null;
  const typed = (q ?? '').trim().toLowerCase();
  return { tsQuery, words: typedWords(q).join(' '), sku: /^[a-z]{2}-\d/.test(typed) ? typed : null };
}

const fullText = (search: Search) => sql`${products.search} @@ to_tsquery('english', ${search.tsQuery})`;
const similarity = (search: Search) => sql`word_similarity(${search.words}, ${products.searchWords})`;

/**
 * A piece the search finds: its words match as typed (stemmed, so plurals match), or one of its SKUs starts with what
 * was typed, or, only when no piece on sale matches as typed, its words are close to a misspelling of them.
 */
function searchMatch(search: Search): SQL {
  const sku = search.sku
    ? sql` or exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productRef}
        and starts_with(lower(${productVariants.sku}), ${search.sku}))`
    : sql``;
  const noneAsTyped = sql`not exists (select 1 from products as typed where typed.status = 'published'
    and typed.search @@ to_tsquery('english', ${search.tsQuery}))`;
  return sql`(${fullText(search)}${sku} or (${noneAsTyped} and ${similarity(search)} >= ${TYPO_SIMILARITY}))`;
}

export type Filters = Omit<ProductListFilters, 'page' | 'pageSize' | 'sort'>;

/** The listing's conditions, one part per filter, each `true` when its filter is not set. */
export function filterParts(filters: Filters, search: Search | null) {
  const all = (...parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;
  /** A piece offered in any of `values` (its metals or purities overlap them). */
  const offeredIn = (column: typeof products.metals | typeof products.purities, values: string[]) =>
    values.length > 0 ? sql`${column} && ${sql.param(values)}::text[]` : sql`true`;
  return {
    base: all(
      onSale,
      filters.category ? eq(products.category, filters.category) : undefined,
      filters.audience ? eq(products.audience, filters.audience) : undefined,
      search ? searchMatch(search) : undefined,
    ),
    metal: offeredIn(products.metals, filters.metal),
    stone: filters.stone.length > 0 ? inArray(products.stone, filters.stone) : sql`true`,
    purity: offeredIn(products.purities, filters.purity),
    price: all(
      filters.minPrice !== undefined ? gte(products.price, filters.minPrice) : undefined,
      filters.maxPrice !== undefined ? lte(products.price, filters.maxPrice) : undefined,
    ),
    shape: oneOf(centre.shape, filters.shape),
    colour: oneOf(centre.colour, filters.colour),
    clarity: oneOf(centre.clarity, filters.clarity),
    carat: all(
      filters.minCarat !== undefined ? sql`${centreCarat} >= ${filters.minCarat}` : undefined,
      filters.maxCarat !== undefined ? sql`${centreCarat} <= ${filters.maxCarat}` : undefined,
    ),
    stock: filters.inStock ? canBeBought : sql`true`,
  };
}

/** The piece's centre stone's (its first) facts, as PostgreSQL keeps them beside the stones. */
const centre = { shape: products.centreShape, colour: products.centreColour, clarity: products.centreClarity };
export const centreCarat = products.centreCarat;
const oneOf = (value: SQL | AnyPgColumn, values: string[]) =>
  values.length > 0 ? sql`${value} = any(${sql.param(values)}::text[])` : sql`true`;

/** The groups counted as facets, and the ranges that are not (the price and the carat, each its own slider). */
export const FACET_NAMES = ['metal', 'stone', 'purity', 'shape', 'colour', 'clarity'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Every filter's part but those named, joined with `and`. */
export function partsBut(
  part: ReturnType<typeof filterParts>,
  ...but: (FacetName | 'price' | 'carat' | 'stock')[]
): SQL {
  const names = [...FACET_NAMES, 'price', 'carat', 'stock'] as const;
  return sql.join(
    names.filter((name) => !(but as string[]).includes(name)).map((name) => part[name]),
    sql` and `,
  );
}

export function conditions(filters: Filters, search: Search | null): SQL {
  const part = filterParts(filters, search);
  return sql`${part.base} and ${partsBut(part)}`;
}

/**
 * The listing's facet groups: each value of the vocabulary, and the condition of a piece offered in it. The Gold
 * Purity group lists gold's karats only (not platinum's 950 or silver's 925).
 */
export const FACET_GROUPS = [
  { group: 'metal', values: METALS, has: (value: string) => sql`${value} = any(${products.metals})` },
  { group: 'stone', values: STONES, has: (value: string) => sql`${products.stone} = ${value}` },
  { group: 'purity', values: GOLD_PURITIES, has: (value: string) => sql`${value} = any(${products.purities})` },
  { group: 'shape', values: STONE_SHAPES, has: (value: string) => sql`${centre.shape} = ${value}` },
  { group: 'colour', values: DIAMOND_COLOURS, has: (value: string) => sql`${centre.colour} = ${value}` },
  { group: 'clarity', values: DIAMOND_CLARITIES, has: (value: string) => sql`${centre.clarity} = ${value}` },
] as const;

/** Written as the indexes are (`desc nulls last`), so the planner can read a page straight off an index. */
const bestSellerFirst = sql`${products.bestSellerScore} desc nulls last`;

export function ordering(sort: Sort | undefined, search: Search | null): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'newest':
      return [sql`${products.createdAt} desc nulls last`, asc(products.id)];
    case 'best_seller':
      return [bestSellerFirst, asc(products.id)];
    default:
      // Relevance: how well the words match as typed, plus how close they are to a misspelling of them.
      return search
        ? [
            desc(sql`ts_rank(${products.search}, to_tsquery('english', ${search.tsQuery})) + ${similarity(search)}`),
            desc(products.bestSellerScore),
            asc(products.id),
          ]
        : [desc(products.bestSellerScore), asc(products.id)];
  }
}
