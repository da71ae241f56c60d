import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BEST_SELLERS, productList, stubCatalogFetch, summary } from '../../../test/catalog';
import { renderWithApp } from '../../../test/render';
import { PRESS_SETTLE_MS } from '../components/price-range';
import { ProductListScreen } from '../product-list-screen';

/** Key and step-button presses are applied once they rest (PRESS_SETTLE_MS); leave room for a busy machine. */
const SETTLED = { timeout: PRESS_SETTLE_MS + 2000 };

function location() {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://shop.test');
}

function renderListing(route = '/product') {
  return renderWithApp(<ProductListScreen />, { route });
}

describe('Product listing: the grid, the filters and the sort', () => {
  it('shows skeleton cards until the first answer, then the products with prices in dollars', async () => {
    const fetchMock = stubCatalogFetch();
    renderListing();

    expect(document.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
    const card = (await screen.findByRole('link', { name: 'Aurora Solitaire Ring' })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('$160.00')).toBeInTheDocument();
    expect(
      within(card as HTMLElement)
        .getByText('$210.00')
        .closest('del'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Aurora Solitaire Ring' })).toHaveAttribute('href', '/product-details/1');
    expect(document.querySelectorAll('.product-card--skeleton')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'All Jewellery' })).toBeInTheDocument();
    expect(fetchMock.urls()[0]?.searchParams.get('pageSize')).toBe('24');
  });

  it('ticking a metal puts it in the URL and in the request, and counts it in the panel title', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing();
    const metal = screen.getByRole('group', { name: 'Metal' });
    const gold = await within(metal).findByRole('checkbox', { name: 'Gold, 22 products' });
    // Nothing chosen yet: no '(00)', the count appears only once there is one.
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(gold);

    expect(location().searchParams.getAll('metal')).toEqual(['Gold']);
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.searchParams.getAll('metal')).toEqual(['Gold']));
    expect(gold).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Filters (01)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (01)' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(metal).getByRole('checkbox', { name: /^Silver/ }));
    expect(location().searchParams.getAll('metal')).toEqual(['Gold', 'Silver']);
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.searchParams.getAll('metal')).toEqual(['Gold', 'Silver']));
  });

  it('says "From" before the price of a piece whose variants differ in price', async () => {
    const ranged = summary({ id: 9, name: 'Marisol Twist Ring', price: 72000, original_price: 90000, price_to: 90000 });
    stubCatalogFetch({ list: () => productList([ranged, ...BEST_SELLERS]) });
    renderListing();
    const card = (await screen.findByRole('link', { name: 'Marisol Twist Ring' })).closest('article') as HTMLElement;
    expect(card.querySelector('.product-card__price')).toHaveTextContent('Price From $720.00');
    const aurora = screen.getByRole('link', { name: 'Aurora Solitaire Ring' }).closest('article') as HTMLElement;
    expect(aurora.querySelector('.product-card__price')).not.toHaveTextContent('From');
  });

  it('lists the metals and purities the pieces are offered in, and keeps a chosen one that is not', async () => {
    const base = productList(BEST_SELLERS).facets;
    stubCatalogFetch({
      list: () =>
        productList(BEST_SELLERS, {
          facets: {
            ...base,
            metal: [
              { value: 'Gold', count: 3 },
              { value: 'Platinum', count: 1 },
            ],
            purity: [{ value: '14k', count: 2 }],
          },
        }),
    });
    renderListing('/product?metal=Silver');
    const metal = screen.getByRole('group', { name: 'Metal' });
    await within(metal).findByRole('checkbox', { name: 'Platinum, 1 product' });
    expect(
      within(metal)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Gold', 'Platinum', 'Silver']);
    const purity = screen.getByRole('group', { name: 'Gold Purity' });
    expect(
      within(purity)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['14k']);
  });

  it('filters diamonds by cut, colour and clarity, named as a jeweller names them, and asks the API for them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing('/product?category=diamonds');
    const cut = screen.getByRole('group', { name: 'Cut' });
    await within(cut).findByRole('checkbox', { name: 'Round brilliant, 14 products' });
    expect(within(cut).getByRole('checkbox', { name: 'Emerald cut, 4 products' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Diamond Colour' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['D', 'F']);
    await user.click(within(cut).getByRole('checkbox', { name: 'Oval, 6 products' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Diamond Clarity' })).getByRole('checkbox', { name: /^VS1/ }),
    );
    const last = fetchMock.urls().at(-1);
    expect(last?.searchParams.getAll('shape')).toEqual(['oval']);
    expect(last?.searchParams.getAll('clarity')).toEqual(['VS1']);
    expect(screen.getByRole('heading', { name: 'Filters (02)' })).toBeInTheDocument();
  });

  it('narrows diamonds by carat with From and To over the stops the result spans, each end at once', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing('/product?category=diamonds');
    const carat = await screen.findByRole('group', { name: 'Carat' });
    const from = within(carat).getByRole('combobox', { name: 'From' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '0.25 ct', '0.5 ct', '0.75 ct', '1 ct', '1.25 ct', '1.5 ct']);
    await user.selectOptions(from, '0.75 ct');
    expect(location().search).toBe('?category=diamonds&minCarat=0.75');
    const to = within(carat).getByRole('combobox', { name: 'To' });
    // The upper end cannot be set below the lower one.
    expect(within(to).queryByRole('option', { name: '0.5 ct' })).not.toBeInTheDocument();
    await user.selectOptions(to, '1.25 ct');
    await vi.waitFor(() => {
      const last = fetchMock.urls().at(-1);
      expect([last?.searchParams.get('minCarat'), last?.searchParams.get('maxCarat')]).toEqual(['0.75', '1.25']);
    });
    expect(screen.getByRole('heading', { name: 'Filters (01)' })).toBeInTheDocument();
    await user.selectOptions(within(carat).getByRole('combobox', { name: 'From' }), 'Any');
    expect(location().search).toBe('?category=diamonds&maxCarat=1.25');
  });

  it("reads its filters from the URL, shows 'Filters (03)', and Clear Filters removes them but keeps the category", async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing('/product?audience=women&category=rings&metal=Gold&stone=Diamond&purity=18k&page=2');

    expect(screen.getByRole('heading', { level: 1, name: 'Rings' })).toBeInTheDocument();
    expect(screen.getByText("Women's Jewellery")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters (03)' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /^Diamond/ })).toBeChecked();
    const first = fetchMock.urls()[0];
    expect(first?.searchParams.get('category')).toBe('rings');
    expect(first?.searchParams.get('audience')).toBe('women');
    expect(first?.searchParams.getAll('purity')).toEqual(['18k']);
    expect(first?.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(location().search).toBe('?category=rings&audience=women');
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Diamond/ })).not.toBeChecked();
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.search).toBe('?category=rings&audience=women&pageSize=24'));
  });

  it('sorts by the chosen order through the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing('/product?page=3');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort By', 'Lowest Price', 'Highest Price', 'Best Seller', 'Newest']);

    await user.selectOptions(sort, 'Lowest Price');

    expect(location().search).toBe('?sort=price_asc');
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.searchParams.get('sort')).toBe('price_asc'));
    expect(sort).toHaveValue('price_asc');
  });
});

