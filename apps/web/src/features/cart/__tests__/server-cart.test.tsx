/**
 * A signed-in customer's cart (features/cart/api/use-cart.ts) through /cart: it is the server's (`GET /api/cart`); a change shows
 * at once, before the server answers (optimistic), the server's answer then stands; a refusal puts the cart back
 * as it was and says why in a toast. Quick changes go to the server one after another, in order.
 */
import type { Cart } from '@lumen/contract/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { deferred, ok, refused, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { useAddToCart } from '../api/add-to-cart';
import { CartScreen } from '../cart-screen';
import { FALL25, line, PENDANT, RING, serverCart } from './cart-fixtures';

const GET = 'GET /api/cart';
const PATCH_RING = 'PATCH /api/cart/items/11';
const DELETE_PENDANT = 'DELETE /api/cart/items/12';

const ring = (quantity: number) => line(RING, 11, quantity, 'Size 2');
const pendant = line(PENDANT, 12, 1);

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const amount = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
const quantityOf = (name: string) => screen.getByRole('status', { name: `Quantity of ${name}` });

/** Renders /cart once the first GET has answered `cart`. */
async function renderCart(api: ReturnType<typeof stubApi>) {
  renderWithApp(<CartScreen />, { route: '/cart' });
  await screen.findByRole('article', { name: 'Aurora Solitaire Ring' });
  expect(api.count(GET)).toBe(1);
}

