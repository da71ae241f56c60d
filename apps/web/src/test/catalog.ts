/**
 * Catalogue answers for component tests, shaped like the API's (prices in cents), and a fetch stub that answers the
 * catalogue endpoints and records every URL asked for.
 */

import type { Product, ProductList, ProductSummary } from '@lumen/contract/catalog';
import { API_PATHS } from '@lumen/contract/routes';
import { sizeLabel } from '@lumen/contract/sizes';
import { verifyUrl } from '@lumen/contract/stone-words';
import type { Variant } from '@lumen/contract/variants';
import { vi } from 'vitest';
import { BASE_ONLY } from './api-stub';
import { jsonResponse } from './render';

function image(path: string, view: string, name: string) {
  return { src: `/media/v1/jewellery/${path}`, alt: `${name}, ${view}`, width: 800, height: 800 };
}

export function summary(overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'name'>): ProductSummary {
  return {
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    category: 'rings',
    audience: 'women',
    metal: 'Gold',
    stone: 'Diamond',
    purity: '18k',
    price: 16000,
    original_price: 21000,
    price_from: overrides.price ?? 16000,
    price_to: overrides.price ?? 16000,
    metals: [overrides.metal ?? 'Gold'],
    image: image(`rings/${overrides.id}/1.svg`, 'front view', overrides.name),
    photo: null,
    tax: { hsn: null, rate_percent: 18 },
    ...overrides,
  };
}

export const BEST_SELLERS: ProductSummary[] = [
  summary({ id: 1, name: 'Aurora Solitaire Ring', price: 16000, original_price: 21000 }),
  summary({ id: 2, name: 'Celeste Halo Pendant', category: 'necklaces', price: 13000, original_price: 17500 }),
  summary({ id: 3, name: 'Petal Drop Earrings', category: 'earrings', price: 12000, original_price: 15000 }),
  summary({ id: 4, name: 'Eternity Tennis Bracelet', category: 'bracelets', price: 14000, original_price: 19000 }),
];

export function productList(items: ProductSummary[], overrides: Partial<ProductList> = {}): ProductList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 24,
    facets: {
      metal: [
        { value: 'Gold', count: 22 },
        { value: 'Rose Gold', count: 10 },
        { value: 'Black Gold', count: 4 },
        { value: 'Silver', count: 14 },
      ],
      stone: [
        { value: 'Gemstone', count: 11 },
        { value: 'Diamond', count: 21 },
        { value: 'Pearl', count: 6 },
        { value: 'Ruby', count: 7 },
        { value: 'Emerald', count: 5 },
      ],
      purity: [
        { value: '18k', count: 22 },
        { value: '22k', count: 11 },
        { value: '24k', count: 2 },
      ],
      shape: [
        { value: 'round', count: 14 },
        { value: 'oval', count: 6 },
        { value: 'emerald', count: 4 },
      ],
      colour: [
        { value: 'D', count: 5 },
        { value: 'F', count: 8 },
      ],
      clarity: [
        { value: 'VVS1', count: 6 },
        { value: 'VS1', count: 7 },
      ],
      carat: { min: 0.25, max: 1.5 },
      price: { min: 8500, max: 240000 },
      in_stock: 48,
    },
    ...overrides,
  };
}

export const AURORA: Product = {
  ...summary({ id: 1, name: 'Aurora Solitaire Ring' }),
  description:
    'A single lab-grown brilliant held high in a slim four-claw setting. An everyday solitaire that still feels like an occasion.',
  images: [
    image('rings/1/1.svg', 'front view', 'Aurora Solitaire Ring'),
    image('rings/1/2.svg', 'angled view', 'Aurora Solitaire Ring'),
    image('rings/1/3.svg', 'detail', 'Aurora Solitaire Ring'),
  ],
  photos: [],
  sizes: ['Size 1', 'Size 2', 'Size 3'],
  material_details: {
    stock_number: 'LJ-01000',
    shape: 'Round Brilliant',
    carat_weight: '0.25 ct',
    certification: 'IGI certified lab-grown',
    depth: '60.0%',
    cut_grade: 'Ideal',
    material: '18k Gold',
    measurements: '4.0 × 4.0 × 2.5 mm',
    clarity: 'VVS1',
    polish: 'Excellent',
  },
  faqs: [],
  created_at: '2025-01-01T00:00:00.000Z',
  stones: [
    {
      kind: 'diamond',
      shape: 'round',
      carat: 0.25,
      count: 1,
      colour: 'F',
      clarity: 'VVS1',
      cut: 'Ideal',
      origin: 'lab-grown',
      certificate: { lab: 'IGI', report_number: 'LG612345678', verify_url: verifyUrl('IGI', 'LG612345678') },
    },
  ],
  hallmark: null,
  personalisation: { kind: 'engraving', max_length: 20, fonts: ['script', 'serif', 'block'], lead_days: 5 },
  stock: {
    state: 'in_stock',
    left: null,
    made_to_order_days: null,
    sizes: [
      { size: 'Size 1', state: 'in_stock', left: null },
      { size: 'Size 2', state: 'in_stock', left: null },
      { size: 'Size 3', state: 'in_stock', left: null },
    ],
  },
  options: [
    { name: 'metal', label: 'Metal', values: [{ value: 'Gold', label: 'Yellow Gold' }] },
    { name: 'purity', label: 'Purity', values: [{ value: '18k', label: '18K' }] },
    {
      name: 'size',
      label: 'Size',
      values: ['Size 1', 'Size 2', 'Size 3'].map((size) => ({ value: size, label: size })),
    },
  ],
  variants: ['Size 1', 'Size 2', 'Size 3'].map((size, i) => ({
    id: 11 + i,
    sku: `LJ-00001-G18K-SIZE${i + 1}`,
    options: { metal: 'Gold', purity: '18k', size },
    price: 16000,
    original_price: 21000,
    weight_g: null,
    stock_state: 'in_stock',
    stock_left: null,
    hallmark: null,
    pricing: 'fixed',
  })),
};

