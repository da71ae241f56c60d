/** SQL of the catalogue: the filtered, sorted page of products, the facet counts, and single products. */
import { METALS, type ProductListFilters, type Sort, STONES } from '@lumen/contract/catalog';
import { GOLD_PURITIES } from '@lumen/contract/catalog-vocabulary';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { type NewVariant, refreshOffers, type VariantRow, variantSku } from './variants';

export type ProductRow = Omit<typeof products.$inferSelect, 'search' | 'searchWords'>;
export type NewProduct = Omit<typeof products.$inferInsert, 'search' | 'searchWords' | 'id'> & { sizes: string[] };
/** A variant by the piece's slug (a seed or an import knows slugs, not ids), without its SKU (made from the id). */
export type NewSeedVariant = Omit<NewVariant, 'productId' | 'sku'> & { slug: string };

/** One facet value: how many pieces of the listing match with the other filters, and whether any is offered in it. */
export type FacetCount = { count: number; offered: boolean };

/** Facet counts of a listing and its total (see `facets`). */
export type FacetCounts = {
  metal: Map<string, FacetCount>;
  stone: Map<string, FacetCount>;
  purity: Map<string, FacetCount>;
  price: { min: number; max: number } | null;
  inStock: number;
  total: number;
};

/**
 * The outer row's id, qualified, for correlated sub-selects: Drizzle leaves the table name off columns in the select
 * list of a one-table query, and a bare "id" inside a sub-select would name the sub-select's own table's column.
 */
const productRef = sql`"products"."id"`;

/** A piece that can be bought now: made to order, or with some variant in stock or made to order. */
const canBeBought = sql`(${products.madeToOrderDays} is not null or exists (
  select 1 from ${productVariants} where ${productVariants.productId} = ${productRef}
    and (${productVariants.quantity} > 0 or ${productVariants.madeToOrderDays} is not null)))`;
/** Only published pieces reach the storefront. */
const onSale = sql`${products.status} = 'published'`;

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

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  category: products.category,
  audience: products.audience,
  metal: products.metal,
  stone: products.stone,
  purity: products.purity,
  price: products.price,
  originalPrice: products.originalPrice,
  priceTo: products.priceTo,
  metals: products.metals,
  image: sql<ProductRow['images'][number]>`${products.images}->0`,
};

type Filters = Omit<ProductListFilters, 'page' | 'pageSize' | 'sort'>;

/** The listing's conditions, one part per filter, each `true` when its filter is not set. */
function filterParts(filters: Filters, search: Search | null) {
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
    stock: filters.inStock ? canBeBought : sql`true`,
  };
}

function conditions(filters: Filters, search: Search | null): SQL {
  const part = filterParts(filters, search);
  return sql`${part.base} and ${part.metal} and ${part.stone} and ${part.purity} and ${part.price} and ${part.stock}`;
}

/**
 * The listing's facet groups: each value of the vocabulary, and the condition of a piece offered in it. The Gold
 * Purity group lists gold's karats only (not platinum's 950 or silver's 925).
 */
const FACET_GROUPS = [
  { group: 'metal', values: METALS, has: (value: string) => sql`${value} = any(${products.metals})` },
  { group: 'stone', values: STONES, has: (value: string) => sql`${products.stone} = ${value}` },
  { group: 'purity', values: GOLD_PURITIES, has: (value: string) => sql`${value} = any(${products.purities})` },
] as const;

/** Written as the indexes are (`desc nulls last`), so the planner can read a page straight off an index. */
const bestSellerFirst = sql`${products.bestSellerScore} desc nulls last`;

