/** SQL of the back office's catalogue: the staff product list, one product with its stock, and the writes. */
import type { AdminProductListQuery } from '@lumen/contract/admin-catalogue';
import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ComputedProductColumn,
  metalRates,
  orderItems,
  productFields,
  products,
  productVariants,
} from '../../db/schema/index';
import { productRef, toPrefixQuery } from './listing-sql';
import { type NewVariant, refreshOffers, type VariantRow, variantSku, variantsOf } from './variants';

export type AdminProductRow = Omit<typeof products.$inferSelect, ComputedProductColumn>;
export type NewAdminProduct = Omit<typeof products.$inferInsert, ComputedProductColumn | 'id'>;
export type StockLine = { size: string; quantity: number };

/** All variants together. */
const onHand = sql<number>`coalesce((select sum(${productVariants.quantity}) from ${productVariants}
  where ${productVariants.productId} = ${productRef}), 0)::int`;

/** The piece's stock state as the storefront reads it (contract stock-levels `stockLevel`), in SQL for the filter. */
const stockState = sql<'in_stock' | 'low' | 'out_of_stock' | 'made_to_order'>`case
  when ${products.madeToOrderDays} is not null then 'made_to_order'
  when ${onHand} <= 0 then 'out_of_stock'
  when ${onHand} <= 3 then 'low'
  else 'in_stock' end`;

/**
 * Each size's count ('' for a piece without sizes): its variants in that size together. None for a piece made to
 * order, which is never short.
 */
const stockOf = sql<StockLine[]>`case when ${products.madeToOrderDays} is not null then '[]'::json
  else coalesce((select json_agg(json_build_object('size', line.size, 'quantity', line.quantity) order by line.size)
  from (select ${productVariants.size} as size, sum(${productVariants.quantity})::int as quantity
  from ${productVariants} where ${productVariants.productId} = ${productRef} group by ${productVariants.size}) as line),
  '[]'::json) end`;

