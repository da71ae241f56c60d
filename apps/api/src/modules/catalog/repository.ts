/** SQL of the catalogue: the filtered, sorted page of products, the facet counts, and single products. */
import type { ProductListFilters, Sort } from '@lumen/contract/catalog';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productStock, products } from '../../db/schema';

export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
export type NewProduct = Omit<typeof products.$inferInsert, 'search' | 'id'> & { sizes: string[] };
/** One size's count ('' for a piece without sizes). */
export type StockRow = { size: string; quantity: number };
/** A stock row by the piece's slug (a seed or an import knows slugs, not ids). */
export type NewStock = { slug: string; size: string; quantity: number };

/** Facet counts of a listing and its total (see `facets`). */
export type FacetCounts = {
  metal: Map<string, number>;
  stone: Map<string, number>;
  purity: Map<string, number>;
  price: { min: number; max: number } | null;
  inStock: number;
  total: number;
};

/**
 * The outer row's id, qualified, for correlated sub-selects: Drizzle leaves the table name off columns in the select
 * list of a one-table query, and a bare "id" inside a sub-select would name the sub-select's own table's column.
 */
const productRef = sql`"products"."id"`;

/** A piece that can be bought now: made to order, or with some size in stock. */
const canBeBought = sql`(${products.madeToOrderDays} is not null or exists (
  select 1 from ${productStock} where ${productStock.productId} = ${productRef} and ${productStock.quantity} > 0))`;
/** Only published pieces reach the storefront. */
const onSale = sql`${products.status} = 'published'`;

/** Turns what a shopper typed into a prefix query: 'gold ring' → 'gold:* & ring:*'. Null when nothing is left. */
export function toPrefixQuery(q: string | undefined): string | null {
  const words =
    (q ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
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
  image: sql<ProductRow['images'][number]>`${products.images}->0`,
};

type Filters = Omit<ProductListFilters, 'page' | 'pageSize' | 'sort'>;

/** The listing's conditions, one part per filter, each `true` when its filter is not set. */
function filterParts(filters: Filters, tsQuery: string | null) {
  const all = (...parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;
  const anyOf = (column: typeof products.metal | typeof products.stone | typeof products.purity, values: string[]) =>
    values.length > 0 ? inArray(column, values) : sql`true`;
  return {
    base: all(
      onSale,
      filters.category ? eq(products.category, filters.category) : undefined,
      filters.audience ? eq(products.audience, filters.audience) : undefined,
      tsQuery ? sql`${products.search} @@ to_tsquery('english', ${tsQuery})` : undefined,
    ),
    metal: anyOf(products.metal, filters.metal),
    stone: anyOf(products.stone, filters.stone),
    purity: anyOf(products.purity, filters.purity),
    price: all(
      filters.minPrice !== undefined ? gte(products.price, filters.minPrice) : undefined,
      filters.maxPrice !== undefined ? lte(products.price, filters.maxPrice) : undefined,
    ),
    stock: filters.inStock ? canBeBought : sql`true`,
  };
}

function conditions(filters: Filters, tsQuery: string | null): SQL {
  const part = filterParts(filters, tsQuery);
  return sql`${part.base} and ${part.metal} and ${part.stone} and ${part.purity} and ${part.price} and ${part.stock}`;
}

type FacetRow = {
  metal: string | null;
  stone: string | null;
  purity: string | null;
  grouped_by: 'metal' | 'stone' | 'purity' | 'all';
  n_metal: number;
  n_stone: number;
  n_purity: number;
  total: number;
  in_stock: number;
  price_min: number | null;
  price_max: number | null;
};

/** Written as the indexes are (`desc nulls last`), so the planner can read a page straight off an index. */
const bestSellerFirst = sql`${products.bestSellerScore} desc nulls last`;

function ordering(sort: Sort | undefined, tsQuery: string | null): SQL[] {
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
      return tsQuery
        ? [
            desc(sql`ts_rank(${products.search}, to_tsquery('english', ${tsQuery}))`),
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
      const tsQuery = toPrefixQuery(filters.q);
      return db
        .select(summaryColumns)
        .from(products)
        .where(conditions(filters, tsQuery))
        .orderBy(...ordering(filters.sort, tsQuery))
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
      const part = filterParts(filters, toPrefixQuery(filters.q));
      const result = await db.execute(sql`
        select ${products.metal} as metal, ${products.stone} as stone, ${products.purity} as purity,
          case grouping(${products.metal}, ${products.stone}, ${products.purity})
            when 3 then 'metal' when 5 then 'stone' when 6 then 'purity' else 'all' end as grouped_by,
          count(*) filter (where ${part.stone} and ${part.purity} and ${part.price} and ${part.stock})::int as n_metal,
          count(*) filter (where ${part.metal} and ${part.purity} and ${part.price} and ${part.stock})::int as n_stone,
          count(*) filter (where ${part.metal} and ${part.stone} and ${part.price} and ${part.stock})::int as n_purity,
          count(*) filter (
            where ${part.metal} and ${part.stone} and ${part.purity} and ${part.price} and ${part.stock})::int as total,
          count(*) filter (
            where ${part.metal} and ${part.stone} and ${part.purity} and ${part.price} and ${canBeBought})::int as in_stock,
          min(${products.price}) filter (
            where ${part.metal} and ${part.stone} and ${part.purity} and ${part.stock}) as price_min,
          max(${products.price}) filter (
            where ${part.metal} and ${part.stone} and ${part.purity} and ${part.stock}) as price_max
        from ${products}
        where ${part.base}
        group by grouping sets ((${products.metal}), (${products.stone}), (${products.purity}), ())`);
      const counts: FacetCounts = {
        metal: new Map(),
        stone: new Map(),
        purity: new Map(),
        price: null,
        inStock: 0,
        total: 0,
      };
      for (const row of rowsOf<FacetRow>(result)) {
        if (row.grouped_by === 'all') {
          counts.total = row.total;
          counts.inStock = row.in_stock;
          counts.price =
            row.price_min != null && row.price_max != null
              ? { min: Number(row.price_min), max: Number(row.price_max) }
              : null;
        } else {
          const value = row[row.grouped_by];
          const n = row[`n_${row.grouped_by}`];
          if (value != null && n > 0) counts[row.grouped_by].set(value, n);
        }
      }
      return counts;
    },

    /** A published piece with its stock rows; drafts and archived pieces are not found. */
    async findByIdOrSlug(idOrSlug: string): Promise<(ProductRow & { stock: StockRow[] }) | undefined> {
      const where = /^\d+$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
      const { search: _search, ...columns } = getTableColumns(products);
      const [row] = await db
        .select({
          ...columns,
          stock: sql<StockRow[]>`coalesce((select json_agg(json_build_object('size', ${productStock.size},
            'quantity', ${productStock.quantity})) from ${productStock}
            where ${productStock.productId} = ${productRef}), '[]'::json)`,
        })
        .from(products)
        .where(and(where, onSale))
        .limit(1);
      return row;
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

    /** Stock rows by slug, in one statement; rows already there are kept. */
    async insertStock(rows: NewStock[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${productStock} (product_id, size, quantity)
        select ${products.id}, line.size, line.quantity
        from unnest(${sql.param(rows.map((r) => r.slug))}::text[], ${sql.param(rows.map((r) => r.size))}::text[],
          ${sql.param(rows.map((r) => r.quantity))}::int[]) as line(slug, size, quantity)
        join ${products} on ${products.slug} = line.slug
        on conflict do nothing`);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
