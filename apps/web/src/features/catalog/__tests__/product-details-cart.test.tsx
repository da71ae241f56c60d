/**
 * The product page's ADD TO CART and BUY NOW: the chosen size goes into the cart, a missing size is asked for first,
 * and a refusal keeps the shopper on the page with the reason.
 */
import { CART_QUANTITY_MAX } from '@lumen/contract/cart-pricing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, signIn, stubApi } from '../../../test/api-stub';
import { AURORA, auroraWith, stubCatalogFetch } from '../../../test/catalog';
import { renderProduct } from './product-details-setup';

describe('Product page: adding to the cart', () => {
  it('ADD TO CART puts the chosen size in the cart and opens /cart', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    const stored = JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}');
    expect(stored.lines).toMatchObject([
      { product_id: 1, name: 'Aurora Solitaire Ring', size: 'Size 2', quantity: 1, unit_price: 16000 },
    ]);
  });

  it('BUY NOW puts the chosen size in the cart and goes to checkout', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 3');
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout'));
    expect(JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}').lines[0].size).toBe('Size 3');
  });

  it('without a size, ADD TO CART and BUY NOW ask for one beside the Size select and add nothing', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    const size = await screen.findByRole('combobox', { name: 'Size' });

    for (const name of ['ADD TO CART', 'BUY NOW']) {
      await user.click(screen.getByRole('button', { name }));
      expect(size).toHaveFocus();
      expect(size).toHaveAttribute('aria-invalid', 'true');
      expect(size).toHaveAccessibleDescription('Please choose a size');
      expect(screen.getByTestId('location')).toHaveTextContent('/product-details/1');
    }
    expect(window.localStorage.getItem('lumen-cart')).toBeNull();

    await user.selectOptions(size, 'Size 1');
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please choose a size')).not.toBeInTheDocument();
  });

  it('adds a piece without sizes as it is', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({
      product: () => ({ status: 200, body: { status: true, message: 'OK', data: auroraWith({ sizes: [] }) } }),
    });
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}').lines[0].size).toBeNull();
  });

  describe('a refused add stays on the page with the reason; only a success moves on', () => {
    const PRODUCT = 'GET /api/catalog/products/1';
    const ADD = 'POST /api/cart/items';
    const TOO_MANY = `You can have at most ${CART_QUANTITY_MAX} of one piece in your cart.`;

    it.each([
      ['ADD TO CART', '/cart'],
      ['BUY NOW', '/cart/checkout'],
    ])('a signed-in customer: %s refused by the server', async (name, next) => {
      const user = userEvent.setup();
      signIn();
      let answer = () => refused(409, TOO_MANY);
      const api = stubApi({ [PRODUCT]: () => ok(AURORA), [ADD]: () => answer() });
      renderProduct();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');

      await user.click(screen.getByRole('button', { name }));
      expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
      expect(api.count(ADD)).toBe(1);
      expect(screen.getByTestId('location')).toHaveTextContent('/product-details/1');
      expect(screen.getByRole('button', { name })).toBeEnabled();

      answer = () => ok({});
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(next));
      expect(api.count(ADD)).toBe(2);
    });

    it('a visitor whose browser cart already holds the most of this piece', async () => {
      const user = userEvent.setup();
      const full = {
        id: 1,
        product_id: AURORA.id,
        slug: AURORA.slug,
        name: AURORA.name,
        description: AURORA.description,
        image: AURORA.images[0],
        size: 'Size 2',
        quantity: CART_QUANTITY_MAX,
        unit_price: AURORA.price,
        category: AURORA.category,
        saved_for_later: false,
      };
      window.localStorage.setItem('lumen-cart', JSON.stringify({ lines: [full], coupon: null }));
      stubCatalogFetch();
      renderProduct();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');

      await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
      expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/product-details/1');
      expect(JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}').lines).toMatchObject([
        { size: 'Size 2', quantity: CART_QUANTITY_MAX },
      ]);

      // Another size is another line, and goes in.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Size 3');
      await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    });
  });
});
