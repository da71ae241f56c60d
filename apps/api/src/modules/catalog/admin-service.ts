/**
 * The back office's catalogue rules: pieces are created as drafts with the drawn artwork until photos are uploaded,
 * edited field by field (publish, unpublish and archive are status changes; nothing is ever deleted, so orders keep
 * their pieces), duplicated as drafts, and their stock set per size, per piece or as made to order. Every change is
 * one transaction with its audit row; the catalogue's caches are told after the commit.
 */
import {
  ADMIN_CATALOGUE_MESSAGES,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListQuery,
  type AdminProductSummary,
  type AdminProductUpdate,
  type AdminStock,
} from '@lumen/contract/admin-catalogue';
import { ADMIN_VARIANT_MESSAGES, type AdminVariant } from '@lumen/contract/admin-variants';
import type { Audience, Category, Metal, ProductPhoto, Purity, Stone } from '@lumen/contract/catalog';
import { fullMaterialDetails, MATERIAL_FACT_MESSAGES, missingMaterialFacts } from '@lumen/contract/material-facts';
import { hasRate, percentOf, RATE_METAL_OF } from '@lumen/contract/price-rules';
import { inChartOrder, sizesProblem } from '@lumen/contract/sizes';
import { stockLevel } from '@lumen/contract/stock-levels';
import { storedStone } from '@lumen/contract/stones';
import { TAX_CLASS_MESSAGES } from '@lumen/contract/tax-classes';
import { recordAudit } from '../../db/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../lib/page';
import { badRequest, conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type {
  AdminProductRepository,
  AdminProductRow,
  NewAdminProduct,
  ProductWriter,
  StockLine,
} from './admin-repository';
import { productImages, slugify } from './seed';
import type { VariantRow } from './variants';

type FullRow = AdminProductRow & { stock: StockLine[]; ordered: boolean; variants: VariantRow[] };

export function toAdminProduct(row: FullRow): AdminProduct {
  const total = row.stock.reduce((n, line) => n + line.quantity, 0);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    audience: row.audience as Audience,
    metal: row.metal as Metal,
    stone: row.stone as Stone,
    purity: row.purity as Purity | null,
    price: row.price,
    original_price: row.originalPrice,
    sizes: row.sizes,
    material_details: row.materialDetails,
    faqs: row.faqs,
    personalisation: row.personalisation,
    stones: row.stones,
    images: row.images,
    status: row.status,
    made_to_order_days: row.madeToOrderDays,
    tax_class_id: row.taxClassId,
    stock: row.stock,
    stock_state: stockLevel(row.madeToOrderDays === null ? total : null).state,
    ordered: row.ordered,
    variants: row.variants.map(toAdminVariant),
    created_at: row.createdAt.toISOString(),
  };
}

/** A making charge as staff type it: minor units a gram, or a percentage (kept in basis points). */
const chargeOf = (type: VariantRow['makingType'], stored: number | null) =>
  stored === null ? null : type === 'percent' ? percentOf(stored) : stored;

export const toAdminVariant = (row: VariantRow): AdminVariant => ({
  id: row.id,
  sku: row.sku,
  metal: (row.metal || null) as AdminVariant['metal'],
  purity: (row.purity || null) as AdminVariant['purity'],
  size: row.size || null,
  weight_g: row.weightMg === null ? null : row.weightMg / 1000,
  price: row.price,
  original_price: row.originalPrice,
  quantity: row.quantity,
  made_to_order_days: row.madeToOrderDays,
  huid: row.huid ?? null,
  pricing: row.pricing,
  making_type: row.makingType,
  making_charge: chargeOf(row.makingType, row.making),
  original_making_charge: chargeOf(row.makingType, row.originalMaking),
  stones_value: row.stonesValue,
  other_value: row.otherValue,
});

/** A piece's sizes in its chart's order, or a 400 naming the size its kind does not come in (sizes.ts). */
function fittingSizes(category: Category, sizes: readonly string[]): string[] {
  const problem = sizesProblem(category, sizes);
  if (problem) throw badRequest(`sizes: ${problem}`);
  return inChartOrder(category, sizes);
}

/** The columns a create or an edit writes, from the contract's field names. */
function columnsOf(body: Partial<AdminProductCreate & AdminProductUpdate>): Partial<NewAdminProduct> {
  const columns: Partial<NewAdminProduct> = {};
  if (body.slug !== undefined) columns.slug = body.slug;
  if (body.name !== undefined) columns.name = body.name;
  if (body.description !== undefined) columns.description = body.description;
  if (body.category !== undefined) columns.category = body.category;
  if (body.audience !== undefined) columns.audience = body.audience;
  if (body.metal !== undefined) columns.metal = body.metal;
  if (body.stone !== undefined) columns.stone = body.stone;
  if (body.purity !== undefined) columns.purity = body.purity;
  // The range's top until the variants set it (`fitVariants`).
  if (body.price !== undefined) Object.assign(columns, { price: body.price, priceTo: body.price });
  if (body.original_price !== undefined) columns.originalPrice = body.original_price;
  if (body.sizes !== undefined) columns.sizes = body.sizes;
  if (body.material_details !== undefined) columns.materialDetails = fullMaterialDetails(body.material_details);
  if (body.faqs !== undefined) columns.faqs = body.faqs;
  if (body.personalisation !== undefined) columns.personalisation = body.personalisation;
  if (body.stones !== undefined) columns.stones = body.stones.map(storedStone);
  if (body.status !== undefined) columns.status = body.status;
  if (body.tax_class_id !== undefined) columns.taxClassId = body.tax_class_id;
  return columns;
}

