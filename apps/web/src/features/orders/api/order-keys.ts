/**
 * The keys of the signed-in customer's orders. Checkout, its confirmation and the orders screens share them; they
 * start with 'account', so signing out drops them.
 */
export const orderKeys = {
  all: ['account', 'orders'] as const,
  list: ['account', 'orders', 'list'] as const,
  one: (id: string) => ['account', 'orders', 'one', id] as const,
};
