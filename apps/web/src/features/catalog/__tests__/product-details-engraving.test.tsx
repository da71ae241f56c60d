/**
 * The product page's personalisation: engraving words in a font with a live preview, checked with the server's rule
 * before anything is added; an initial (A–Z) on a piece made with one; the lead time and the final-sale word shown
 * before the shopper adds; the words travelling on the cart line (other words, another line).
 */
import { ENGRAVING_MESSAGES } from '@lumen/contract/engraving-words';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signIn, stubApi } from '../../../test/api-stub';
import { auroraWith, stubCatalogFetch } from '../../../test/catalog';
import { renderProduct } from './product-details-setup';

const storedLines = () => JSON.parse(window.localStorage.getItem('lumen-cart') ?? '{}').lines;

describe('Product page: engraving', () => {
  it('engraves the words in the chosen font, previews them, and keeps two engravings as two lines', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');
    await user.click(screen.getByRole('checkbox', { name: 'Engrave it, free (up to 20 characters)' }));
    expect(screen.getByText(`Made to order: ships in 5 days. ${ENGRAVING_MESSAGES.nonReturnable}`)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Words to engrave' }), 'A & R');
    await user.click(screen.getByRole('radio', { name: 'Classic serif' }));
    const preview = screen.getByRole('status', { name: 'Preview of your engraving' });
    expect(preview).toHaveTextContent('A & R');
    expect(preview).toHaveClass('engraving-font--serif');
    expect(screen.getByText('5 of 20 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(storedLines()).toMatchObject([
      { size: 'Size 2', engraving: { text: 'A & R', font: 'serif' }, lead_days: 5, quantity: 1 },
    ]);
  });

  it('refuses words the engraver cannot cut or too many, beside the field, and adds nothing', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');
    await user.click(screen.getByRole('checkbox', { name: /Engrave it/ }));
    const words = screen.getByRole('textbox', { name: 'Words to engrave' });
    await user.type(words, 'A ♥ R');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(words).toHaveFocus();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(words).toHaveAccessibleDescription(expect.stringContaining(ENGRAVING_MESSAGES.characters));
    await user.clear(words);
    await user.type(words, 'Forever and always, R');
    await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(words).toHaveAccessibleDescription(expect.stringContaining(ENGRAVING_MESSAGES.tooLong(20)));
    expect(window.localStorage.getItem('lumen-cart')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/product-details/1');
  });

  it('a signed-in customer’s engraving goes to the server with the line', async () => {
    const user = userEvent.setup();
    signIn();
    const PRODUCT = 'GET /api/catalog/products/1';
    const ADD = 'POST /api/cart/items';
    const api = stubApi({ [PRODUCT]: () => ok(auroraWith({})), [ADD]: () => ok({}) });
    renderProduct();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), 'Size 2');
    await user.click(screen.getByRole('checkbox', { name: /Engrave it/ }));
    await user.type(screen.getByRole('textbox', { name: 'Words to engrave' }), 'Always');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(api.count(ADD)).toBe(1));
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url) === '/api/cart/items') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ engraving: { text: 'Always', font: 'script' } });
  });
});

describe('Product page: an initial', () => {
  it('asks for the letter before adding, and adds it without a font', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: {
          status: true,
          message: 'OK',
          data: {
            ...auroraWith({ sizes: [] }),
            personalisation: { kind: 'initial', max_length: 1, fonts: [], lead_days: 7 },
          },
        },
      }),
    });
    renderProduct();
    const letter = await screen.findByRole('combobox', { name: 'Your initial' });
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(letter).toHaveFocus();
    expect(letter).toHaveAccessibleDescription(ENGRAVING_MESSAGES.required);
    await user.selectOptions(letter, 'R');
    expect(screen.getByRole('status', { name: 'Preview of your initial' })).toHaveTextContent('R');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(storedLines()).toMatchObject([{ engraving: { text: 'R' }, lead_days: 7 }]);
  });
});
