/** The catalogue as the shop presents it: listing pages with facets, and single products. */
import {
  METALS,
  type Product,
  type ProductFacets,
  type ProductList,
  type ProductListFilters,
  type ProductPhoto,
  type ProductSummary,
  PURITIES,
  STONES,
} from '@lumen/contract/catalog';
import { type ProductStock, stockLevel } from '@lumen/contract/stock';
import { type JsonAnswer, toJsonAnswer } from '../../lib/json-answer';
import { createTtlCache } from '../../lib/ttl-cache';
import { ok } from '../../plugins/envelope-and-errors';
import type { CatalogRepository, ProductRow, StockRow } from './repository';

const MAX_SERIAL = 2_147_483_647;

type SummaryRow = Pick<
  ProductRow,
  'id' | 'slug' | 'name' | 'category' | 'audience' | 'metal' | 'stone' | 'purity' | 'price' | 'originalPrice'
> & { image: ProductRow['images'][number] };

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
    image: row.image,
    photo: photos.get(row.id)?.[0] ?? null,
  };
}

/**
 * What the storefront says of a piece's stock: made to order, or the level of all its sizes together and of each
 * size (a size without a row has none). Counts are shown only when low.
 */
export function toProductStock(row: Pick<ProductRow, 'sizes' | 'madeToOrderDays'>, stock: StockRow[]): ProductStock {
  const days = row.madeToOrderDays;
  const onHand = (size: string) => stock.find((line) => line.size === size)?.quantity ?? 0;
  if (days !== null) {
    return {
      ...stockLevel(null),
      made_to_order_days: days,
      sizes: row.sizes.map((size) => ({ size, ...stockLevel(null) })),
    };
  }
  const total = row.sizes.length > 0 ? row.sizes.reduce((n, size) => n + onHand(size), 0) : onHand('');
  return {
    ...stockLevel(total),
    made_to_order_days: null,
    sizes: row.sizes.map((size) => ({ size, ...stockLevel(onHand(size)) })),
  };
}

function toProduct(row: ProductRow & { stock: StockRow[] }, photos: PhotosOf): Product {
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
    stock: toProductStock(row, row.stock),
  };
}

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

  const photosOf = async (ids: number[]): Promise<PhotosOf> =>
    options.photos && ids.length > 0 ? options.photos(ids) : new Map();

  async function list(filters: ProductListFilters): Promise<ProductList> {
    const [rows, counts] = await Promise.all([repository.listPage(filters), repository.facets(filters)]);
    const photos = await photosOf(rows.map((row) => row.id));
    const facets: ProductFacets = {
      // Every option is listed, with 0 when nothing matches, so the filter panel keeps its shape.
      metal: METALS.map((value) => ({ value, count: counts.metal.get(value) ?? 0 })),
      stone: STONES.map((value) => ({ value, count: counts.stone.get(value) ?? 0 })),
      purity: PURITIES.map((value) => ({ value, count: counts.purity.get(value) ?? 0 })),
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

  return {
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
    productIds: () => repository.allIds(),
    /** Forget every cached answer after a change to the catalogue. */
    invalidate() {
      lists.clear();
      singles.clear();
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