describe('Product listing: the search box', () => {
  it.each([
    ['/product?category=rings', 'Search Rings...'],
    ['/product?category=bangles', 'Search Bangles...'],
    ['/product?category=bridal-sets&audience=women', 'Search Bridal Sets...'],
    ['/product', 'Search Jewellery...'],
  ])('names the category shown in its search box: %s → %s', async (route, placeholder) => {
    stubCatalogFetch();
    renderListing(route);
    expect(screen.getByRole('searchbox', { name: 'Search the collection' })).toHaveAttribute(
      'placeholder',
      placeholder,
    );
  });

  it("fills its search box from the URL's q and searches with it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing('/product?q=solitaire');
    const search = screen.getByPlaceholderText('Search Jewellery...');
    expect(search).toHaveValue('solitaire');
    expect(search).toBeRequired();
    expect(fetchMock.urls()[0]?.searchParams.get('q')).toBe('solitaire');

    await user.clear(search);
    await user.type(search, 'pearl studs');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location().searchParams.get('q')).toBe('pearl studs');
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.searchParams.get('q')).toBe('pearl studs'));
  });

  it('follows a new search from the header while it is open', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderWithApp(
      <>
        <Link to="/product?q=pearl">Header search</Link>
        <ProductListScreen />
      </>,
      { route: '/product?q=ring' },
    );
    expect(screen.getByPlaceholderText('Search Jewellery...')).toHaveValue('ring');

    await user.click(screen.getByRole('link', { name: 'Header search' }));

    expect(screen.getByPlaceholderText('Search Jewellery...')).toHaveValue('pearl');
    await vi.waitFor(() => expect(fetchMock.urls().at(-1)?.searchParams.get('q')).toBe('pearl'));
  });
});

