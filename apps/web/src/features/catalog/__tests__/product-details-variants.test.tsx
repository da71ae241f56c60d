/**
 * The product page's choosers: the metal's swatches and the purity's buttons pick a variant with the size; the
 * price, weight, SKU and stock follow the choice; a combination not offered or sold out never reaches the cart; the
 * URL keeps the variant, and a link with it opens the same choice.
 */
import type { Product } from '@lumen/contract/catalog';
import type { Variant } from '@lumen/contract/variants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auroraWith, stubCatalogFetch } from '../../../test/catalog';
import { productJsonLd } from '../structured-data';
import { mainImage, renderProduct } from './product-details-setup';

const rose = (id: number, size: string, extra: Partial<Variant> = {}): Variant => ({
  id,
  sku: `LJ-00001-RG14K-${size.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
  options: { metal: 'Rose Gold', purity: '14k', size },
  price: 12000,
  original_price: 15000,
  weight_g: 3.05,
  stock_state: 'in_stock',
  stock_left: null,
  hallmark: { huid: `RG${id}14K`.slice(0, 6) },
  pricing: 'fixed',
  ...extra,
});

/** Aurora in yellow gold 18k (sizes 1–3) and rose gold 14k (sizes 1 and 2, the second sold out). */
const TWO_METALS: Product = {
  ...auroraWith({ variants: [rose(21, 'Size 1'), rose(22, 'Size 2', { stock_state: 'out_of_stock' })] }),
  options: [
    {
      name: 'metal',
      label: 'Metal',
      values: [
        { value: 'Gold', label: 'Yellow Gold' },
        {
          value: 'Rose Gold',
          label: 'Rose Gold',
          images: [
            { src: '/media/v1/jewellery/rings/rose-gold/diamond/1.svg', alt: 'Aurora, front', width: 8, height: 8 },
          ],
        },
      ],
    },
    {
      name: 'purity',
      label: 'Purity',
      values: [
        { value: '14k', label: '14K' },
        { value: '18k', label: '18K' },
      ],
    },
    {
      name: 'size',
      label: 'Size',
      values: ['Size 1', 'Size 2', 'Size 3'].map((size) => ({ value: size, label: size })),
    },
  ],
};

const stubTwoMetals = () =>
  stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: TWO_METALS } }) });

describe('Product page: choosing a variant', () => {
  it('opens on the default metal and purity; choosing rose gold takes its purity, price, weight and sizes', async () => {
    const user = userEvent.setup();
    stubTwoMetals();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    // jsdom puts a space before the chosen value's span; a browser does not.
    const metal = screen.getByRole('group', { name: /^Metal ?: Yellow Gold$/ });
    expect(within(metal).getByRole('radio', { name: 'Yellow Gold' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '18K' })).toBeChecked();
    // 14K is offered in rose gold only.
    expect(screen.getByRole('radio', { name: '14K (not offered)' })).toBeDisabled();
    expect(document.querySelector('.product-price__amount')).toHaveTextContent('$160.00');

    await user.click(within(metal).getByRole('radio', { name: 'Rose Gold' }));
    expect(screen.getByRole('radio', { name: '14K' })).toBeChecked();
    expect(document.querySelector('.product-price__amount')).toHaveTextContent('$120.00');
    expect(screen.getByText('Metal weight 3.05 g')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('src', '/media/v1/jewellery/rings/rose-gold/diamond/1.svg');
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(within(size).getByRole('option', { name: 'Size 2 — out of stock' })).toBeDisabled();
    expect(within(size).getByRole('option', { name: 'Size 3 — not offered' })).toBeDisabled();

    await user.selectOptions(size, 'Size 1');
    expect(screen.getByText('SKU LJ-00001-RG14K-SIZE1')).toBeInTheDocument();
    expect(window.location.search).toBe('?variant=21');
  });

  it('shows the uploaded photos of the metal chosen first, and leaves out another metal’s', async () => {
    const user = userEvent.setup();
    const photo = (alt: string, metal: Product['photos'][number]['metal']) => ({
      alt,
      metal,
      width: 800,
      height: 800,
      sources: { avif: '', webp: '' },
      src: `/media/products/${alt.replace(/\W/g, '')}.webp`,
    });
    const photos = [
      photo('Aurora, yellow gold', 'Gold'),
      photo('Aurora on a hand', null),
      photo('Aurora, rose', 'Rose Gold'),
    ];
    stubCatalogFetch({
      product: () => ({ status: 200, body: { status: true, message: 'OK', data: { ...TWO_METALS, photos } } }),
    });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    const gallery = () => screen.getByRole('region', { name: 'Aurora Solitaire Ring images' });
    // The main picture and its thumbnail.
    expect(within(gallery()).getAllByRole('img')[0]).toHaveAccessibleName('Aurora, yellow gold');
    expect(within(gallery()).queryByRole('img', { name: 'Aurora, rose' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rose Gold' }));
    expect(within(gallery()).getAllByRole('img')[0]).toHaveAccessibleName('Aurora, rose');
    expect(within(gallery()).queryByRole('img', { name: 'Aurora, yellow gold' })).not.toBeInTheDocument();
    expect(within(gallery()).getAllByRole('img', { name: 'Aurora on a hand' }).length).toBeGreaterThan(0);
  });

  it('puts the chosen variant in the cart, with its SKU, options and price', async () => {
    const user = userEvent.setup();
    stubTwoMetals();
    renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'Rose Gold' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Size 1');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    const stored = JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}');
    expect(stored.lines).toMatchObject([
      {
        product_id: 1,
        variant_id: 21,
        sku: 'LJ-00001-RG14K-SIZE1',
        options: { metal: 'Rose Gold', purity: '14k', size: 'Size 1' },
        size: 'Size 1',
        unit_price: 12000,
      },
    ]);
  });

  it('opens a shared link on the variant it names, and a sold-out one cannot be added', async () => {
    stubTwoMetals();
    renderProduct('1?variant=22');
    expect(await screen.findByRole('radio', { name: 'Rose Gold' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('Size 2');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BUY NOW' })).toBeDisabled();
  });

  it('says a combination is not offered, and adds nothing, when a metal does not come in the size chosen', async () => {
    const user = userEvent.setup();
    stubTwoMetals();
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 3');
    await user.click(screen.getByRole('radio', { name: 'Rose Gold' }));
    expect(screen.getByText('Not offered in Rose Gold, 14K, Size 3: choose another size.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  });

  it('tells search engines the range of its variants’ prices', () => {
    expect(productJsonLd({ ...TWO_METALS, price_from: 12000, price_to: 16000 }, 'https://shop.test').offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 120,
      highPrice: 160,
      offerCount: 5,
      url: 'https://shop.test/product-details/1',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
  });
});
