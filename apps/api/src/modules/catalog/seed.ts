/**
 * Turns the opening catalogue (content/catalogue/) into product rows with their stock, and applies it on the first
 * start: only when the catalogue is empty, so a shop owner's later changes are never undone.
 */
import type { Category, MaterialDetails, Metal, ProductImage, Purity, Stone } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog';
import { RESIZABLE, sizesFor } from '@lumen/contract/sizes';
import { SHAPE_LABELS, type StoneShape } from '@lumen/contract/stone-words';
import type { Stone as StoneFact } from '@lumen/contract/stones';
import type { ArtworkInput, ArtworkView } from '../../content/artwork/art';
import { drawnSubject } from '../../content/artwork/own-drawings';
import { SEED_PRODUCTS, type SeedProduct } from '../../content/catalogue';
import type { CatalogRepository, NewProduct, NewSeedVariant } from './repository';
import { openingHuid, openingPersonalisation, openingStones } from './seed-facts';

export const ARTWORK_VERSION = 'v1';
const VIEW_NAMES = ['front view', 'angled view', 'detail'] as const;

export const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where the product pictures are served from (the build draws them: content/artwork, scripts/draw-artwork.ts). */
export const MEDIA_PREFIX = '/media/';

/**
 * What a piece is drawn as within its category's drawing: a loose diamond in its own cut, a personalised piece as what
 * its name says (an engraved bar bracelet, a name necklace; else the initial pendant), a signet as a signet; nothing
 * more for the rest.
 */
export function drawnAs(
  name: string,
  category: Category,
  stone: Stone,
  shape?: StoneShape,
): Pick<ArtworkInput, 'shape' | 'piece'> {
  const piece = /\bBracelet\b/.test(name)
    ? 'bar-bracelet'
    : /\bNecklace\b/.test(name)
      ? 'name-necklace'
      : /\bSignet\b/.test(name)
        ? 'signet'
        : undefined;
  return drawnSubject({ category, stone, shape, piece });
}

/**
 * The URL of one view (1 to 3) of a piece's picture; the build writes a file for every one of these. A cut or a
 * drawing of its own has its own folder; the round brilliant and the category's drawing keep theirs.
 */
export const artworkSrc = (input: ArtworkInput) => {
  const { category, metal, stone, view } = input;
  const { shape, piece } = drawnSubject(input);
  const subject = shape ?? piece;
  return `${MEDIA_PREFIX}${ARTWORK_VERSION}/jewellery/${category}/${slugify(metal)}/${slugify(stone)}/${subject ? `${subject}/` : ''}${view}.svg`;
};

export function productImages(
  name: string,
  category: Category,
  metal: Metal,
  stone: Stone,
  shape?: StoneShape,
): ProductImage[] {
  const subject = drawnAs(name, category, stone, shape);
  return VIEW_NAMES.map((view, index) => ({
    src: artworkSrc({ category, metal, stone, view: (index + 1) as ArtworkView, ...subject }),
    alt: `${name}, ${view}`,
    width: 800,
    height: 800,
  }));
}

/** A loose stone is set in no metal: its catalogue `metal` is only the spec's required field, never offered. */
const isLoose = (category: string) => category === 'diamonds';

function materialName(category: Category, metal: Metal, purity: Purity | null): string {
  if (isLoose(category)) return '—';
  if (metal === 'Silver') return '925 Sterling Silver';
  return purity ? `${purity} ${metal}` : metal;
}

/** The details table of a piece, numbered by its place in the catalogue, written from its stones (seed-facts.ts). */
export function materialDetails(
  index: number,
  product: Pick<SeedProduct, 'category' | 'metal' | 'purity'>,
  stones: StoneFact[],
): MaterialDetails {
  const [stone] = stones;
  const certificate = stone?.certificate;
  const size = `${(4 + (index % 6) * 0.5).toFixed(1)} × ${(4 + (index % 6) * 0.5).toFixed(1)} × ${(2.5 + (index % 4) * 0.3).toFixed(1)} mm`;
  return {
    stock_number: `LJ-${String(1000 + index).padStart(5, '0')}`,
    shape: stone ? SHAPE_LABELS[stone.shape] : '—',
    carat_weight: stone?.carat != null ? `${stone.carat.toFixed(2)} ct${stone.count > 1 ? ' total' : ''}` : '—',
    certification: certificate
      ? `${certificate.lab} ${certificate.report_number}${stone?.origin === 'lab-grown' ? ' (lab-grown)' : ''}`
      : stone
        ? 'Lumen Jewels gemstone certificate'
        : 'BIS hallmark',
    depth: stone && stone.carat !== null ? `${(60 + (index % 5) * 0.8).toFixed(1)}%` : '—',
    cut_grade: stone?.cut ?? '—',
    material: materialName(product.category, product.metal, product.purity),
    measurements: stone ? size : '—',
    clarity: stone?.clarity ?? (stone && stone.kind !== 'pearl' ? 'Eye clean' : '—'),
    polish: index % 4 === 0 ? 'Excellent' : 'Very Good',
  };
}