describe('Product listing: the price range, no match and the pages', () => {
  it('moves the price range to round prices with the step buttons (in cents in the URL) and leaves the whole range out', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCatalogFetch();
    renderListing();
    const minimum = await screen.findByRole('slider', { name: 'Minimum price' });
    const maximum = screen.getByRole('slider', { name: 'Maximum price' });
    expect(minimum).toHaveAttribute('aria-valuenow', '85');
    expect(maximum).toHaveAttribute('aria-valuenow', '2400');
    expect(location().search).toBe('');
    expect(screen.getByRole('button', { name: 'Decrease minimum price' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase maximum price' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase minimum price' }));
    await user.click(screen.getByRole('button', { name: 'Increase minimum price' }));
    await user.click(screen.getByRole('button', { name: 'Decrease maximum price' }));

    // Round prices, not a dollar a press: $85 → $90 → $100 ($10 stops below $500), $2,400 → $2,350 ($50 stops).
    expect(minimum).toHaveAttribute('aria-valuenow', '100');
    expect(maximum).toHaveAttribute('aria-valuenow', '2350');
    await vi.waitFor(() => expect(location().search).toBe('?minPrice=10000&maxPrice=235000'), SETTLED);
    await vi.waitFor(() => {
      const last = fetchMock.urls().at(-1);
      expect([last?.searchParams.get('minPrice'), last?.searchParams.get('maxPrice')]).toEqual(['10000', '235000']);
    });
    expect(screen.getByRole('heading', { name: 'Filters (01)' })).toBeInTheDocument();
  });

  it('moves each end of the price range with the arrow keys, and the ends cannot cross', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({
      list: () =>
        productList(BEST_SELLERS, { facets: { ...productList([]).facets, price: { min: 10000, max: 10200 } } }),
    });
    renderListing();
    const minimum = await screen.findByRole('slider', { name: 'Minimum price' });
    const maximum = screen.getByRole('slider', { name: 'Maximum price' });

    minimum.focus();
    await user.keyboard('{ArrowRight}');
    expect(minimum).toHaveAttribute('aria-valuenow', '101');
    await vi.waitFor(() => expect(location().search).toBe('?minPrice=10100'), SETTLED);

    maximum.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(maximum).toHaveAttribute('aria-valuenow', '101');
    expect(minimum).toHaveAttribute('aria-valuenow', '101');
    await vi.waitFor(() => expect(location().search).toBe('?minPrice=10100&maxPrice=10100'), SETTLED);
  });

  it('says so when nothing matches and offers Clear Filters', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({
      list: (url) =>
        url.searchParams.has('stone')
          ? productList([], { facets: { ...productList([]).facets, price: null } })
          : productList(BEST_SELLERS),
    });
    renderListing('/product?stone=Emerald&q=ring');

    expect(await screen.findByText('No jewellery matches these filters')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Products' });
    await user.click(within(results).getByRole('button', { name: 'Clear Filters' }));

    expect(location().search).toBe('');
    expect(await screen.findByRole('link', { name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
  });

  it('pages through the results with Previous, Next and page numbers', async () => {
    stubCatalogFetch({ list: () => productList(BEST_SELLERS, { total: 50, page: 2 }) });
    renderListing('/product?metal=Gold&page=2');
    const paging = await screen.findByRole('navigation', { name: 'Pagination' });

    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(paging).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/product?metal=Gold');
    expect(within(paging).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/product?metal=Gold&page=3');
    expect(within(paging).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
