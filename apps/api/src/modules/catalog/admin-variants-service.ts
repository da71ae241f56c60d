/**
 * The back office's variants grid: saving a piece's variants (metal, purity, size, SKU, weight, prices, stock) in one
 * transaction with its audit row. A SKU another piece holds is a 409 naming it, also when two saves race for it (the
 * unique index decides); a size must be one of the piece's kind's (sizes.ts). A computed variant is priced by the
 * database (`priced_variants`) from its rule and the rate of its metal and purity, which must have been set.
 */

import { ADMIN_CATALOGUE_MESSAGES } from '@lumen/contract/admin-catalogue';
import {
  ADMIN_VARIANT_MESSAGES,
  type AdminVariantInput,
  type AdminVariantsRequest,
} from '@lumen/contract/admin-variants';
import type { Category } from '@lumen/contract/catalog';
import { basisPointsOf, RATE_METAL_OF } from '@lumen/contract/price-rules';
import { sizesProblem } from '@lumen/contract/sizes';
import { recordAudit } from '../../db/audit';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../plugins/envelope-and-errors';
import type { Actor } from '../../plugins/staff-auth';
import type { AdminProductRepository } from './admin-repository';
import { type AdminProductServiceOptions, adminProductSteps, productAudit, toAdminVariant } from './admin-service';
import { isPriceTooHigh, priceTooHighError } from './computed-prices';

/** The rate a computed variant is priced at, as the rates name it ('Gold 18k' for Rose Gold 18k). */
const rateKey = (variant: AdminVariantInput) =>
  `${variant.metal ? RATE_METAL_OF[variant.metal] : ''} ${variant.purity ?? ''}`;

/**
 * A variant's price columns: a fixed one's prices as sent; a computed one's rule (a percentage kept in basis points),
 * its own prices 0, since `priced_variants` prices it from the rate in force.
 */
function priceColumns(variant: AdminVariantInput) {
  if (variant.pricing !== 'computed') {
    return {
      pricing: 'fixed' as const,
      price: variant.price ?? 0,
      originalPrice: variant.original_price ?? 0,
      ...NO_RULE,
    };
  }
  const type = variant.making_type ?? 'per_gram';
  const stored = (charge: number) => (type === 'percent' ? basisPointsOf(charge) : charge);
  const making = stored(variant.making_charge ?? 0);
  return {
    pricing: 'computed' as const,
    price: 0,
    originalPrice: 0,
    makingType: type,
    making,
    originalMaking: variant.original_making_charge == null ? making : stored(variant.original_making_charge),
    stonesValue: variant.stones_value ?? 0,
    otherValue: variant.other_value ?? 0,
  };
}

const NO_RULE = {
  makingType: null,
  making: null,
  originalMaking: null,
  stonesValue: 0,
  otherValue: 0,
};

export function createAdminVariantService(repository: AdminProductRepository, options: AdminProductServiceOptions) {
  const { present, committed } = adminProductSteps(repository, options);

  /** The SKU of `skus` another piece holds now (the one a racing save took), for the 409's words. */
  async function takenSku(id: number, skus: string[]): Promise<string> {
    const [taken] = await repository.change((writer) => writer.skusElsewhere(id, skus));
    return taken ?? skus[0] ?? '';
  }

  return {
    /** Saves the grid: every variant in order (the first is the default); those left out go. */
    async setVariants(id: number, body: AdminVariantsRequest, actor: Actor) {
      const skus = body.variants.map((variant) => variant.sku);
      try {
        await committed(() =>
          repository.change(async (writer, tx) => {
            const before = await writer.lock(id);
            if (!before) throw notFound(ADMIN_CATALOGUE_MESSAGES.notFound);
            const own = new Set(before.variants.map((variant) => variant.id));
            const foreign = body.variants.findIndex((variant) => variant.id !== undefined && !own.has(variant.id));
            if (foreign !== -1) throw badRequest(`variants.${foreign}.id: ${ADMIN_VARIANT_MESSAGES.notThisPiece}`);
            const sizes = [...new Set(body.variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
            const problem = sizesProblem(before.category as Category, sizes);
            if (problem) throw badRequest(`variants: ${problem}`);
            const rated = await writer.ratedPairs();
            const unrated = body.variants.findIndex(
              (variant) => variant.pricing === 'computed' && !rated.has(rateKey(variant)),
            );
            if (unrated !== -1) {
              const variant = body.variants[unrated];
              const [metal, purity] = variant ? rateKey(variant).split(' ') : [];
              throw badRequest(
                `variants.${unrated}.purity: ${ADMIN_VARIANT_MESSAGES.noRateYet(metal ?? '', purity ?? '')}`,
              );
            }
            const [taken] = await writer.skusElsewhere(id, skus);
            if (taken) throw conflict(ADMIN_VARIANT_MESSAGES.skuTaken(taken));
            await writer.replaceVariants(
              id,
              body.variants.map((variant) => ({
                ...(variant.id ? { id: variant.id } : {}),
                sku: variant.sku,
                metal: variant.metal ?? '',
                purity: variant.purity ?? '',
                size: variant.size ?? '',
                weightMg: variant.weight_g === null ? null : Math.round(variant.weight_g * 1000),
                ...priceColumns(variant),
                quantity: variant.quantity,
                madeToOrderDays: variant.made_to_order_days,
                // Left out (a client that does not know hallmarks) keeps the variant's own; null clears it.
                huid:
                  variant.huid === undefined
                    ? (before.variants.find((row) => row.id === variant.id)?.huid ?? null)
                    : variant.huid,
              })),
            );
            const after = await writer.lock(id);
            await recordAudit(tx, {
              ...productAudit(actor, 'product.variants', id),
              before: { variants: before.variants.map(toAdminVariant) },
              after: { variants: after?.variants.map(toAdminVariant) ?? [] },
            });
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err, 'product_variants_sku_idx')) {
          throw conflict(ADMIN_VARIANT_MESSAGES.skuTaken(await takenSku(id, skus)));
        }
        if (isPriceTooHigh(err)) throw priceTooHighError('variants');
        throw err;
      }
      return present(id);
    },
  };
}

export type AdminVariantService = ReturnType<typeof createAdminVariantService>;