export type AdminProductServiceOptions = {
  /** Called after a committed change, so every process's catalogue cache forgets its answers. */
  onCatalogueChanged: () => void;
  /** The uploaded photos of some pieces, in gallery order (the storefront's own source). */
  photos: (productIds: number[]) => Promise<Map<number, ProductPhoto[]>>;
};

/** What the back office's product calls share. */
/**
 * A piece of one metal and purity whose variants are priced from the metal rate follows the editor's metal and purity
 * (`fitVariants`): refused (400, on `purity`) when the new ones have no rate to price it from, as the grid refuses it.
 */
async function keepComputedPricesRated(
  writer: ProductWriter,
  variants: readonly VariantRow[],
  piece: { metal: string; purity: string | null } | undefined,
) {
  const oneKind = new Set(variants.map((variant) => `${variant.metal} ${variant.purity}`)).size === 1;
  if (!piece || !oneKind || !variants.some((variant) => variant.pricing === 'computed')) return;
  const metal = piece.metal as Metal;
  const purity = piece.purity ?? (metal === 'Silver' ? '925' : '');
  if (!hasRate(metal, purity)) throw badRequest(`purity: ${ADMIN_VARIANT_MESSAGES.computedNeedsRate}`);
  if (!(await writer.ratedPairs()).has(`${RATE_METAL_OF[metal]} ${purity}`)) {
    throw badRequest(`purity: ${ADMIN_VARIANT_MESSAGES.noRateYet(RATE_METAL_OF[metal], purity)}`);
  }
}

export function adminProductSteps(repository: AdminProductRepository, options: AdminProductServiceOptions) {
  async function present(id: number): Promise<AdminProduct> {
    const row = await repository.find(id);
    if (!row) throw notFound(ADMIN_CATALOGUE_MESSAGES.notFound);
    return toAdminProduct(row);
  }

  /** Runs a change; a slug another piece holds is a 409, and the caches are told once it has committed. */
  async function committed<T>(work: () => Promise<T>, slug?: string): Promise<T> {
    try {
      const result = await work();
      options.onCatalogueChanged();
      return result;
    } catch (err) {
      if (isUniqueViolation(err, 'products_slug_idx')) throw conflict(ADMIN_CATALOGUE_MESSAGES.slugTaken(slug ?? ''));
      if (isForeignKeyViolation(err, 'products_tax_class_id_tax_classes_id_fk')) {
        throw badRequest(TAX_CLASS_MESSAGES.unknownClass);
      }
      throw err;
    }
  }
  return { present, committed };
}

