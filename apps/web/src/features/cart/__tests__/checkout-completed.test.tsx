/** /cart/checkout/completed: 'Order Placed!', the real order id from `?order=`, its details link and BACK TO HOME. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, signIn, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { CheckoutCompletedScreen } from '../checkout-completed-screen';
import { ORDER } from './cart-fixtures';

describe('Order Placed!', () => {
  it('names the order, links to its details and home, and shows its total', async () => {
    signIn();
    stubApi({ [`GET /api/orders/${ORDER.order_id}`]: () => ok(ORDER) });
    renderWithApp(<CheckoutCompletedScreen />, { route: `/cart/checkout/completed?order=${ORDER.order_id}` });

    expect(screen.getByRole('heading', { level: 1, name: 'Order Placed!' })).toBeInTheDocument();
    expect(screen.getByText(ORDER.order_id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW ORDER DETAILS' })).toHaveAttribute(
      'href',
      `/order-details/${ORDER.order_id}`,
    );
    expect(screen.getByRole('link', { name: 'BACK TO HOME' })).toHaveAttribute('href', '/home');
    expect(await screen.findByText('$188.80')).toBeInTheDocument();
  });

  it('without an order id goes to My Orders', () => {
    signIn();
    stubApi({});
    renderWithApp(<CheckoutCompletedScreen />, { route: '/cart/checkout/completed' });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });
});
