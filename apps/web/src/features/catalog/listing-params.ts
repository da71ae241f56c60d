/**
 * The listing's state lives in its URL (so a filtered view can be shared and survives a reload): this module reads
 * it from the search parameters, writes it back, and turns it into the API's query. Values the API would refuse are
 * dropped on reading, so a hand-edited URL still shows a sensible page.
 */
import type { Audience, Category, Metal, Purity, Sort, Stone } from '@lumen/contract/catalog-vocabulary';
import { AUDIENCES, CATEGORIES, METALS, PURITIES, SORTS, STONES } from '@lumen/contract/catalog-vocabulary';
import {
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  type DiamondClarity,
  type DiamondColour,
  STONE_SHAPES,
  type StoneShape,
} from '@lumen/contract/stone-words';
import type { ProductListParams } from './api/get-products';
import { FILTER_GROUPS, type FilterParam, isOneOf, LISTING_PAGE_SIZE } from './catalogue-vocabulary';

export type ListingState = {
  category?: Category;
  audience?: Audience;
  q?: string;
  metal: Metal[];
  stone: Stone[];
  purity: Purity[];
  shape: StoneShape[];
  colour: DiamondColour[];
  clarity: DiamondClarity[];
  /** In cents; absent while the slider covers the whole range. */
  minPrice?: number;
  maxPrice?: number;
  /** The centre stone's carat range; absent ends are open. */
  minCarat?: number;
  maxCarat?: number;
  sort?: Sort;
  /** The "In stock" filter: only pieces that can be bought now. */
  inStock: boolean;
  page: number;
};

const MAX_SEARCH_LENGTH = 100;

function readList<T extends string>(params: URLSearchParams, name: string, allowed: ReadonlyArray<T>): T[] {
  const values = params.getAll(name).filter((value): value is T => isOneOf(allowed, value));
  // Keep the spec's order and drop repeats, so equal views have equal URLs.
  return allowed.filter((value) => values.includes(value));
}

function readCents(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

function readCarat(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,2}(\.\d{1,2})?$/.test(raw)) return undefined;
  return Number(raw);
}

export function readListingState(params: URLSearchParams): ListingState {
  const category = params.get('category');
  const audience = params.get('audience');
  const sort = params.get('sort');
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  let minPrice = readCents(params, 'minPrice');
  let maxPrice = readCents(params, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  let minCarat = readCarat(params, 'minCarat');
  let maxCarat = readCarat(params, 'maxCarat');
  if (minCarat !== undefined && maxCarat !== undefined && minCarat > maxCarat)
    [minCarat, maxCarat] = [maxCarat, minCarat];

  return {
    category: isOneOf(CATEGORIES, category) ? category : undefined,
    audience: isOneOf(AUDIENCES, audience) ? audience : undefined,
    q: q || undefined,
    metal: readList(params, 'metal', METALS),
    stone: readList(params, 'stone', STONES),
    purity: readList(params, 'purity', PURITIES),
    shape: readList(params, 'shape', STONE_SHAPES),
    colour: readList(params, 'colour', DIAMOND_COLOURS),
    clarity: readList(params, 'clarity', DIAMOND_CLARITIES),
    minPrice,
    maxPrice,
    minCarat,
    maxCarat,
    sort: isOneOf(SORTS, sort) ? sort : undefined,
    inStock: params.get('inStock') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.audience) params.set('audience', state.audience);
  if (state.q) params.set('q', state.q);
  for (const group of FILTER_GROUPS) for (const value of state[group.param]) params.append(group.param, value);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.minCarat !== undefined) params.set('minCarat', String(state.minCarat));
  if (state.maxCarat !== undefined) params.set('maxCarat', String(state.maxCarat));
  if (state.sort) params.set('sort', state.sort);
  if (state.inStock) params.set('inStock', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toProductListParams(state: ListingState): ProductListParams {
  return { ...state, pageSize: LISTING_PAGE_SIZE };
}

/**
 * The number on 'Filters (NN)': each ticked option, plus one for a narrowed price range, one for a narrowed carat
 * range and one for In stock.
 */
export function activeFilterCount(state: ListingState): number {
  const priceNarrowed = state.minPrice !== undefined || state.maxPrice !== undefined;
  const caratNarrowed = state.minCarat !== undefined || state.maxCarat !== undefined;
  const ticked = FILTER_GROUPS.reduce((n, group) => n + state[group.param].length, 0);
  return ticked + (priceNarrowed ? 1 : 0) + (caratNarrowed ? 1 : 0) + (state.inStock ? 1 : 0);
}

/** Ticks or unticks "In stock"; like any change of filters, starts again from page 1. */
export function toggleInStock(state: ListingState): ListingState {
  return { ...state, inStock: !state.inStock, page: 1 };
}

/** Ticks or unticks one option; any change of filters starts again from page 1. */
export function toggleFilter(state: ListingState, param: FilterParam, value: string): ListingState {
  const current: ReadonlyArray<string> = state[param];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return readListingState(writeListingState({ ...state, [param]: next, page: 1 }));
}

/**
 * The filter panel's Clear Filters: every ticked option, the price and carat ranges and In stock; the category, search
 * and sort stay.
 */
export function clearFilters(state: ListingState): ListingState {
  return {
    ...state,
    metal: [],
    stone: [],
    purity: [],
    shape: [],
    colour: [],
    clarity: [],
    minPrice: undefined,
    maxPrice: undefined,
    minCarat: undefined,
    maxCarat: undefined,
    inStock: false,
    page: 1,
  };
}

/** Two digits at least, as the panel title shows it: 3 → '03'. */
export function padCount(count: number): string {
  return String(count).padStart(2, '0');
}

/** The filter panel's title and the phone toolbar's button: 'Filters' with nothing chosen, else 'Filters (03)'. */
export function filtersTitle(count: number): string {
  return count > 0 ? `Filters (${padCount(count)})` : 'Filters';
}
