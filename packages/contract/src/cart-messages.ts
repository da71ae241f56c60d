/**
 * The cart's messages, shared by the server's answers, the browser cart's own refusals and the tests. No zod here
 * (cart.ts re-exports them), so a page can use them without loading the schemas.
 */
import { CART_LINES_MAX, CART_QUANTITY_MAX } from './cart-pricing';

export const CART_MESSAGES = {
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${CART_QUANTITY_MAX}`,
  sizeRequired: 'Please choose a size',
  sizeUnknown: 'Please choose one of the sizes offered for this piece',
  sizeNotOffered: 'This piece comes in one size only',
  variantUnknown: 'That choice is not offered for this piece: choose another metal, purity or size',
  patchEmpty: 'Give a quantity or saved_for_later',
  tooManyOfOne: `You can have at most ${CART_QUANTITY_MAX} of one piece in your cart.`,
  tooManyLines: `Your cart can hold at most ${CART_LINES_MAX} different pieces.`,
  productNotFound: 'This product could not be found.',
  lineNotFound: 'This cart item could not be found.',
  /** A coupon on a cart below its minimum subtotal (`minimum` as the shop shows it, "$50.00"); no zod, for the browser cart. */
  couponBelowMinimum: (minimum: string) => `This coupon needs a subtotal of at least ${minimum}.`,
  /** The answer to an add, and the wishlist's toast once a piece is in the cart. */
  added: 'Added to your cart.',
  /** The answer once the shopper takes today's prices of the lines whose held price ran out. */
  pricesTaken: 'Your cart now shows today’s prices.',
} as const;
