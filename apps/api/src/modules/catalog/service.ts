/** The catalogue as the shop presents it: listing pages with facets, and single products. */
import {
  type Category,
  METALS,
  type Metal,
  type Product,
  type ProductFacets,
  type ProductImage,
  type ProductList,
  type ProductListFilters,
  type ProductPhoto,
  type ProductSummary,
  PURITIES,
  type RelatedProducts,
} from '@lumen/contract/catalog';
import { GOLD_PURITIES, STONES, type Stone } from '@lumen/contract/catalog-vocabulary';
import { type ProductStock, stockLevel } from '@lumen/contract/stock';
import { DIAMOND_CLARITIES, DIAMOND_COLOURS, STONE_SHAPES } from '@lumen/contract/stone-words';
import type { LineTax } from '@lumen/contract/tax';
import { OPTION_LABELS, type OptionName, optionLabel } from '@lumen/contract/variant-words';
import type { ProductOption } from '@lumen/contract/variants';
import { type JsonAnswer, toJsonAnswer } from '../../lib/json-answer';
import { createTtlCache } from '../../lib/ttl-cache';
import { ok } from '../../plugins/envelope-and-errors';
import type { CatalogRepository, FacetCount, ProductRow, SummaryRow } from './repository';
import { productImages } from './seed';
import { type PricedVariantRow, toVariant, type VariantRow, variantLevel } from './variants';

const MAX_SERIAL = 2_147_483_647;

/** `values` in the order of `order` (a vocabulary), then any others in their own order. */
const inOrderOf = <T extends string>(order: readonly string[], values: readonly T[]): T[] =>
  [...values].sort((a, b) => (order.indexOf(a) + 1 || 1e6) - (order.indexOf(b) + 1 || 1e6));

/** Uploaded photos by product id, primary first (modules/admin/photos). */
type PhotosOf = Map<number, ProductPhoto[]>;

function toSummary(row: SummaryRow, photos: PhotosOf): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as ProductSummary['category'],
    audience: row.audience as ProductSummary['audience'],
    metal: row.metal as ProductSummary['metal'],
    stone: row.stone as ProductSummary['stone'],
    purity: row.purity as ProductSummary['purity'],
    price: row.price,
    original_price: row.originalPrice,
    price_from: row.price,
    price_to: row.priceTo,
    metals: inOrderOf(METALS, row.metals) as ProductSummary['metals'],
    image: row.image,
    photo: photos.get(row.id)?.[0] ?? null,
    tax: row.tax,
  };
}

/**
 * What the storefront says of a piece's stock: made to order, or the level of all its variants together and of each
 * size (all the variants in that size). Counts are shown only when low.
 */
export function toProductStock(
  row: Pick<ProductRow, 'sizes' | 'madeToOrderDays'>,
  variants: VariantRow[],
): ProductStock {
  const days = row.madeToOrderDays;
  if (days !== null) {
    return {
      ...stockLevel(null),
      made_to_order_days: days,
      sizes: row.sizes.map((size) => ({ size, ...stockLevel(null) })),
    };
  }
  const levelOf = (rows: VariantRow[]) =>
    rows.some((variant) => variantLevel(variant, null).state === 'made_to_order')
      ? stockLevel(null)
      : stockLevel(rows.reduce((n, variant) => n + variant.quantity, 0));
  const made = variants.find((variant) => variant.madeToOrderDays !== null)?.madeToOrderDays ?? null;
  return {
    ...levelOf(variants),
    made_to_order_days: made,
    sizes: row.sizes.map((size) => ({ size, ...levelOf(variants.filter((variant) => variant.size === size)) })),
  };
}

/**
 * The drawn pictures of the piece in another metal, when the piece shows its drawn pictures (the build draws every
 * piece in every metal); undefined for the piece's own metal or a piece whose pictures were changed.
 */
function metalImages(row: ProductRow, metal: string): ProductImage[] | undefined {
  const category = row.category as Category;
  const [stone, own] = [row.stone as Stone, row.metal as Metal];
  if (metal === own || row.images[0]?.src !== productImages(row.name, category, own, stone)[0]?.src) return undefined;
  return productImages(row.name, category, metal as Metal, stone);
}

/** The options a piece's variants differ by or state: each with the values some variant has, in order. */
export function productOptions(row: ProductRow, variants: VariantRow[]): ProductOption[] {
  const order: Record<OptionName, readonly string[]> = { metal: METALS, purity: PURITIES, size: row.sizes };
  return (['metal', 'purity', 'size'] as const).flatMap((name) => {
    const values = inOrderOf(order[name], [...new Set(variants.map((variant) => variant[name]).filter(Boolean))]);
    if (values.length === 0) return [];
    return [
      {
        name,
        label: OPTION_LABELS[name],
        values: values.map((value) => {
          const images = name === 'metal' ? metalImages(row, value) : undefined;
          return { value, label: optionLabel(name, value), ...(images ? { images } : {}) };
        }),
      },
    ];
  });
}

