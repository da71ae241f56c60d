/**
 * The owner's tax classes (decision 036): SQL and the steps of the back office's calls. A piece's tax is its class's
 * HSN code and rate, read with the piece (`pieceTax`); a change to a class reaches every piece in it at once (the
 * catalogue and page caches are told), and an order keeps the tax it was placed with. Every change is audited.
 */
import { GST_PERCENT } from '@lumen/contract/constants';
import type { LineTax } from '@lumen/contract/tax';
import {
  TAX_CLASS_MESSAGES,
  type TaxClass,
  type TaxClassInput,
  type TaxClassUpdate,
} from '@lumen/contract/tax-classes';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { products, shopSettings, taxClasses } from '../../db/schema';
import { conflict, notFound } from '../../plugins/envelope-and-errors';

/** The tax of the query's `products` row: its class's HSN code and rate, or the standard 18 % without a class. */
export const pieceTax = sql<LineTax>`coalesce((select jsonb_build_object('hsn', t.hsn, 'rate_percent', t.rate_percent)
  from ${taxClasses} t where t.id = ${products.taxClassId}), jsonb_build_object('hsn', null, 'rate_percent', ${GST_PERCENT}::int))`;

type Actor = { staffId: string; requestId?: string | undefined };

/** Whether the owner chose to show prices including GST on the listing and product pages (excluding until then). */
export async function pricesIncludeTax(db: Db): Promise<boolean> {
  const [row] = await db.select({ including: shopSettings.pricesIncludeTax }).from(shopSettings).limit(1);
  return row?.including ?? false;
}
type TaxClassRow = typeof taxClasses.$inferSelect;

const toTaxClass = (row: TaxClassRow, pieces: number): TaxClass => ({
  id: row.id,
  name: row.name,
  hsn: row.hsn,
  rate_percent: row.ratePercent,
  products: pieces,
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit keeps of a class. */
const audited = (row: TaxClassRow) => ({ name: row.name, hsn: row.hsn, rate_percent: row.ratePercent });

export function createTaxClassService(db: Db, options: { onCatalogueChanged: () => void }) {
  /** Runs a change; a name another class holds is a 409, and the caches are told once it has committed. */
  async function committed<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      options.onCatalogueChanged();
      return result;
    } catch (err) {
      if (isUniqueViolation(err, 'tax_classes_name_idx')) throw conflict(TAX_CLASS_MESSAGES.nameTaken(name ?? ''));
      throw err;
    }
  }

  async function piecesIn(id: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.taxClassId, id));
    return row?.n ?? 0;
  }

  return {
    /** Every class by name, with how many pieces each has; and the pieces with none, at the standard rate. */
    async list() {
      const rows = await db
        .select({
          row: taxClasses,
          pieces: sql<number>`(select count(*) from ${products} p where p.tax_class_id = "tax_classes"."id")::int`,
        })
        .from(taxClasses)
        .orderBy(sql`lower(${taxClasses.name})`);
      const [standard] = await db.select({ n: count() }).from(products).where(isNull(products.taxClassId));
      return {
        classes: rows.map(({ row, pieces }) => toTaxClass(row, pieces)),
        standard: { rate_percent: GST_PERCENT, products: standard?.n ?? 0 },
        prices_include_tax: await pricesIncludeTax(db),
      };
    },

    /** Shows the storefront's prices including GST or excluding it (audited); every page shows it at once. */
    async setDisplay(including: boolean, actor: Actor): Promise<string> {
      await committed(undefined, () =>
        db.transaction(async (tx) => {
          const before = await pricesIncludeTax(tx);
          await tx
            .insert(shopSettings)
            .values({ id: 1, pricesIncludeTax: including, updatedBy: actor.staffId })
            .onConflictDoUpdate({
              target: shopSettings.id,
              set: { pricesIncludeTax: including, updatedAt: new Date(), updatedBy: actor.staffId },
            });
          await recordAudit(tx, {
            staffId: actor.staffId,
            action: 'pricing.tax_display_set',
            entity: 'shop_settings',
            entityId: 'prices_include_tax',
            before: { prices_include_tax: before },
            after: { prices_include_tax: including },
            requestId: actor.requestId ?? null,
          });
        }),
      );
      return TAX_CLASS_MESSAGES.display(including);
    },

    async create(body: TaxClassInput, actor: Actor): Promise<TaxClass> {
      return committed(body.name, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(taxClasses)
            .values({ name: body.name, hsn: body.hsn, ratePercent: body.rate_percent })
            .returning();
          if (!row) throw new Error('tax class insert returned nothing');
          await recordAudit(tx, {
            staffId: actor.staffId,
            action: 'pricing.tax_class_created',
            entity: 'tax_class',
            entityId: String(row.id),
            after: audited(row),
            requestId: actor.requestId ?? null,
          });
          return toTaxClass(row, 0);
        }),
      );
    },

    /** Changes a class under its row lock; its pieces are taxed at the new rate from now on (orders keep theirs). */
    async update(id: number, body: TaxClassUpdate, actor: Actor): Promise<TaxClass> {
      const row = await committed(body.name, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(taxClasses).where(eq(taxClasses.id, id)).for('update');
          if (!before) throw notFound(TAX_CLASS_MESSAGES.notFound);
          const [after] = await tx
            .update(taxClasses)
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.hsn !== undefined ? { hsn: body.hsn } : {}),
              ...(body.rate_percent !== undefined ? { ratePercent: body.rate_percent } : {}),
              updatedAt: new Date(),
            })
            .where(eq(taxClasses.id, id))
            .returning();
          if (!after) throw notFound(TAX_CLASS_MESSAGES.notFound);
          await recordAudit(tx, {
            staffId: actor.staffId,
            action: 'pricing.tax_class_changed',
            entity: 'tax_class',
            entityId: String(id),
            before: audited(before),
            after: audited(after),
            requestId: actor.requestId ?? null,
          });
          return after;
        }),
      );
      return toTaxClass(row, await piecesIn(id));
    },

    /** Deletes a class no piece is taxed in (409 naming how many are); orders keep the tax they were placed with. */
    async remove(id: number, actor: Actor): Promise<void> {
      await committed(undefined, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(taxClasses).where(eq(taxClasses.id, id)).for('update');
          if (!before) throw notFound(TAX_CLASS_MESSAGES.notFound);
          // A piece moved into the class meanwhile waits on this row's lock through its foreign key, then fails.
          const [inUse] = await tx.select({ n: count() }).from(products).where(eq(products.taxClassId, id));
          if ((inUse?.n ?? 0) > 0) throw conflict(TAX_CLASS_MESSAGES.inUse(inUse?.n ?? 0));
          await tx.delete(taxClasses).where(eq(taxClasses.id, id));
          await recordAudit(tx, {
            staffId: actor.staffId,
            action: 'pricing.tax_class_deleted',
            entity: 'tax_class',
            entityId: String(id),
            before: audited(before),
            requestId: actor.requestId ?? null,
          });
        }),
      );
    },
  };
}
export type TaxClassService = ReturnType<typeof createTaxClassService>;
