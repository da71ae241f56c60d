/**
 * A visitor's cart (features/cart/api/use-cart.ts over features/cart/visitor-cart.ts) through /cart: lines kept in this browser, quantity,
 * Delete, Save for Later and Move to Cart, the totals by the contract's pricing rule, and a coupon previewed through
 * the public coupon endpoint. Nothing but the coupon check goes to the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { CartScreen } from '../cart-screen';
import { addToVisitorCart, getVisitorCart } from '../visitor-cart';
import { FALL25, PENDANT, RING } from './cart-fixtures';

function renderCart() {
  return renderWithApp(<CartScreen />, { route: '/cart' });
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

/** The amount a summary row shows, e.g. amount('Subtotal') → '$290.00'. */
function amount(label: string | RegExp): string {
  const term = within(summary()).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

const card = (name: string) => screen.getByRole('article', { name });

async function expectTotals(subtotal: string, gst: string, total: string) {
  await waitFor(() => expect(amount('Subtotal')).toBe(subtotal));
  expect(amount('GST & Taxes (18%)')).toBe(gst);
  expect(amount('Total')).toBe(total);
}

describe('the visitor cart', () => {
  it('adds a piece once per product and size: the same again adds to its quantity', () => {
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(RING, 'Size 3');
    addToVisitorCart(PENDANT, null);
    expect(getVisitorCart().lines.map((line) => [line.name, line.size, line.quantity])).toEqual([
      ['Aurora Solitaire Ring', 'Size 2', 2],
      ['Aurora Solitaire Ring', 'Size 3', 1],
      ['Celeste Halo Pendant', null, 1],
    ]);
  });

  it('shows every line with its size, delivery window and price, and prices the cart with 18 % GST', async () => {
    const api = stubApi({});
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    renderCart();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Shopping Cart' })).toBeInTheDocument();
    const ring = card('Aurora Solitaire Ring');
    expect(within(ring).getByText('Size 2')).toBeInTheDocument();
    expect(within(ring).getByText('$160.00 × 1')).toBeInTheDocument();
    expect(
      within(ring).getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/),
    ).toBeInTheDocument();
    expect(within(card('Celeste Halo Pendant')).getByText('One size')).toBeInTheDocument();
    await expectTotals('$290.00', '$52.20', '$342.20');
    expect(within(summary()).getByText(/Free insured delivery/)).toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: 'CHECKOUT NOW' })).toHaveAttribute('href', '/cart/checkout');
    expect(api.calls).toEqual([]);
  });

  it('taxes each piece at its class’s rate, and shows each rate’s tax when they differ', async () => {
    stubApi({});
    // The ring is gold jewellery (3 %, HSN 7113): 3 % of $160.00 is $4.80; the pendant has no class: 18 % of $130.00.
    addToVisitorCart({ ...RING, tax: { hsn: '7113', rate_percent: 3 } }, 'Size 2');
    addToVisitorCart(PENDANT, null);
    renderCart();
    await waitFor(() => expect(amount('GST & Taxes')).toBe('$28.20'));
    expect(amount('GST 3% · HSN 7113')).toBe('$4.80');
    expect(amount('GST 18%')).toBe('$23.40');
    expect(amount('Total')).toBe('$318.20');
  });

  it('shows its totals with the first paint: the pricing rule is never still on its way', () => {
    stubApi({});
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    renderCart();
    // No waiting: a blank Total (the summary rendered before its pricing code arrived) was a visible flash.
    expect(amount('Total')).toBe('$342.20');
    expect(summary()).not.toHaveAttribute('aria-busy', 'true');
  });

  it('changes quantities (never below 1), saves for later, moves back and deletes, keeping the totals in step', async () => {
    const user = userEvent.setup();
    stubApi({});
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    renderCart();
    await expectTotals('$290.00', '$52.20', '$342.20');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Aurora Solitaire Ring' }));
    expect(within(card('Aurora Solitaire Ring')).getByText('$320.00')).toBeInTheDocument();
    await expectTotals('$450.00', '$81.00', '$531.00');
    expect(getVisitorCart().lines[0]?.quantity).toBe(2);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Celeste Halo Pendant' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save for Later Aurora Solitaire Ring' }));
    const saved = screen.getByRole('region', { name: /Saved for later/ });
    expect(within(saved).getByRole('article', { name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /In your cart/ })).not.toHaveTextContent('Aurora Solitaire Ring');
    await expectTotals('$130.00', '$23.40', '$153.40');

    await user.click(within(saved).getByRole('button', { name: 'Move to Cart Aurora Solitaire Ring' }));
    expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument();
    await expectTotals('$450.00', '$81.00', '$531.00');

    await user.click(screen.getByRole('button', { name: 'Delete Celeste Halo Pendant' }));
    expect(screen.queryByRole('article', { name: 'Celeste Halo Pendant' })).not.toBeInTheDocument();
    await expectTotals('$320.00', '$57.60', '$377.60');
    expect(getVisitorCart().lines.map((line) => line.name)).toEqual(['Aurora Solitaire Ring']);

    await user.click(screen.getByRole('button', { name: 'Delete Aurora Solitaire Ring' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DISCOVER THE COLLECTION' })).toHaveAttribute('href', '/product');
  });

  it('previews a coupon through the public endpoint: rings only, then Remove', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/coupons/fall25': () => ok(FALL25, 'This coupon can be used.'),
      'GET /api/coupons/NOPE': () => refused(404, 'This coupon code is not valid.'),
    });
    addToVisitorCart(RING, 'Size 2');
    addToVisitorCart(PENDANT, null);
    renderCart();
    await expectTotals('$290.00', '$52.20', '$342.20');
    const code = within(summary()).getByRole('textbox', { name: 'Coupon code' });

    await user.click(within(summary()).getByRole('button', { name: 'Apply Now' }));
    expect(code).toHaveAccessibleDescription('Coupon code is required');
    expect(code).toHaveFocus();

    await user.type(code, 'NOPE');
    await user.click(within(summary()).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon code is not valid.'));

    await user.clear(code);
    await user.type(code, 'fall25');
    await user.click(within(summary()).getByRole('button', { name: 'Apply Now' }));
    await waitFor(() => expect(amount(/^Coupon/)).toBe('−$40.00'));
    // 25 % of the ring alone: the pendant is not a ring.
    await expectTotals('$290.00', '$45.00', '$295.00');
    expect(getVisitorCart().coupon).toBe('FALL25');

    await user.click(within(summary()).getByRole('button', { name: 'Remove coupon FALL25' }));
    await expectTotals('$290.00', '$52.20', '$342.20');
    expect(getVisitorCart().coupon).toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});
