/**
 * The cart's query and mutation keys. The cart's key starts with 'account', so signing out drops the cached cart;
 * every cart mutation (a change, the sign-in merge) runs in the one 'cart' scope, so they reach the server in order.
 */
export const cartKeys = {
  cart: ['account', 'cart'] as const,
  /** A change to the signed-in customer's cart: the page can tell while the cart is still changing. */
  change: ['cart', 'change'] as const,
  /** The browser cart joining the account's at sign-in. */
  merge: ['cart', 'merge'] as const,
  coupon: (code: string) => ['coupon', code.toUpperCase()] as const,
};

export const CART_MUTATION_SCOPE = { id: 'cart' };