export function toNewProduct(seed: SeedProduct, index: number, now = Date.now()): NewProduct {
  const stones = openingStones(seed, index);
  return {
    slug: slugify(seed.name),
    name: seed.name,
    description: `${seed.description} ${CATEGORY_LABELS[seed.category]} by Lumen Jewels, conflict free and made in India, with ${RESIZABLE.includes(seed.category) ? 'free resizing and ' : ''}lifetime care.`,
    category: seed.category,
    audience: seed.audience,
    metal: seed.metal,
    stone: seed.stone,
    purity: seed.purity,
    price: seed.price * 100,
    originalPrice: seed.originalPrice * 100,
    priceTo: seed.price * 100,
    images: productImages(seed.name, seed.category, seed.metal, seed.stone, stones[0]?.shape),
    sizes: sizesFor(seed.category).map((size) => size.value),
    stones,
    personalisation: openingPersonalisation(seed),
    materialDetails: materialDetails(index, seed, stones),
    bestSellerScore: seed.bestSeller,
    createdAt: new Date(now - seed.ageDays * 86_400_000),
  };
}

/**
 * The pieces the opening catalogue is short of, by slug, so the storefront shows every state of stock: a few with
 * "Only N left" (one of them short in one size only), two made to order, one out of stock. None of them is a piece
 * the API or e2e suites shop for: those suites place many orders on one database, so every other piece is stocked
 * amply (see `openingVariants`).
 */
export const SCARCE_PIECES: Record<string, { madeToOrderDays: number } | { quantities: Record<string, number> }> = {
  'initial-pendant': { madeToOrderDays: 7 },
  'name-necklace': { madeToOrderDays: 10 },
  // By size ('' for a piece without sizes); a size not named is stocked amply.
  'emerald-cut-diamond-1-5-ct': { quantities: { '': 0 } },
  'princess-cut-diamond-0-5-ct': { quantities: { '': 2 } },
  'luna-silver-watch': { quantities: { '': 3 } },
  'heritage-ruby-bridal-set': { quantities: { 'US 6': 1, 'US 6.5': 3, 'US 7': 0 } },
  'emerald-cuff-bangle': { quantities: { '2.2': 2, '2.4': 6, '2.6': 9, '2.8': 4 } },
};

/**
 * The opening variants of one piece: one per size (one without sizes) in its metal and purity (sterling silver is
 * 925; a loose stone has neither), at its price, with its opening stock (none for a piece made to order).
 */
export function openingVariants(
  product: Pick<NewProduct, 'slug' | 'sizes' | 'category' | 'metal' | 'purity' | 'price' | 'originalPrice'>,
  index: number,
): NewSeedVariant[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const loose = isLoose(product.category);
  const metal = loose ? '' : product.metal;
  const scarce = SCARCE_PIECES[product.slug];
  const madeToOrder = scarce !== undefined && 'madeToOrderDays' in scarce;
  return sizes.map((size, i) => ({
    slug: product.slug,
    metal,
    purity: loose ? '' : (product.purity ?? (product.metal === 'Silver' ? '925' : '')),
    size,
    position: i,
    price: product.price,
    originalPrice: product.originalPrice,
    // Varied but ample: 150 to 399 of each size.
    quantity: madeToOrder ? 0 : (scarce?.quantities[size] ?? 150 + ((index * 53 + i * 29) % 250)),
    huid: openingHuid(metal, index, i),
  }));
}

/** Applies the opening catalogue and its stock when the catalogue is empty. Returns how many products were added. */
export async function seedCatalog(repository: CatalogRepository): Promise<number> {
  if ((await repository.count()) > 0) return 0;
  const rows = SEED_PRODUCTS.map((seed, index) => {
    const row = toNewProduct(seed, index);
    const scarce = SCARCE_PIECES[row.slug];
    return scarce && 'madeToOrderDays' in scarce ? { ...row, madeToOrderDays: scarce.madeToOrderDays } : row;
  });
  const added = await repository.insertMany(rows);
  await repository.insertVariants(rows.flatMap((row, index) => openingVariants(row, index)));
  return added;
}
