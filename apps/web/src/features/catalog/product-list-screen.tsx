/**
 * /product: the catalogue listing (spec §2). Every control writes to the URL (category and audience from the
 * mega-menu, q, metal, stone, purity, minPrice/maxPrice in cents, sort, page), and the grid shows what the URL
 * says, so a filtered view can be shared and survives a reload. While a new view loads, the current one stays on
 * screen, dimmed, instead of flashing empty.
 */

import type { Category, ProductSummary, Sort } from '@lumen/contract/catalog';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { RESIZABLE } from '@lumen/contract/sizes';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ArtName } from '../../components/art';
import { Breadcrumb } from '../../components/breadcrumb';
import { CloseIcon, FilterIcon, RefreshIcon } from '../../components/icons';
import { useTaxDisplay } from '../../components/money';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card';
import { Artwork } from '../../components/themed-image';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useProductList } from './api/get-products';
import { audienceLabel, type FilterParam, LISTING_PAGE_SIZE } from './catalogue-vocabulary';
import { FilterPanel, type PriceSlider } from './components/filter-panel';
import { ListingPagination } from './components/listing-pagination';
import { ListingSearch } from './components/listing-search';
import type { PriceValues } from './components/price-range';
import { SortSelect } from './components/sort-select';
import {
  activeFilterCount,
  clearFilters,
  filtersTitle,
  type ListingState,
  readListingState,
  toggleFilter,
  toggleInStock,
  toProductListParams,
  writeListingState,
} from './listing-params';
import './catalog.scss';

const PANEL_ID = 'listing-filters';

/** The illustration beside each category's title. */
const CATEGORY_ART: Record<Category, ArtName> = {
  rings: 'ring',
  bracelets: 'bangle',
  necklaces: 'necklace',
  earrings: 'earrings',
  chains: 'necklace',
  bangles: 'bangle',
  watches: 'giftBox',
  diamonds: 'diamond',
  'bridal-sets': 'ringPair',
  personalised: 'pendant',
};
const SKELETON_CARDS = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`);

function pieces(count: number): string {
  return `${count} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** The page's title: the category (or all jewellery) and its group, with the category's illustration. */
function ListingHero({
  category,
  heading,
  group,
}: {
  category: Category | undefined;
  heading: string;
  group?: string;
}) {
  return (
    <section className="listing-hero" aria-labelledby="page-title">
      <div className="container listing-hero__inner">
        <div>
          <Breadcrumb
            trail={[
              { label: 'Home', to: paths.home },
              ...(category ? [{ label: 'Jewellery', to: paths.product() }] : []),
              { label: heading },
            ]}
          />
          <p className="eyebrow">{group ?? 'The Lumen collection'}</p>
          <h1 id="page-title" className="listing-hero__title">
            {heading}
          </h1>
          <p className="listing-hero__lead">
            Gold and lab-grown diamonds, designed in India and finished by hand. Free delivery and lifetime care on
            every piece, and free resizing on rings, bangles, bracelets and chains.
          </p>
        </div>
        <Artwork
          name={category ? CATEGORY_ART[category] : 'ringPair'}
          alt=""
          loading="lazy"
          className="listing-hero__art"
        />
      </div>
    </section>
  );
}

/**
 * The loaded page's grid and its pagination, or what stands in for it: skeleton cards while the first view loads, the
 * failure with Try again, no match for the filters, or a page past the last.
 */