function toProduct(row: ProductRow & { variants: PricedVariantRow[]; tax: LineTax }, photos: PhotosOf): Product {
  const [image] = row.images;
  if (!image) throw new Error(`product ${row.id} has no image`);
  return {
    ...toSummary({ ...row, image }, photos),
    description: row.description,
    images: row.images,
    photos: photos.get(row.id) ?? [],
    sizes: row.sizes,
    material_details: row.materialDetails,
    faqs: row.faqs,
    created_at: row.createdAt.toISOString(),
    stock: toProductStock(row, row.variants),
    options: productOptions(row, row.variants),
    variants: row.variants.map((variant) => toVariant(variant, row.madeToOrderDays, row.tax)),
    stones: row.stones,
    hallmark: row.variants[0]?.huid ? { huid: row.variants[0].huid } : null,
    personalisation: row.personalisation,
  };
}

/**
 * A facet group as the filter panel lists it: the values the listing's pieces are offered in (with how many match
 * the other filters, 0 included, so the panel keeps its shape while filters change), in the vocabulary's order.
 */
const facetValues = <T extends string>(values: readonly T[], counts: Map<string, FacetCount>) =>
  values.flatMap((value) => {
    const facet = counts.get(value);
    return facet?.offered ? [{ value, count: facet.count }] : [];
  });

/** A piece as a search names it: what a card of the shop assistant shows. */
export type PieceFound = { id: number; name: string; price: number };

export type CatalogServiceOptions = {
  /** How long a listing or a product may be served from memory; 0 turns the cache off. */
  cacheSeconds: number;
  /** The uploaded photos of products; without it every piece shows its drawn pictures. */
  photos?: (productIds: number[]) => Promise<PhotosOf>;
};

/**
 * The catalogue is read far more than it changes, so its answers are kept in memory for a few seconds, already
 * serialised in the envelope; a change made through this process (an order feeding the best-seller score) clears
 * them at once.
 */
export function createCatalogService(repository: CatalogRepository, options: CatalogServiceOptions) {
  const lists = createTtlCache<JsonAnswer>({ ttlMs: options.cacheSeconds * 1000, maxEntries: 500 });
  const singles = createTtlCache<JsonAnswer | undefined>({ ttlMs: options.cacheSeconds * 1000, maxEntries: 2000 });
  const related = createTtlCache<JsonAnswer | undefined>({ ttlMs: options.cacheSeconds * 1000, maxEntries: 2000 });

  const photosOf = async (ids: number[]): Promise<PhotosOf> =>
    options.photos && ids.length > 0 ? options.photos(ids) : new Map();

  async function list(filters: ProductListFilters): Promise<ProductList> {
    const [rows, counts] = await Promise.all([repository.listPage(filters), repository.facets(filters)]);
    const photos = await photosOf(rows.map((row) => row.id));
    const facets: ProductFacets = {
      metal: facetValues(METALS, counts.metal),
      stone: facetValues(STONES, counts.stone),
      purity: facetValues(GOLD_PURITIES, counts.purity),
      shape: facetValues(STONE_SHAPES, counts.shape),
      colour: facetValues(DIAMOND_COLOURS, counts.colour),
      clarity: facetValues(DIAMOND_CLARITIES, counts.clarity),
      carat: counts.carat,
      price: counts.price,
      in_stock: counts.inStock,
    };
    return {
      items: rows.map((row) => toSummary(row, photos)),
      total: counts.total,
      page: filters.page,
      pageSize: filters.pageSize,
      facets,
    };
  }

  async function find(idOrSlug: string): Promise<Product | undefined> {
    if (/^\d+$/.test(idOrSlug) && Number(idOrSlug) > MAX_SERIAL) return undefined;
    const row = await repository.findByIdOrSlug(idOrSlug);
    return row ? toProduct(row, await photosOf([row.id])) : undefined;
  }

  /** A piece's "You may also like" (`repository.related`), as the listing's cards; undefined for no such piece. */
  async function findRelated(idOrSlug: string): Promise<RelatedProducts | undefined> {
    if (/^\d+$/.test(idOrSlug) && Number(idOrSlug) > MAX_SERIAL) return undefined;
    const rows = await repository.related(idOrSlug);
    if (!rows) return undefined;
    const photos = await photosOf(rows.map((row) => row.id));
    return { items: rows.map((row) => toSummary(row, photos)) };
  }

  return {
    /** The first pieces of a listing (id, name, price) and how many match, read now: the shop assistant's searches. */
    async findPieces(filters: ProductListFilters): Promise<{ pieces: PieceFound[]; total: number }> {
      const rows = await repository.searchPage(filters);
      return { pieces: rows.map(({ id, name, price }) => ({ id, name, price })), total: rows[0]?.total ?? 0 };
    },
    /** The listing in the envelope, serialised. */
    listAnswer: (filters: ProductListFilters) =>
      lists.get(JSON.stringify(filters), async () => {
        const data = await list(filters);
        return toJsonAnswer(ok(`${data.total} product(s)`, data));
      }),
    /** The product in the envelope, serialised; undefined when there is no such product. */
    findAnswer: (idOrSlug: string) =>
      singles.get(idOrSlug, async () => {
        const product = await find(idOrSlug);
        return product && toJsonAnswer(ok('OK', product));
      }),
    /** A piece's "You may also like" in the envelope, serialised; undefined when there is no such product. */
    relatedAnswer: (idOrSlug: string) =>
      related.get(idOrSlug, async () => {
        const data = await findRelated(idOrSlug);
        return data && toJsonAnswer(ok(`${data.items.length} related piece(s)`, data));
      }),
    productIds: () => repository.allIds(),
    /** Forget every cached answer after a change to the catalogue. */
    invalidate() {
      lists.clear();
      singles.clear();
      related.clear();
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
