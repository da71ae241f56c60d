/**
 * /wishlist's cards (features/account/wishlist-screen.tsx): each shows the piece's selling price with the original
 * struck through, as the listing's cards do, and puts the piece in the cart from the card: a piece with sizes needs
 * one chosen on the card first; a success says so in a toast and stays on the wishlist; a refusal says why in an
 * error toast and changes nothing.
 */
import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import type { WishlistItem } from '@lumen/contract/wishlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, PROFILE, refused, signIn, stubApi } from '../../../test/api-stub';
import { AURORA, BEST_SELLERS } from '../../../test/catalog';
import { renderWithApp } from '../../../test/render';
import { line, PENDANT, serverCart } from '../../cart/__tests__/cart-fixtures';
import { WishlistScreen } from '../wishlist-screen';

const celeste = BEST_SELLERS[1] as (typeof BEST_SELLERS)[number];
const CELESTE_PRODUCT = { ...AURORA, ...celeste, sizes: [] };

const item = (product: typeof AURORA): WishlistItem => ({
  product_id: product.id,
  title: product.name,
  images: product.images,
  photo: null,
  price: product.price,
  original_price: product.original_price,
  sizes: product.sizes,
  variant_id: null,
  sku: null,
  options: {},
});

const LIST = 'GET /api/wishlist/list';
const ADD = 'POST /api/cart/items';

function stubWishlist(add: () => Response | Promise<Response> = () => ok(serverCart([line(PENDANT, 12, 1)]))) {
  return stubApi({
    [LIST]: () => ok({ wishlist: [item(AURORA), item(CELESTE_PRODUCT)] }),
    'GET /api/account/userData': () => ok(PROFILE),
    [`GET /api/catalog/products/${AURORA.id}`]: () => ok(AURORA),
    [`GET /api/catalog/products/${celeste.id}`]: () => ok(CELESTE_PRODUCT),
    [ADD]: add,
  });
}

/** The card of the piece named `name`: the article its heading sits in. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

/** Renders /wishlist once the list has answered; answers Celeste's card. */
async function renderWishlist() {
  renderWithApp(<WishlistScreen />, { route: '/wishlist' });
  await screen.findByRole('heading', { name: celeste.name });
  return cardOf(celeste.name);
}

const bodyOf = (api: ReturnType<typeof stubApi>, key: string) => {
  const index = api.calls.indexOf(key);
  return JSON.parse(String((api.fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.body ?? 'null'));
};

describe('the wishlist cards', () => {
  it('show the selling price, with the original price struck through', async () => {
    signIn();
    stubWishlist();
    const card = await renderWishlist();
    const original = within(card).getByText('$175.00', { exact: false });
    expect(original.closest('del')).not.toBeNull();
    expect(within(card).getByText('$130.00').closest('del')).toBeNull();
  });

  it('a piece with sizes needs a size chosen on the card; then ADD TO CART adds that size and says so', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubWishlist();
    await renderWishlist();
    const card = cardOf(AURORA.name);
    const add = within(card).getByRole('button', { name: `ADD TO CART ${AURORA.name}` });

    await user.click(add);
    expect(await within(card).findByText(CART_MESSAGES.sizeRequired)).toBeInTheDocument();
    const size = within(card).getByRole('combobox', { name: `Size of ${AURORA.name}` });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveFocus();
    expect(api.count(ADD)).toBe(0);

    await user.selectOptions(size, 'Size 2');
    expect(within(card).queryByText(CART_MESSAGES.sizeRequired)).toBeNull();
    await user.click(add);
    expect(await screen.findByText(CART_MESSAGES.added)).toBeInTheDocument();
    expect(bodyOf(api, ADD)).toEqual({ product_id: AURORA.id, size: 'Size 2', quantity: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/wishlist');
  });

  it('a one-size piece has no size choice and goes to the cart without one', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubWishlist();
    const card = await renderWishlist();
    expect(within(card).queryByRole('combobox')).toBeNull();

    await user.click(within(card).getByRole('button', { name: `ADD TO CART ${celeste.name}` }));
    expect(await screen.findByText(CART_MESSAGES.added)).toBeInTheDocument();
    expect(bodyOf(api, ADD)).toEqual({ product_id: celeste.id, size: null, quantity: 1 });
  });

  it('a refused add says why in an error toast, stays on the wishlist and keeps the piece there', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubWishlist(() => refused(409, CART_MESSAGES.tooManyOfOne));
    const card = await renderWishlist();

    await user.click(within(card).getByRole('button', { name: `ADD TO CART ${celeste.name}` }));
    expect(await screen.findByText(CART_MESSAGES.tooManyOfOne)).toBeInTheDocument();
    await waitFor(() => expect(api.count(ADD)).toBe(1));
    expect(screen.queryByText(CART_MESSAGES.added)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/wishlist');
    expect(cardOf(celeste.name)).toBeInTheDocument();
  });
});