const bodyOf = (api: ReturnType<typeof stubApi>, key: string) => {
  const index = api.calls.indexOf(key);
  return JSON.parse(String((api.fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.body ?? 'null'));
};

describe('the signed-in customer’s cart', () => {
  it('reads the server cart and sends the token', async () => {
    signIn('token-xyz');
    const api = stubApi({ [GET]: () => ok(serverCart([ring(1), pendant], [], FALL25)) });
    await renderCart(api);
    expect(amount('Subtotal')).toBe('$290.00');
    expect(amount('Total')).toBe('$295.00');
    const [, init] = api.fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-xyz');
  });

  it('a new quantity shows at once, with its totals, before the server answers, then the server’s cart stands', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    const api = stubApi({ [GET]: () => ok(serverCart([ring(1), pendant])), [PATCH_RING]: () => answer.promise });
    await renderCart(api);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Aurora Solitaire Ring' }));
    expect(quantityOf('Aurora Solitaire Ring')).toHaveTextContent('2');
    expect(amount('Subtotal')).toBe('$450.00');
    await waitFor(() => expect(api.count(PATCH_RING)).toBe(1));
    expect(bodyOf(api, PATCH_RING)).toEqual({ quantity: 2 });
    expect(within(summary()).getByRole('link', { name: 'CHECKOUT NOW' })).toHaveAttribute('aria-disabled', 'true');

    answer.resolve(ok(serverCart([ring(2), pendant]), 'Your cart has been updated.'));
    await waitFor(() =>
      expect(within(summary()).getByRole('link', { name: 'CHECKOUT NOW' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(quantityOf('Aurora Solitaire Ring')).toHaveTextContent('2');
    expect(amount('Total')).toBe('$531.00');
    expect(api.count(GET)).toBe(1);
    expect(api.unexpected).toEqual([]);
  });

  it('a change the server refuses is put back, with the server’s message', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    let cart: Cart = serverCart([ring(1), pendant]);
    const api = stubApi({ [GET]: () => ok(cart), [DELETE_PENDANT]: () => answer.promise });
    await renderCart(api);

    await user.click(screen.getByRole('button', { name: 'Delete Celeste Halo Pendant' }));
    expect(screen.queryByRole('article', { name: 'Celeste Halo Pendant' })).not.toBeInTheDocument();
    expect(amount('Subtotal')).toBe('$160.00');

    cart = serverCart([ring(1), pendant]);
    answer.resolve(refused(404, 'This cart item could not be found.'));
    expect(await screen.findByText('This cart item could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Celeste Halo Pendant' })).toBeInTheDocument();
    expect(amount('Subtotal')).toBe('$290.00');
  });

  it('a save for later that cannot reach the shop is rolled back with the could-not-reach message', async () => {
    const user = userEvent.setup();
    signIn();
    const dropped = deferred<void>();
    const api = stubApi({
      [GET]: () => ok(serverCart([ring(1), pendant])),
      [PATCH_RING]: () =>
        dropped.promise.then(() => {
          throw new TypeError('Failed to fetch');
        }),
    });
    await renderCart(api);

    await user.click(screen.getByRole('button', { name: 'Save for Later Aurora Solitaire Ring' }));
    expect(screen.getByRole('region', { name: /Saved for later/ })).toHaveTextContent('Aurora Solitaire Ring');
    expect(bodyOf(api, PATCH_RING)).toEqual({ saved_for_later: true });

    dropped.resolve();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /In your cart/ })).getByRole('article', {
        name: 'Aurora Solitaire Ring',
      }),
    ).toBeInTheDocument();
  });

  it('quick changes reach the server one after another, and only the last answer is shown', async () => {
    const user = userEvent.setup();
    signIn();
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    const api = stubApi({
      [GET]: () => ok(serverCart([ring(1), pendant])),
      [PATCH_RING]: () => (answers.shift() ?? deferred<Response>()).promise,
    });
    await renderCart(api);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Aurora Solitaire Ring' });

    await user.click(plus);
    await user.click(plus);
    expect(quantityOf('Aurora Solitaire Ring')).toHaveTextContent('3');
    await waitFor(() => expect(api.count(PATCH_RING)).toBe(1));

    first.resolve(ok(serverCart([ring(2), pendant])));
    await waitFor(() => expect(api.count(PATCH_RING)).toBe(2));
    // The first answer (2) does not undo the second change (3) still on its way.
    expect(quantityOf('Aurora Solitaire Ring')).toHaveTextContent('3');
    expect(bodyOf(api, PATCH_RING)).toEqual({ quantity: 2 });
    const last = api.fetchMock.mock.calls.at(-1)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(last?.body))).toEqual({ quantity: 3 });

    second.resolve(ok(serverCart([ring(3), pendant])));
    await waitFor(() => expect(amount('Subtotal')).toBe('$610.00'));
    expect(quantityOf('Aurora Solitaire Ring')).toHaveTextContent('3');
  });

  it('applies a coupon on the server and shows its refusal under the field', async () => {
    const user = userEvent.setup();
    signIn();
    const api = stubApi({
      [GET]: () => ok(serverCart([ring(1), pendant])),
      'PUT /api/cart/coupon': () => refused(409, 'This coupon has expired.'),
    });
    await renderCart(api);
    const code = within(summary()).getByRole('textbox', { name: 'Coupon code' });

    await user.type(code, 'OLD10');
    await user.click(within(summary()).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon has expired.'));
    expect(bodyOf(api, 'PUT /api/cart/coupon')).toEqual({ code: 'OLD10' });
    expect(amount('Subtotal')).toBe('$290.00');
  });
});

function AddButton() {
  const add = useAddToCart();
  return (
    <button type="button" onClick={() => add(PENDANT, null)}>
      Add the pendant
    </button>
  );
}

describe('ADD TO CART for a signed-in customer', () => {
  it('shows the piece in the cart at once, then the server’s line replaces the stand-in', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred<Response>();
    const api = stubApi({ [GET]: () => ok(serverCart([ring(1)])), 'POST /api/cart/items': () => answer.promise });
    renderWithApp(
      <>
        <AddButton />
        <CartScreen />
      </>,
      { route: '/cart' },
    );
    await screen.findByRole('article', { name: 'Aurora Solitaire Ring' });

    await user.click(screen.getByRole('button', { name: 'Add the pendant' }));
    const standIn = await screen.findByRole('article', { name: 'Celeste Halo Pendant' });
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(within(standIn).getByRole('button', { name: 'Delete Celeste Halo Pendant' })).toBeDisabled();
    expect(amount('Subtotal')).toBe('$290.00');
    expect(bodyOf(api, 'POST /api/cart/items')).toEqual({ product_id: PENDANT.id, size: null, quantity: 1 });

    answer.resolve(ok(serverCart([ring(1), pendant]), 'Added to your cart.'));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Celeste Halo Pendant' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('button', { name: 'Delete Celeste Halo Pendant' })).toBeEnabled();
  });
});
