import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { SiteHeader } from '../site-header';

const MENU = [
  {
    group: "Men's Jewellery",
    links: [
      ['Rings', '/product?audience=men&category=rings'],
      ['Bracelets', '/product?audience=men&category=bracelets'],
    ],
  },
  {
    group: "Women's Jewellery",
    links: [
      ['Rings', '/product?audience=women&category=rings'],
      ['Bracelets', '/product?audience=women&category=bracelets'],
      ['Necklaces', '/product?audience=women&category=necklaces'],
      ['Earrings', '/product?audience=women&category=earrings'],
      ['Chains', '/product?audience=women&category=chains'],
    ],
  },
  {
    group: 'Accessories',
    links: [
      ['Watches', '/product?audience=accessories&category=watches'],
      ['Diamonds', '/product?audience=accessories&category=diamonds'],
    ],
  },
  {
    // Not the spec's: the way in to the categories its three groups leave out (docs/product.md, departures).
    group: 'Collections',
    links: [
      ['Bridal Sets', '/product?category=bridal-sets'],
      ['Bangles', '/product?category=bangles'],
      ['Personalised', '/product?category=personalised'],
    ],
  },
] as const;

function renderHeader(onAskPrice = () => {}) {
  return renderWithApp(<SiteHeader onAskPrice={onAskPrice} />, { route: '/about' });
}

describe('SiteHeader', () => {
  it('opens the Products mega-menu with the three groups of the spec, then Collections, and their catalogue links', async () => {
    const user = userEvent.setup();
    renderHeader();
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await user.click(products);

    expect(products).toHaveAttribute('aria-expanded', 'true');
    for (const { group, links } of MENU) {
      const list = screen.getByRole('list', { name: group });
      const items = within(list).getAllByRole('link');
      expect(items.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(links);
    }
  });

  it('closes the mega-menu with Escape and returns focus to the Products button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const products = screen.getByRole('button', { name: 'Products' });

    await user.click(products);
    await user.tab();
    expect(
      within(screen.getByRole('list', { name: "Men's Jewellery" })).getByRole('link', { name: 'Rings' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: "Men's Jewellery" })).not.toBeInTheDocument();
    expect(products).toHaveFocus();
  });

  it('searches the catalogue: submitting goes to /product?q=<term>', async () => {
    const user = userEvent.setup();
    renderHeader();
    const search = screen.getByPlaceholderText('Search Product...');
    expect(search).toBeRequired();

    await user.type(search, 'diamond ring');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/product?q=diamond+ring');
  });

  it('shows the cart total, the phone line, the Currency selector and ASK PRICE', async () => {
    const user = userEvent.setup();
    const onAskPrice = vi.fn();
    renderHeader(onAskPrice);

    expect(screen.getByRole('link', { name: /cart/i })).toHaveTextContent('$0.00');
    expect(screen.getByRole('link', { name: /Call or Text 24\/7/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ASK PRICE' }));
    expect(onAskPrice).toHaveBeenCalledOnce();
  });

  it('links the logo to /home and the account link to / for a visitor', () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderHeader();

    expect(screen.getByRole('link', { name: 'Lumen Jewels' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/');
    // A visitor's header asks only for the public promotion (the strip and the sale card), with no token.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/promotion']);
  });

  it('links the account to /account with the customer’s first name and initials once the profile has loaded', async () => {
    window.localStorage.setItem('lumen-user-token', 'token-abc');
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/account/userData'
        ? jsonResponse(200, {
            status: true,
            message: 'User data',
            data: { id: 1, name: 'Asha Verma', email: 'asha@example.com', Mobile_number: '9876543210', image: null },
          })
        : new Promise<Response>(() => {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHeader();

    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/');
    const account = await screen.findByRole('link', { name: 'Account of Asha' });
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveTextContent('AVAccount of Asha');
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/account/userData') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/account/userData');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-abc');
  });
});