const ordered = sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${productRef})`;

/** A product as the editor shows it: its fields, stock by size, whether it was ordered, and its variants. */
const fullColumns = { ...productFields, stock: stockOf, ordered, variants: variantsOf };

/** Whether the piece's variants are all of one metal and purity: the editor's fields then make them. */
const oneMetalAndPurity = (id: number) =>
  sql<boolean>`(select count(distinct (metal, purity)) <= 1 from ${productVariants} where product_id = ${id})`;

/** The statements of one change, bound to its transaction. */
function productWriter(tx: Db) {
  return {
    /** The metals and purities that have a rate ('Gold 22k'), which a computed price can be made from. */
    async ratedPairs(): Promise<Set<string>> {
      const rows = await tx.selectDistinct({ metal: metalRates.metal, purity: metalRates.purity }).from(metalRates);
      return new Set(rows.map((row) => `${row.metal} ${row.purity}`));
    },

    /** The product, locked until the change commits, so two edits of one piece take turns. */
    async lock(id: number) {
      const [row] = await tx
        .select(fullColumns)
        .from(products)
        .where(eq(products.id, id))
        .for('update', { of: products });
      return row;
    },

    /** The pieces with these slugs, locked (in id order, as every change locks them) until the change commits. */
    lockBySlugs(slugs: string[]) {
      return tx
        .select(fullColumns)
        .from(products)
        .where(sql`${products.slug} = any(${sql.param(slugs)}::text[])`)
        .orderBy(products.id)
        .for('update', { of: products });
    },

    async insert(row: NewAdminProduct) {
      const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
      if (!inserted) throw new Error('product insert returned nothing');
      return inserted.id;
    },

    async update(id: number, patch: Partial<NewAdminProduct>) {
      await tx.update(products).set(patch).where(eq(products.id, id));
    },

    /**
     * Sets the count of each size's variants to `lines` (a size left out: 0; none at all: every count 0, for a piece
     * made to order). Rows are updated in place, so an order waiting on a row's lock takes from the new count.
     */
    async replaceStock(id: number, lines: StockLine[]) {
      await tx.execute(sql`
        update ${productVariants} set quantity = coalesce(line.quantity, 0)
        from ${productVariants} as v
        left join unnest(${sql.param(lines.map((line) => line.size))}::text[],
          ${sql.param(lines.map((line) => line.quantity))}::int[]) as line(size, quantity) on line.size = v.size
        where v.id = ${productVariants.id} and v.product_id = ${id}`);
    },

    /**
     * Fits the piece's variants to its own fields, as the product editor sets them, while they are of one metal and
     * purity: one variant per size (one without sizes) in its metal and purity (sterling silver is 925), at its price.
     * Variants of sizes it no longer has go (placed orders keep their lines), the others keep their stock and SKU, and
     * new sizes start at 0 — priced as the first variant is, so a piece priced from the metal rate stays so. Then its
     * price range and offers follow (`refreshOffers`).
     */
    async fitVariants(id: number) {
      const [piece] = await tx
        .select({ ...productFields, simple: oneMetalAndPurity(id) })
        .from(products)
        .where(eq(products.id, id));
      if (!piece) return;
      // A piece in several metals or purities has its variants set in its grid (`replaceVariants`).
      if (!piece.simple) return refreshOffers(tx, [id]);
      const sizes = piece.sizes.length > 0 ? piece.sizes : [''];
      const purity = piece.purity ?? (piece.metal === 'Silver' ? '925' : '');
      const [first] = await tx
        .select(priceRuleColumns)
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(productVariants.position, productVariants.id)
        .limit(1);
      const rule = first?.pricing === 'computed' ? first : {};
      await tx
        .delete(productVariants)
        .where(
          and(eq(productVariants.productId, id), sql`${productVariants.size} <> all(${sql.param(sizes)}::text[])`),
        );
      await tx
        .update(productVariants)
        .set({
          metal: piece.metal,
          purity,
          price: piece.price,
          originalPrice: piece.originalPrice,
          position: sql`array_position(${sql.param(sizes)}::text[], ${productVariants.size}) - 1`,
        })
        .where(eq(productVariants.productId, id));
      await tx
        .insert(productVariants)
        .values(
          sizes.map((size, position) => ({
            productId: id,
            sku: variantSku(id, { metal: piece.metal, purity, size }),
            metal: piece.metal,
            purity,
            size,
            position,
            price: piece.price,
            originalPrice: piece.originalPrice,
            ...rule,
          })),
        )
        .onConflictDoNothing();
      await refreshOffers(tx, [id]);
    },

    /** Sets some of the piece's variants' prices, stock and weight, then its offers (an import's rows). */
    async updateVariants(
      id: number,
      patches: { variantId: number; price: number; originalPrice: number; quantity: number; weightMg: number | null }[],
    ) {
      for (const { variantId, ...patch } of patches) {
        await tx
          .update(productVariants)
          .set(patch)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, id)));
      }
      await refreshOffers(tx, [id]);
    },

    /** Whether the piece's variants are all of one metal and purity (its stock is then set by size). */
    async isSimple(id: number): Promise<boolean> {
      const [row] = await tx
        .select({ simple: oneMetalAndPurity(id) })
        .from(products)
        .where(eq(products.id, id));
      return row?.simple ?? true;
    },

    /** The SKUs among `skus` (any case) that another piece's variants already use. */
    async skusElsewhere(id: number, skus: string[]): Promise<string[]> {
      const rows = await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(
          and(
            sql`${productVariants.productId} <> ${id}`,
            sql`lower(${productVariants.sku}) = any(${sql.param(skus.map((sku) => sku.toLowerCase()))}::text[])`,
          ),
        );
      return rows.map((row) => row.sku);
    },

    /**
     * Makes the piece's variants `rows`, in this order (the first the default): rows with an id (the piece's own)
     * are updated in place, so their stock rows' locks and order lines hold; the others are inserted; the piece's
     * other variants go. Kept rows are first moved out of the way (a suffixed size and SKU), so two rows may swap
     * their options or SKUs. Then the piece's sizes, metal and purity follow its variants, and its offers.
     */
    async replaceVariants(id: number, rows: (Omit<NewVariant, 'productId' | 'position'> & { id?: number })[]) {
      const kept = rows.flatMap((row) => (row.id ? [row.id] : []));
      await tx
        .delete(productVariants)
        .where(
          and(eq(productVariants.productId, id), kept.length > 0 ? notInArray(productVariants.id, kept) : undefined),
        );
      await tx.execute(sql`update ${productVariants} set size = size || '#' || id, sku = sku || '#' || id
        where product_id = ${id}`);
      for (const [position, { id: variantId, ...row }] of rows.entries()) {
        if (variantId) {
          await tx
            .update(productVariants)
            .set({ ...row, position })
            .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, id)));
        } else await tx.insert(productVariants).values({ ...row, productId: id, position });
      }
      const [first] = rows;
      const sizes = [...new Set(rows.map((row) => row.size ?? '').filter(Boolean))];
      const [piece] = await tx.select({ sizes: products.sizes }).from(products).where(eq(products.id, id));
      const ordered = [
        ...(piece?.sizes ?? []).filter((size) => sizes.includes(size)),
        ...sizes.filter((size) => !piece?.sizes.includes(size)),
      ];
      await tx
        .update(products)
        .set({
          sizes: ordered,
          ...(first?.metal ? { metal: first.metal } : {}),
          purity: first?.purity && first.purity !== '925' ? first.purity : null,
        })
        .where(eq(products.id, id));
      await refreshOffers(tx, [id]);
    },
  };
}
export type ProductWriter = ReturnType<typeof productWriter>;

/** How a variant is priced, which a new size of a piece of one metal and purity takes from its first variant. */
const priceRuleColumns = {
  pricing: productVariants.pricing,
  weightMg: productVariants.weightMg,
  makingType: productVariants.makingType,
  making: productVariants.making,
  originalMaking: productVariants.originalMaking,
  stonesValue: productVariants.stonesValue,
  otherValue: productVariants.otherValue,
};

export function createAdminProductRepository(db: Db) {
  return {
    /** Runs `work` in one transaction (the change and its audit row). */
    change<T>(work: (writer: ProductWriter, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(productWriter(tx), tx));
    },

    /** Newest first, keyset on id; one row more than asked, to tell whether a page follows. */
    list(query: AdminProductListQuery) {
      const tsQuery = toPrefixQuery(query.q);
      return db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          category: products.category,
          metal: products.metal,
          price: products.price,
          status: products.status,
          madeToOrderDays: products.madeToOrderDays,
          image: sql<AdminProductRow['images'][number] | null>`${products.images}->0`,
          onHand,
          stockState,
        })
        .from(products)
        .where(
          and(
            tsQuery
              ? sql`(${products.search} @@ to_tsquery('english', ${tsQuery}) or ${products.slug} = ${query.q ?? ''})`
              : undefined,
            query.category ? eq(products.category, query.category) : undefined,
            query.metal ? eq(products.metal, query.metal) : undefined,
            query.status ? eq(products.status, query.status) : undefined,
            query.stock ? sql`${stockState} = ${query.stock}` : undefined,
            query.cursor ? lt(products.id, Number(query.cursor)) : undefined,
          ),
        )
        .orderBy(desc(products.id))
        .limit(query.limit + 1);
    },

    /** Every product with its stock rows, oldest first: the CSV export. */
    exportAll() {
      return db.select(fullColumns).from(products).orderBy(products.id);
    },

    /** The known slugs among `slugs`, with their variants (the import's checks before the change). */
    async variantsBySlug(slugs: string[]): Promise<Map<string, VariantRow[]>> {
      const rows = await db
        .select({ slug: products.slug, variants: variantsOf })
        .from(products)
        .where(sql`${products.slug} = any(${sql.param(slugs)}::text[])`);
      return new Map(rows.map((row) => [row.slug, row.variants]));
    },

    /** Any product, whatever its status, with its stock rows and whether it was ever ordered. */
    async find(id: number) {
      const [row] = await db.select(fullColumns).from(products).where(eq(products.id, id));
      return row;
    },

    /** A free slug from `base`: itself, else base-2, base-3, … */
    async freeSlug(base: string): Promise<string> {
      const rows = await db
        .select({ slug: products.slug })
        .from(products)
        .where(sql`${products.slug} = ${base} or ${products.slug} ~ ${`^${base}-[0-9]+$`}`);
      const taken = new Set(rows.map((row) => row.slug));
      if (!taken.has(base)) return base;
      for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },
  };
}
export type AdminProductRepository = ReturnType<typeof createAdminProductRepository>;
