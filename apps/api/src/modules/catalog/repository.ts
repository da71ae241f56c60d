/** SQL of the catalogue: the filtered, sorted page of products, the facet counts, single products and their related. */
import { type ProductListFilters, RELATED_PIECES_MAX } from '@lumen/contract/catalog';
import type { LineTax } from '@lumen/contract/tax';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type ComputedProductColumn, productFields, products, productVariants } from '../../db/schema';
import { pieceTax } from '../pricing/tax-classes';
import {
  canBeBought,
  centreCarat,
  conditions,
  FACET_GROUPS,
  FACET_NAMES,
  type FacetName,
  filterParts,
  onSale,
  ordering,
  partsBut,
  toSearch,
} from './listing-sql';
import { type NewVariant, type PricedVariantRow, refreshOffers, variantSku, variantsOf } from './variants';

export type ProductRow = Omit<typeof products.$inferSelect, ComputedProductColumn>;
export type NewProduct = Omit<typeof products.$inferInsert, ComputedProductColumn | 'id'> & { sizes: string[] };
/** A variant by the piece's slug (a seed or an import knows slugs, not ids), without its SKU (made from the id). */
export type NewSeedVariant = Omit<NewVariant, 'productId' | 'sku'> & { slug: string };

/** One facet value: how many pieces of the listing match with the other filters, and whether any is offered in it. */
export type FacetCount = { count: number; offered: boolean };

/** Facet counts of a listing and its total (see `facets`). */
export type FacetCounts = Record<FacetName, Map<string, FacetCount>> & {
  price: { min: number; max: number } | null;
  carat: { min: number; max: number } | null;
  inStock: number;
  total: number;
};

/** A piece as a listing's card shows it (`summaryColumns`). */
export type SummaryRow = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'category'
  | 'audience'
  | 'metal'
  | 'stone'
  | 'purity'
  | 'price'
  | 'originalPrice'
  | 'priceTo'
  | 'metals'
> & { image: ProductRow['images'][number]; tax: LineTax };

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
  tax: pieceTax,
};

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
     * A page of the listing with the number of pieces that match, in one statement and without facets: the shop
     * assistant's searches.
     */
    async searchPage(filters: ProductListFilters) {
      const search = toSearch(filters.q);
      return db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          total: sql<number>`(count(*) over ())::int`,
        })
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
      const columns = FACET_GROUPS.flatMap(({ group, values, has }) =>
        values.flatMap((value, i) => [
          sql`count(*) filter (where ${has(value)} and ${partsBut(part, group)})::int as ${sql.raw(`n_${group}_${i}`)}`,
          sql`bool_or(${has(value)}) as ${sql.raw(`o_${group}_${i}`)}`,
        ]),
      );
      const all = partsBut(part, 'stock');
      const unpriced = partsBut(part, 'price');
      const uncarated = partsBut(part, 'carat');
      const result = await db.execute(sql`
        select ${sql.join(columns, sql`, `)},
          count(*) filter (where ${all} and ${part.stock})::int as total,
          count(*) filter (where ${all} and ${canBeBought})::int as in_stock,
          min(${products.price}) filter (where ${unpriced}) as price_min,
          max(${products.price}) filter (where ${unpriced}) as price_max,
          min(${centreCarat}) filter (where ${uncarated}) as carat_min,
          max(${centreCarat}) filter (where ${uncarated}) as carat_max
        from ${products}
        where ${part.base}`);
      const [row = {}] = rowsOf<Record<string, number | boolean | null>>(result);
      const range = (min: unknown, max: unknown) =>
        min != null && max != null ? { min: Number(min), max: Number(max) } : null;
      const counts: FacetCounts = {
        ...(Object.fromEntries(FACET_NAMES.map((name) => [name, new Map()])) as Record<
          FacetName,
          Map<string, FacetCount>
        >),
        price: range(row.price_min, row.price_max),
        carat: range(row.carat_min, row.carat_max),
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
    async findByIdOrSlug(
      idOrSlug: string,
    ): Promise<(ProductRow & { variants: PricedVariantRow[]; tax: LineTax }) | undefined> {
      const where = /^\d+$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
      const [row] = await db
        .select({ ...productFields, variants: variantsOf, tax: pieceTax })
        .from(products)
        .where(and(where, onSale))
        .limit(1);
      return row;
    },

    /**
     * A published piece's "You may also like", in one statement: the piece, joined to up to RELATED_PIECES_MAX other
     * published pieces that can be bought now and share its category or its collection (its audience, the menu group
     * it is listed under: Men's, Women's Jewellery, Accessories; the catalogue has no collection of its own). Those
     * sharing both come first, then its collection's, then its category's; best sellers first within each, then by id.
     * Undefined when there is no such published piece; an empty list when it has nothing related.
     */
    async related(idOrSlug: string): Promise<SummaryRow[] | undefined> {
      const piece = alias(products, 'piece');
      const where = /^\d+$/.test(idOrSlug) ? eq(piece.id, Number(idOrSlug)) : eq(piece.slug, idOrSlug);
      const sameCategory = sql`${products.category} = ${piece.category}`;
      const sameCollection = sql`${products.audience} = ${piece.audience}`;
      const rows = await db
        .select(summaryColumns)
        .from(piece)
        .leftJoin(
          products,
          and(sql`${products.id} <> ${piece.id}`, onSale, canBeBought, sql`(${sameCategory} or ${sameCollection})`),
        )
        .where(and(where, eq(piece.status, 'published')))
        .orderBy(
          sql`case when ${sameCategory} and ${sameCollection} then 0 when ${sameCollection} then 1 else 2 end`,
          sql`${products.bestSellerScore} desc nulls last`,
          asc(products.id),
        )
        .limit(RELATED_PIECES_MAX);
      if (rows.length === 0) return undefined;
      // A piece with nothing related comes back once, with no related piece joined to it.
      return rows.flatMap((row) => (row.id === null ? [] : [row as SummaryRow]));
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