type Level = { state: Variant['stock_state']; left: number | null };

/**
 * AURORA made in `sizes` (none: one size), each size at its `levels` (in stock unless named), or made to order:
 * its sizes, stock, options and variants agreeing, as the API answers them.
 */
export function auroraWith({
  sizes = ['Size 1', 'Size 2', 'Size 3'],
  levels = {},
  madeToOrderDays = null,
  variants: extra = [],
}: {
  sizes?: string[];
  levels?: Record<string, Level>;
  madeToOrderDays?: number | null;
  variants?: Variant[];
} = {}): Product {
  const made = madeToOrderDays !== null;
  const levelOf = (size: string): Level =>
    made ? { state: 'made_to_order', left: null } : (levels[size] ?? { state: 'in_stock', left: null });
  const variants: Variant[] = (sizes.length > 0 ? sizes : ['']).map((size, i) => ({
    id: 11 + i,
    sku: `LJ-00001-G18K${size ? `-${size.toUpperCase().replace(/[^A-Z0-9]/g, '')}` : ''}`,
    options: { metal: 'Gold', purity: '18k', ...(size ? { size } : {}) },
    price: 16000,
    original_price: 21000,
    weight_g: null,
    stock_state: levelOf(size).state,
    stock_left: levelOf(size).left,
    hallmark: { huid: `AB${String(i).padStart(2, '0')}CD` },
    pricing: 'fixed',
    ...(made ? { made_to_order_days: madeToOrderDays } : {}),
  }));
  const all = [...variants, ...extra];
  const soldOut = all.every((variant) => variant.stock_state === 'out_of_stock');
  const overall: Level =
    made || sizes.length === 0 ? levelOf('') : { state: soldOut ? 'out_of_stock' : 'in_stock', left: null };
  return {
    ...AURORA,
    sizes,
    stock: {
      ...overall,
      made_to_order_days: madeToOrderDays,
      sizes: sizes.map((size) => ({ size, ...levelOf(size) })),
    },
    hallmark: all[0]?.hallmark ?? null,
    options: AURORA.options.flatMap((option) => {
      if (option.name !== 'size') return [option];
      return sizes.length > 0
        ? [{ ...option, values: sizes.map((size) => ({ value: size, label: sizeLabel(size) })) }]
        : [];
    }),
    variants: all,
  };
}

type Answer = { status: number; body: unknown };

/**
 * Stubs `fetch`: listing requests get `list(url)`, product requests get `product(idOrSlug)`. Returns the mock, whose
 * `urls()` lists every URL requested, in order.
 */
export function stubCatalogFetch({
  list = () => productList(BEST_SELLERS),
  product = (id: string) =>
    id === '1' ? { status: 200, body: { status: true, message: 'OK', data: AURORA } } : notFound(),
  related = () => [],
}: {
  list?: (url: URL) => ProductList | Answer;
  product?: (idOrSlug: string) => Answer;
  /** A piece's "You may also like" (none unless given), or another answer. */
  related?: (idOrSlug: string) => ProductSummary[] | Answer;
} = {}) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname === API_PATHS.currencies)
      return jsonResponse(200, { status: true, message: 'OK', data: BASE_ONLY });
    const relatedTo = /^\/api\/catalog\/products\/([^/]+)\/related$/.exec(url.pathname);
    if (relatedTo) {
      const answer = related(decodeURIComponent(relatedTo[1] ?? ''));
      if (!Array.isArray(answer)) return jsonResponse(answer.status, answer.body);
      return jsonResponse(200, { status: true, message: 'OK', data: { items: answer } });
    }
    const detail = /^\/api\/catalog\/products\/([^/]+)$/.exec(url.pathname);
    const answer: Answer | ProductList = detail ? product(decodeURIComponent(detail[1] ?? '')) : list(url);
    if ('items' in answer) return jsonResponse(200, { status: true, message: 'OK', data: answer });
    return jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, {
    urls: () => fetchMock.mock.calls.map(([input]) => new URL(input, 'http://shop.test')),
  });
}

export function notFound(): Answer {
  return { status: 404, body: { status: false, message: 'This product could not be found.' } };
}
