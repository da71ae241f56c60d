/**
 * The product page's "You may also like": the related pieces as the listing's cards, each leading to its own page;
 * no section when nothing is related or the answer failed.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BEST_SELLERS, stubCatalogFetch } from '../../../test/catalog';
import { renderProduct } from './product-details-setup';

const RELATED = BEST_SELLERS.slice(1);

describe('Product page: You may also like', () => {
  it('ends the page with the related pieces as cards, prices as the listing shows them', async () => {
    const fetchMock = stubCatalogFetch({ related: (id) => (id === '1' ? RELATED : []) });
    renderProduct();

    const section = await screen.findByRole('region', { name: 'You may also like' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Celeste Halo Pendant', '/product-details/2'],
      ['Petal Drop Earrings', '/product-details/3'],
      ['Eternity Tennis Bracelet', '/product-details/4'],
    ]);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const celeste = links[0]?.closest('article') as HTMLElement;
    expect(within(celeste).getByText('$130.00')).toBeInTheDocument();
    expect(within(celeste).getByText('$175.00').closest('del')).not.toBeNull();
    expect(within(celeste).getByText('Save 26%')).toBeInTheDocument();
    expect(within(celeste).getByRole('button', { name: /Celeste Halo Pendant/ })).toBeInTheDocument();
    expect(fetchMock.urls().filter((url) => url.pathname === '/api/catalog/products/1/related')).toHaveLength(1);
  });

  it('has no section when nothing is related', async () => {
    stubCatalogFetch();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    await screen.findByRole('tab', { name: 'Product Description' });
    expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull();
    expect(screen.queryByText('You may also like')).toBeNull();
  });

  it('has no section when the related pieces could not be loaded, and the piece still shows', async () => {
    const fetchMock = stubCatalogFetch({
      related: () => ({ status: 500, body: { status: false, message: 'Something went wrong.' } }),
    });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
    await expect
      .poll(() => fetchMock.urls().filter((url) => url.pathname.endsWith('/related')).length, { timeout: 4000 })
      .toBe(2);
    expect(screen.queryByText('You may also like')).toBeNull();
  });
});