export function createAdminProductService(repository: AdminProductRepository, options: AdminProductServiceOptions) {
  const { present, committed } = adminProductSteps(repository, options);

  return {
    async list(query: AdminProductListQuery): Promise<{ products: AdminProductSummary[]; next_cursor: string | null }> {
      const { shown, next_cursor } = pageOf(await repository.list(query), query.limit, (last) => String(last.id));
      const photos = await options.photos(shown.map((row) => row.id));
      return {
        products: shown.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          category: row.category as Category,
          metal: row.metal as Metal,
          price: row.price,
          status: row.status,
          made_to_order_days: row.madeToOrderDays,
          stock_state: row.stockState,
          image: row.image,
          photo: photos.get(row.id)?.[0] ?? null,
          on_hand: row.onHand,
        })),
        next_cursor,
      };
    },

    find: present,

    /** A new draft with the drawn artwork and no stock (out of stock until set). */
    async create(body: AdminProductCreate, actor: Actor): Promise<AdminProduct> {
      const sizes = fittingSizes(body.category, body.sizes);
      const slug = body.slug ?? (await repository.freeSlug(slugify(body.name) || 'piece'));
      const id = await committed(
        () =>
          repository.change(async (writer, tx) => {
            const id = await writer.insert({
              ...(columnsOf({ ...body, slug, sizes }) as NewAdminProduct),
              images: productImages(body.name, body.category, body.metal, body.stone),
              status: 'draft',
            });
            await writer.fitVariants(id);
            const after = await writer.lock(id);
            await recordAudit(tx, {
              ...productAudit(actor, 'product.create', id),
              after: after && toAdminProduct(after),
            });
            return id;
          }),
        slug,
      );
      return present(id);
    },

    /** Edits the given fields (status included); the variants follow its sizes, metal, purity and prices. */
    async update(id: number, body: AdminProductUpdate, actor: Actor): Promise<AdminProduct> {
      await committed(
        () =>
          repository.change(async (writer, tx) => {
            const before = await writer.lock(id);
            if (!before) throw notFound(ADMIN_CATALOGUE_MESSAGES.notFound);
            const price = body.price ?? before.price;
            const original = body.original_price ?? before.originalPrice;
            if (original < price) throw badRequest(ADMIN_CATALOGUE_MESSAGES.pricesOrder);
            // New details must hold every fact of the piece's kind, as a new piece's must (the contract's schema).
            const [missing] = body.material_details
              ? missingMaterialFacts(
                  body.category ?? before.category,
                  body.stone ?? before.stone,
                  body.material_details,
                )
              : [];
            if (missing) throw badRequest(`material_details.${missing}: ${MATERIAL_FACT_MESSAGES.required}`);
            const sizes =
              body.sizes || body.category
                ? fittingSizes(body.category ?? (before.category as Category), body.sizes ?? before.sizes)
                : undefined;
            await writer.update(id, columnsOf({ ...body, sizes }));
            await keepComputedPricesRated(writer, before.variants, await writer.lock(id));
            await writer.fitVariants(id);
            const after = await writer.lock(id);
            await recordAudit(tx, {
              ...productAudit(
                actor,
                body.status && body.status !== before.status ? `product.${body.status}` : 'product.update',
                id,
              ),
              before: toAdminProduct(before),
              after: after && toAdminProduct(after),
            });
          }),
        body.slug,
      );
      return present(id);
    },

    /** A draft copy under a free slug, with the same fields and made-to-order lead time, and no stock. */
    async duplicate(id: number, actor: Actor): Promise<AdminProduct> {
      const source = await repository.find(id);
      if (!source) throw notFound(ADMIN_CATALOGUE_MESSAGES.notFound);
      const slug = await repository.freeSlug(`${source.slug}-copy`);
      const copyId = await committed(
        () =>
          repository.change(async (writer, tx) => {
            const {
              id: _id,
              createdAt: _createdAt,
              bestSellerScore: _score,
              stock: _stock,
              ordered: _ordered,
              ...fields
            } = source;
            const copyId = await writer.insert({
              ...fields,
              slug,
              name: `${source.name} (copy)`,
              status: 'draft',
            });
            await writer.fitVariants(copyId);
            const after = await writer.lock(copyId);
            await recordAudit(tx, {
              ...productAudit(actor, 'product.duplicate', copyId),
              before: { duplicated_from: id },
              after: after && toAdminProduct(after),
            });
            return copyId;
          }),
        slug,
      );
      return present(copyId);
    },

    /**
     * Sets the stock: one quantity for a piece without sizes, every size's quantity for a piece with sizes (sizes
     * left out keep their count), or made to order (its stock rows go: it is never short).
     */
    async setStock(id: number, body: AdminStock, actor: Actor): Promise<AdminProduct> {
      await committed(() =>
        repository.change(async (writer, tx) => {
          const before = await writer.lock(id);
          if (!before) throw notFound(ADMIN_CATALOGUE_MESSAGES.notFound);
          if (!('made_to_order_days' in body) && !(await writer.isSimple(id))) {
            throw conflict(ADMIN_VARIANT_MESSAGES.severalOptions);
          }
          let lines: StockLine[];
          let madeToOrderDays: number | null = null;
          if ('made_to_order_days' in body) {
            lines = [];
            madeToOrderDays = body.made_to_order_days;
          } else if ('quantity' in body) {
            if (before.sizes.length > 0) throw conflict(ADMIN_CATALOGUE_MESSAGES.sizesRequired);
            lines = [{ size: '', quantity: body.quantity }];
          } else {
            if (before.sizes.length === 0) throw conflict(ADMIN_CATALOGUE_MESSAGES.noSizes);
            const unknown = body.sizes.find((line) => !before.sizes.includes(line.size));
            if (unknown) throw badRequest(`sizes: ${ADMIN_CATALOGUE_MESSAGES.sizeUnknown(unknown.size)}`);
            lines = before.sizes.map((size) => ({
              size,
              quantity:
                body.sizes.find((line) => line.size === size)?.quantity ??
                before.stock.find((line) => line.size === size)?.quantity ??
                0,
            }));
          }
          await writer.update(id, { madeToOrderDays });
          await writer.replaceStock(id, lines);
          const after = await writer.lock(id);
          await recordAudit(tx, {
            ...productAudit(actor, 'product.stock', id),
            before: { made_to_order_days: before.madeToOrderDays, stock: before.stock },
            after: { made_to_order_days: after?.madeToOrderDays ?? null, stock: after?.stock ?? [] },
          });
        }),
      );
      return present(id);
    },
  };
}

export const productAudit = (actor: Actor, action: string, id: number) => ({
  staffId: actor.staffId,
  action,
  entity: 'product',
  entityId: String(id),
  requestId: actor.requestId,
});

export type AdminProductService = ReturnType<typeof createAdminProductService>;