function ordering(sort: Sort | undefined, search: Search | null): SQL[] {
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createCatalogRepository(db: Db) {
  return {
    /** One page of the listing, in order; the total comes with the facets. */
    async listPage(filters: ProductListFilters) {
      const search = toSearch(filters.q);
      return db
        .select(summaryColumns)
        .from(products)
        .where(conditions(filters, search))
        .orderBy(...ordering(filters.sort, search))
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize);
    },

    /**
     * Facet counts and the listing's total in one pass over the products that match the category, audience and
     * search. Each group is counted with every filter except its own (choosing Gold still shows how many Silver
     * pieces there are), and the price range ignores the price filter, so the slider's bounds stay put while the
     * shopper drags it.
     */
    async facets(filters: ProductListFilters): Promise<FacetCounts> {
      const part = filterParts(filters, toSearch(filters.q));
      const all = sql`${part.metal} and ${part.stone} and ${part.purity} and ${part.price}`;
      const others = {
        metal: sql`${part.stone} and ${part.purity} and ${part.price} and ${part.stock}`,
        stone: sql`${part.metal} and ${part.purity} and ${part.price} and ${part.stock}`,
        purity: sql`${part.metal} and ${part.stone} and ${part.price} and ${part.stock}`,
      };
      const columns = FACET_GROUPS.flatMap(({ group, values, has }) =>
        values.flatMap((value, i) => [
          sql`count(*) filter (where ${has(value)} and ${others[group]})::int as ${sql.raw(`n_${group}_${i}`)}`,
          sql`bool_or(${has(value)}) as ${sql.raw(`o_${group}_${i}`)}`,
        ]),
      );
      const result = await db.execute(sql`
        select ${sql.join(columns, sql`, `)},
          count(*) filter (where ${all} and ${part.stock})::int as total,
          count(*) filter (where ${all} and ${canBeBought})::int as in_stock,
          min(${products.price}) filter (where ${part.metal} and ${part.stone} and ${part.purity} and ${part.stock})
            as price_min,
          max(${products.price}) filter (where ${part.metal} and ${part.stone} and ${part.purity} and ${part.stock})
            as price_max
        from ${products}
        where ${part.base}`);
      const [row = {}] = rowsOf<Record<string, number | boolean | null>>(result);
      const counts: FacetCounts = {
        metal: new Map(),
        stone: new Map(),
        purity: new Map(),
        price:
          row.price_min != null && row.price_max != null
            ? { min: Number(row.price_min), max: Number(row.price_max) }
            : null,
        inStock: Number(row.in_stock ?? 0),
        total: Number(row.total ?? 0),
      };
      for (const { group, values } of FACET_GROUPS) {
        values.forEach((value, i) => {
          counts[group].set(value, {
            count: Number(row[`n_${group}_${i}`] ?? 0),
            offered: row[`o_${group}_${i}`] === true,
          });
        });
      }
      return counts;
    },

    /** A published piece with its variants, default first; drafts and archived pieces are not found. */
    async findByIdOrSlug(idOrSlug: string): Promise<(ProductRow & { variants: VariantRow[] }) | undefined> {
      const where = /^\d+$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
      const { search: _search, searchWords: _words, ...columns } = getTableColumns(products);
      const [row] = await db.select(columns).from(products).where(and(where, onSale)).limit(1);
      if (!row) return undefined;
      const variants = await db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, row.id))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      return { ...row, variants };
    },

    /** The ids of the published pieces (the sitemap's). */
    async allIds(): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(onSale).orderBy(asc(products.id));
      return rows.map((row) => row.id);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products);
      return row?.n ?? 0;
    },

    async insertMany(rows: NewProduct[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(products)
        .values(rows)
        .onConflictDoNothing({ target: products.slug })
        .returning({ id: products.id });
      return inserted.length;
    },

    /**
     * Variants by the piece's slug, each with the SKU its piece's id gives it, then the pieces' prices and offers
     * from them (`refreshOffers`), in one transaction; variants already there are kept.
     */
    async insertVariants(rows: NewSeedVariant[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        const slugs = [...new Set(rows.map((row) => row.slug))];
        const ids = await tx
          .select({ id: products.id, slug: products.slug })
          .from(products)
          .where(inArray(products.slug, slugs));
        const idOf = new Map(ids.map((row) => [row.slug, row.id]));
        const values = rows.flatMap(({ slug, ...variant }) => {
          const productId = idOf.get(slug);
          if (productId === undefined) return [];
          const options = { metal: variant.metal ?? '', purity: variant.purity ?? '', size: variant.size ?? '' };
          return [{ ...variant, productId, sku: variantSku(productId, options) }];
        });
        if (values.length > 0) await tx.insert(productVariants).values(values).onConflictDoNothing();
        await refreshOffers(tx, [...idOf.values()]);
      });
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