function ListingResults({
  list,
  state,
  heading,
  items,
  total,
  pageCount,
  hrefOf,
  onShow,
  onNavigate,
}: {
  list: ReturnType<typeof useProductList>;
  state: ListingState;
  heading: string;
  items: ProductSummary[];
  total: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  onShow: (next: ListingState) => void;
  onNavigate: () => void;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = list;
  if (isPending) {
    return (
      <ul className="product-grid" aria-hidden="true">
        {SKELETON_CARDS.map((key) => (
          <li key={key}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && !data) {
    return (
      <div className="listing-message" role="alert">
        <h3 className="listing-message__title">The collection could not be loaded</h3>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn btn-lj" onClick={() => refetch()} disabled={isRefetching}>
          <RefreshIcon size={16} /> Try again
        </button>
      </div>
    );
  }
  if (total === 0) {
    return (
      <div className="listing-message">
        <Artwork name="lost" alt="" loading="lazy" className="listing-message__art" />
        <h3 className="listing-message__title">No jewellery matches these filters</h3>
        <p>
          {state.q
            ? `Nothing in ${heading.toLowerCase()} matches “${state.q}” with these filters. Try fewer filters or another word.`
            : 'Try removing a filter or widening the price range to see more pieces.'}
        </p>
        <div className="button-row button-row--center">
          <button type="button" className="btn btn-lj" onClick={() => onShow({ ...clearFilters(state), q: undefined })}>
            Clear Filters
          </button>
          <Link to={paths.product()} className="btn btn-lj-outline">
            All Jewellery
          </Link>
        </div>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="listing-message">
        <h3 className="listing-message__title">{`There is no page ${state.page} here`}</h3>
        <p>{`This view has ${pieces(total)} on ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`}</p>
        <Link to={hrefOf(1)} className="btn btn-lj">
          Go to page 1
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="product-grid" data-stale={isPlaceholderData || undefined}>
        {items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 4} />
          </li>
        ))}
      </ul>
      <ListingPagination page={state.page} pageCount={pageCount} hrefOf={hrefOf} onNavigate={onNavigate} />
    </>
  );
}

export function ProductListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListingState(searchParams), [searchParams]);
  const query = useMemo(() => toProductListParams(state), [state]);
  const list = useProductList(query, { keepPrevious: true });
  const { data, isPending, isPlaceholderData } = list;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const heading = state.category ? CATEGORY_LABELS[state.category] : 'All Jewellery';
  const group = state.audience ? audienceLabel(state.audience) : undefined;
  usePageMeta({
    title: group ? `${heading}, ${group}` : heading,
    description: state.category
      ? `Shop ${group ? `${group.toLowerCase()} ` : ''}${heading.toLowerCase()} at Lumen Jewels: gold and lab-grown diamond pieces, made in India, with free delivery${state.category && RESIZABLE.includes(state.category) ? ', free resizing' : ''} and lifetime care.`
      : 'Browse every Lumen Jewels piece: gold and lab-grown diamond rings, necklaces, earrings, bracelets and bangles. Filter by metal, stone, purity and price.',
  });

  const filtersLabel = filtersTitle(activeFilterCount(state));

  function show(next: ListingState) {
    setSearchParams(writeListingState(next));
  }

  const price = useMemo<PriceSlider>(() => {
    const range = data?.facets.price;
    if (!range) return null;
    const bounds = { min: Math.floor(range.min / 100), max: Math.ceil(range.max / 100) };
    const top = Math.max(bounds.max, bounds.min + 1);
    const clamp = (value: number) => Math.min(top, Math.max(bounds.min, value));
    const low = clamp(state.minPrice === undefined ? bounds.min : Math.round(state.minPrice / 100));
    const high = clamp(state.maxPrice === undefined ? top : Math.round(state.maxPrice / 100));
    return { bounds, values: [low, Math.max(low, high)] };
  }, [data?.facets.price, state.minPrice, state.maxPrice]);

  function commitPrice([low, high]: PriceValues) {
    if (!price) return;
    const top = Math.max(price.bounds.max, price.bounds.min + 1);
    show({
      ...state,
      // Only a narrowed end goes into the URL; the whole range hides nothing.
      minPrice: low <= price.bounds.min ? undefined : low * 100,
      maxPrice: high >= top ? undefined : high * 100,
      page: 1,
    });
  }

  function scrollToResults() {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const items = data?.items ?? [];
  const first = (state.page - 1) * LISTING_PAGE_SIZE + 1;
  const hrefOf = (page: number) => `?${writeListingState({ ...state, page })}`;
  const resultLabel = data ? `Show ${pieces(total)}` : 'Show results';
  const taxNote = useTaxDisplay().note;

  return (
    <>
      <ListingHero category={state.category} heading={heading} group={group} />

      <div className="listing">
        <div className="container">
          <div className="listing-toolbar">
            <ListingSearch q={state.q} category={state.category} onSearch={(q) => show({ ...state, q, page: 1 })} />
            <div className="listing-toolbar__end">
              <button
                type="button"
                className="filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls={PANEL_ID}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <FilterIcon size={18} />
                {filtersLabel}
              </button>
              <SortSelect sort={state.sort} onSort={(sort: Sort | undefined) => show({ ...state, sort, page: 1 })} />
            </div>
          </div>

          <div className="listing-layout">
            <FilterPanel
              id={PANEL_ID}
              state={state}
              title={filtersLabel}
              facets={data?.facets}
              price={price}
              open={filtersOpen}
              onToggle={(param: FilterParam, value: string) => show(toggleFilter(state, param, value))}
              onToggleInStock={() => show(toggleInStock(state))}
              onPriceCommit={commitPrice}
              onCaratChange={(minCarat, maxCarat) => show({ ...state, minCarat, maxCarat, page: 1 })}
              onClear={() => show(clearFilters(state))}
              onClose={() => setFiltersOpen(false)}
              resultLabel={resultLabel}
            />

            <section
              ref={resultsRef}
              className="listing-results"
              aria-labelledby="listing-results-title"
              aria-busy={isPending || isPlaceholderData}
            >
              <h2 id="listing-results-title" className="visually-hidden">
                Products
              </h2>
              <div className="listing-summary">
                <p className="listing-summary__count" role="status">
                  {data && total > 0 && items.length > 0
                    ? `Showing ${first}–${first + items.length - 1} of ${pieces(total)}`
                    : ''}
                </p>
                <p className="listing-summary__tax">{`Prices ${taxNote}`}</p>
                {state.q ? (
                  <p className="listing-summary__query">
                    <span>{`Results for “${state.q}”`}</span>
                    <button
                      type="button"
                      className="listing-summary__clear"
                      aria-label={`Clear search “${state.q}”`}
                      onClick={() => show({ ...state, q: undefined, page: 1 })}
                    >
                      <CloseIcon size={14} />
                    </button>
                  </p>
                ) : null}
              </div>
              <ListingResults
                list={list}
                state={state}
                heading={heading}
                items={items}
                total={total}
                pageCount={pageCount}
                hrefOf={hrefOf}
                onShow={show}
                onNavigate={scrollToResults}
              />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
