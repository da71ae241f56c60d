import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubCatalogFetch } from '../../../test/catalog';
import { renderWithApp } from '../../../test/render';
import { HomeScreen } from '../home-screen';

describe('Home page', () => {
  it('shows the four best sellers from the catalogue, each linking to its page with a like button', async () => {
    const fetchMock = stubCatalogFetch();
    renderWithApp(<HomeScreen />, { route: '/home' });

    const section = screen.getByRole('region', { name: 'Top Selling Products' });
    const names = await within(section).findAllByRole('link', { name: /Ring|Pendant|Earrings|Bracelet/ });
    expect(names.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aurora Solitaire Ring', '/product-details/1'],
      ['Celeste Halo Pendant', '/product-details/2'],
      ['Petal Drop Earrings', '/product-details/3'],
      ['Eternity Tennis Bracelet', '/product-details/4'],
    ]);
    for (const price of ['$160.00', '$130.00', '$120.00', '$140.00']) {
      expect(within(section).getByText(price)).toBeInTheDocument();
    }
    expect(within(section).getAllByRole('button', { name: /^Add .+ to wishlist$/ })).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /VIEW MORE/ })).toHaveAttribute('href', '/product');
    const request = fetchMock.urls()[0];
    expect([request?.searchParams.get('sort'), request?.searchParams.get('pageSize')]).toEqual(['best_seller', '4']);
  });

  it('links the banner, the collections, the customise and about sections where they belong', () => {
    stubCatalogFetch();
    renderWithApp(<HomeScreen />, { route: '/home' });

    expect(screen.getByRole('heading', { level: 1, name: /Lumen Jewels/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Top 10 Wedding Rings' })).toBeInTheDocument();
    const shopNow = screen.getAllByRole('link', { name: 'SHOP NOW' }).map((link) => link.getAttribute('href'));
    // The wedding rings open the rings, best sellers first; the other slides keep the spec's /product.
    expect(shopNow).toEqual(['/product?category=rings&sort=best_seller', '/product', '/product']);
    const collections = screen.getByRole('region', { name: 'Top Collections' });
    expect(
      within(collections)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.collection-tile__title')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Diamond Bracelets', '/product?category=bracelets&stone=Diamond'],
      ['Engagement Rings', '/product?audience=women&category=rings&stone=Diamond'],
      ['Diamond Necklaces', '/product?category=necklaces&stone=Diamond'],
      ['Diamond Earrings', '/product?category=earrings&stone=Diamond'],
    ]);
    expect(screen.getByRole('link', { name: 'CUSTOMIZE ORDER NOW' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'READ MORE about Lumen Jewels' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const contact = screen.getByRole('region', { name: 'Talk to a jewellery specialist' });
    expect(within(contact).getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(contact).getByText('Mon-Sat 8AM-6PM').parentElement).toHaveTextContent(
      'Store visits: Mon-Sat 8AM-6PM',
    );
    expect(within(contact).getByRole('link', { name: /Email us/ })).toHaveAttribute(
      'href',
      'mailto:hello@lumenjewels.in',
    );
    const perks = screen.getByRole('region', { name: 'Our promises' });
    for (const perk of ['Conflict Free', 'Made in INDIA', 'Free Resizing', 'Lifetime Care']) {
      expect(within(perks).getAllByText(perk)[0]).toBeInTheDocument();
    }
  });
});
