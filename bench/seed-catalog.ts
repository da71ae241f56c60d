/**
 * A large generated catalogue for the benches: N products made from the opening catalogue (`SEED_PRODUCTS`, through the
 * API's own `toNewProduct`), each with a unique name and slug (`Aurora Solitaire Ring No. 1234`), its own price,
 * best-seller score and arrival date from a seeded PRNG, so every run inserts the same rows. Product i is a variant of
 * opening piece i mod 50, so every category, audience, metal, stone and purity of the opening catalogue is there, in
 * the same proportions.
 */

import { METALS, PURITIES } from '@lumen/contract/catalog-vocabulary';
import { SEED_PRODUCTS, type SeedProduct } from '../apps/api/src/content/catalogue';
import type { Db } from '../apps/api/src/db/client';
import {
  createCatalogRepository,
  type NewProduct,
  type NewSeedVariant,
} from '../apps/api/src/modules/catalog/repository';
import { openingVariants, toNewProduct } from '../apps/api/src/modules/catalog/seed';

export type GenerateOptions = {
  /** PRNG seed: the same seed gives the same products. */
  seed?: number;
  /** The date the ages count back from. */
  now?: number;
};

export type SeedOptions = GenerateOptions & {
  /**
   * Variants per piece: 'opening' (one per size, as the opening catalogue) or 'many' (a piece in sizes in three gold
   * colours × 14k and 18k × its first ten sizes, 60; a piece without sizes in every metal and purity pair, 42), for
   * the budgets at 5,000 pieces × 60 variants.
   */
  variants?: 'opening' | 'many';
  /** Rows per `insertMany`, i.e. per INSERT statement. */
  batchSize?: number;
  /** Called after every batch with the products inserted so far. */
  onBatch?: (inserted: number) => void;
};

/** mulberry32: a small, fast, seedable PRNG giving floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Product `index` (0-based) of the generated catalogue; `random` is the shared PRNG, drawn from three times. */
function variant(index: number, random: () => number): SeedProduct {
  const base = SEED_PRODUCTS[index % SEED_PRODUCTS.length];
  if (!base) throw new Error('The opening catalogue is empty.');
  // Prices from 0.5× to 2× the opening piece's, in whole dollars; the discount stays the opening piece's share.
  const price = Math.max(1, Math.round(base.price * (0.5 + 1.5 * random())));
  const originalPrice = Math.max(price, Math.round((price * base.originalPrice) / base.price));
  return {
    ...base,
    name: `${base.name} No. ${index + 1}`,
    price,
    originalPrice,
    // From 0 to 1.2× the opening piece's score: the old favourites stay ahead on average, with overlap.
    bestSeller: Math.round(base.bestSeller * 1.2 * random()),
    // Arrived any time in the last two years.
    ageDays: Math.floor(730 * random()),
  };
}

const GOLDS = ['Gold', 'Rose Gold', 'White Gold'] as const;

/** A piece's many variants (see `SeedOptions.variants`), priced and stocked as its opening variants are. */
export function manyVariants(row: NewProduct, index: number): NewSeedVariant[] {
  const [first] = openingVariants({ ...row, sizes: [] }, index);
  if (!first) return [];
  const combinations: [string, string, string][] =
    row.sizes.length > 0
      ? GOLDS.flatMap((metal) =>
          ['14k', '18k'].flatMap((purity) =>
            row.sizes.slice(0, 10).map((size): [string, string, string] => [metal, purity, size]),
          ),
        )
      : METALS.flatMap((metal) => PURITIES.map((purity): [string, string, string] => [metal, purity, '']));
  return combinations.map(([metal, purity, size], position) => ({
    ...first,
    metal,
    purity,
    size,
    position,
    huid: null,
  }));
}

/** The rows `seedGeneratedCatalog` inserts, without a database. */
export function generateProducts(count: number, options: GenerateOptions = {}): NewProduct[] {
  const random = prng(options.seed ?? 20_241_122);
  const now = options.now ?? Date.now();
  return Array.from({ length: count }, (_, index) => toNewProduct(variant(index, random), index, now));
}

/**
 * Inserts `count` generated products through the catalogue repository's `insertMany`, `batchSize` (500) at a time,
 * each with its variants (one per size).
 * Returns how many were inserted: fewer than `count` when some of the slugs were there already.
 */
export async function seedGeneratedCatalog(db: Db, count: number, options: SeedOptions = {}): Promise<number> {
  const repository = createCatalogRepository(db);
  const batchSize = options.batchSize ?? 500;
  const rows = generateProducts(count, options);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    inserted += await repository.insertMany(batch);
    // Each piece's variants: as the opening catalogue has them (one per size in its metal and purity), or many.
    const variants = batch.flatMap((row, i) =>
      options.variants === 'many' ? manyVariants(row, start + i) : openingVariants(row, start + i),
    );
    // In slices, so that one INSERT stays within PostgreSQL's 65,535 parameters.
    for (let from = 0; from < variants.length; from += 4_000) {
      await repository.insertVariants(variants.slice(from, from + 4_000));
    }
    options.onBatch?.(inserted);
  }
  return inserted;
}
