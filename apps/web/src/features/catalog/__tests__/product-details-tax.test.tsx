/**
 * The product page and the piece's tax class (decision 036): its price excluding GST with an "excl. GST" note, or,
 * when the owner shows prices including GST, with GST at the piece's own rate; the breakup's GST row names that rate
 * and the HSN code.
 */
import type { Product } from '@lumen/contract/catalog';
import { formatCents } from '@lumen/contract/money';
import { priceWithTax } from '@lumen/contract/tax';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_ONLY } from '../../../test/api-stub';
import { AURORA, stubCatalogFetch } from '../../../test/catalog';
import { renderProduct } from './product-details-setup';

const GOLD = { hsn: '7113', rate_percent: 3 };
const PIECE: Product = { ...AURORA, tax: GOLD };

function open(including: boolean) {
  stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: PIECE } }) });
  renderProduct(1, { ...BASE_ONLY, prices_include_tax: including });
}

describe('Product page: the price and GST', () => {
  it('shows the price as the API gives it, excluding GST, and says so', async () => {
    open(false);
    await screen.findByRole('heading', { level: 1, name: PIECE.name });
    const price = document.querySelector('.product-price') as HTMLElement;
    expect(price).toHaveTextContent(formatCents(PIECE.price));
    expect(within(price).getByText('excl. GST')).toBeInTheDocument();
  });

  it('shows the price including GST at the piece’s own rate (3 % for gold jewellery) when the owner chose so', async () => {
    open(true);
    await screen.findByRole('heading', { level: 1, name: PIECE.name });
    const price = document.querySelector('.product-price') as HTMLElement;
    expect(price.querySelector('.product-price__amount')).toHaveTextContent(
      formatCents(priceWithTax(PIECE.price, GOLD)),
    );
    expect(price.querySelector('.product-price__original')).toHaveTextContent(
      formatCents(priceWithTax(PIECE.original_price, GOLD)),
    );
    expect(within(price).getByText('incl. GST')).toBeInTheDocument();
  });

  it('names the piece’s rate and HSN code in the breakup’s GST row', async () => {
    const user = userEvent.setup();
    const variant = PIECE.variants[0];
    if (!variant) throw new Error('Aurora has variants');
    const computed = {
      ...variant,
      pricing: 'computed' as const,
      breakup: {
        metal: { weight_g: 4, rate: 10_000, amount: 40_000 },
        making: 0,
        stones: 0,
        other: 0,
        tax: 1_200,
        total: 41_200,
      },
      price_as_of: '2026-11-28T07:35:00.000Z',
    };
    stubCatalogFetch({
      product: () => ({ status: 200, body: { status: true, message: 'OK', data: { ...PIECE, variants: [computed] } } }),
    });
    renderProduct();
    await user.click(await screen.findByText('Price breakup'));
    const table = screen.getByRole('table', { name: 'What the price is made of' });
    expect(within(table).getByRole('row', { name: /^GST \(3%\)/ })).toHaveTextContent('HSN 7113$12.00');
  });
});
