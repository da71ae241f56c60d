/**
 * The product page's price breakup (issue 29): a variant priced from the metal rate shows what its price is made of
 * (metal weight × rate, making, stones, other, GST, total) and the time of the rate; one with a fixed price shows none;
 * the breakup follows the variant chosen.
 */
import type { Product } from '@lumen/contract/catalog';
import type { Variant } from '@lumen/contract/variants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auroraWith, stubCatalogFetch } from '../../../test/catalog';
import { priceAsOfWords } from '../components/price-breakup';
import { renderProduct } from './product-details-setup';

const computed = (id: number, size: string): Variant => ({
  id,
  sku: `LJ-00001-RG22K-${id}`,
  options: { metal: 'Rose Gold', purity: '22k', size },
  price: 77_387,
  original_price: 78_642,
  weight_g: 4.25,
  stock_state: 'in_stock',
  stock_left: null,
  hallmark: null,
  pricing: 'computed',
  breakup: {
    metal: { weight_g: 4.25, rate: 9_850, amount: 41_863 },
    making: 5_024,
    stones: 30_000,
    other: 500,
    tax: 13_930,
    total: 91_317,
  },
  price_as_of: '2026-11-28T07:35:00.000Z',
});

const PIECE: Product = {
  ...auroraWith({ variants: [computed(31, 'Size 1')] }),
  options: [
    {
      name: 'metal',
      label: 'Metal',
      values: [
        { value: 'Gold', label: 'Yellow Gold' },
        { value: 'Rose Gold', label: 'Rose Gold' },
      ],
    },
    {
      name: 'purity',
      label: 'Purity',
      values: [
        { value: '18k', label: '18K' },
        { value: '22k', label: '22K' },
      ],
    },
    {
      name: 'size',
      label: 'Size',
      values: ['Size 1', 'Size 2', 'Size 3'].map((size) => ({ value: size, label: size })),
    },
  ],
};

describe('Product page: the price breakup', () => {
  it('shows none for a fixed price, and the parts and the time of the rate for a computed one', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: PIECE } }) });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    expect(screen.queryByText('Price breakup')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rose Gold' }));
    await user.click(screen.getByText('Price breakup'));
    const table = screen.getByRole('table', { name: 'What the price is made of' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Metal \(Rose Gold, 22K\)/)).toHaveTextContent('4.25 g × $98.50/g$418.63');
    expect(row(/^Making charges/)).toHaveTextContent('$50.24');
    expect(row(/^Stones/)).toHaveTextContent('$300.00');
    expect(row(/^Other/)).toHaveTextContent('$5.00');
    expect(row(/^GST \(18%\)/)).toHaveTextContent('$139.30');
    expect(row(/^Total \(incl\. GST\)/)).toHaveTextContent('$913.17');
    expect(screen.getByText(priceAsOfWords('2026-11-28T07:35:00.000Z'))).toBeInTheDocument();
    // In the shop's clock (India), whatever the browser's.
    expect(priceAsOfWords('2026-11-28T07:35:00.000Z')).toBe('Price as of 28 Nov 2026, 1:05 pm IST');
  });
});
