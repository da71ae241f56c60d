/**
 * The cart's rules as pure functions, without React, storage or transport: what a change does to a cart on screen
 * (`applyCartChange`, the optimistic guess for a signed-in customer's cart), the browser cart's lines (add, set
 * quantity, save for later, remove) and its prices (the contract's zod-free `cartTotals`), and what a sign-in merge
 * sends. Amounts are integer cents.
 */
import type {
  AppliedCoupon,
  Cart,
  CartLine,
  CartMergeRequest,
  CartMergeResult,
  CartTotals,
} from '@lumen/contract/cart';
import { CART_MESSAGES } from '@lumen/contract/cart-messages';
import { CART_LINES_MAX, CART_QUANTITY_MAX, cartTotals } from '@lumen/contract/cart-pricing';
import type { Category, ProductImage, ProductPhoto } from '@lumen/contract/catalog';
import type { CouponCheck } from '@lumen/contract/coupons';
import type { Engraving } from '@lumen/contract/engraving-words';
import { formatCents } from '@lumen/contract/money';
import type { LineTax } from '@lumen/contract/tax';
import type { VariantOptions } from '@lumen/contract/variant-words';

/** What the cart keeps of a product: the product page's `Product` fits. */
export type CartProduct = {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: ProductImage;
  /** The primary uploaded photo (the listing's `photo`); a piece without one shows `image`. */
  photo?: ProductPhoto | null;
  price: number;
  category: Category;
  /** The HSN code and GST rate it is taxed at (a piece kept before tax classes: the standard 18 %). */
  tax?: LineTax | undefined;
  /** The variant chosen on the product page (its `price` is the variant's); without it the server takes the default. */
  variant?: { id: number; sku: string; options: VariantOptions } | undefined;
  /** The words (or initial) to engrave, as the server keeps them (contract `checkEngraving`), and the workshop's days. */
  personalised?: { engraving: Engraving; lead_days: number } | undefined;
};

const sameEngraving = (a: Engraving | null, b: Engraving | null) => a?.text === b?.text && a?.font === b?.font;

/**
 * Whether a line holds `product` in `size` with the same engraving: the same variant, or (a line or a choice without
 * one) piece and size.
 */
const holds = (
  line: Pick<CartLine, 'product_id' | 'size' | 'variant_id' | 'engraving'>,
  product: CartProduct,
  size: string | null,
) =>
  sameEngraving(line.engraving, product.personalised?.engraving ?? null) &&
  (line.variant_id !== null && product.variant
    ? line.variant_id === product.variant.id
    : line.product_id === product.id && line.size === size);

/** What a new line says of its engraving: the chosen words, made to order in the workshop's days; or none. */
const engravingFields = (product: CartProduct): Pick<CartLine, 'engraving' | 'lead_days'> => ({
  engraving: product.personalised?.engraving ?? null,
  lead_days: product.personalised?.lead_days ?? null,
});

/** What a new line says of its variant: the one chosen, or none yet (the server names the piece's default). */
const variantFields = (product: CartProduct): Pick<CartLine, 'variant_id' | 'sku' | 'options'> =>
  product.variant
    ? { variant_id: product.variant.id, sku: product.variant.sku, options: product.variant.options }
    : { variant_id: null, sku: null, options: {} };

/** A line of the browser cart: the product's snapshot for display, and whether it is saved for later. */
export type VisitorCartLine = Omit<CartLine, 'line_total'> & { saved_for_later: boolean };
export type VisitorCart = { lines: ReadonlyArray<VisitorCartLine>; coupon: string | null };

export const EMPTY_VISITOR_CART: VisitorCart = { lines: [], coupon: null };

/** A change to the cart, as the server cart's mutation takes it. */
export type CartChange =
  | { kind: 'add'; product: CartProduct; size: string | null; quantity: number }
  | { kind: 'quantity'; id: number; quantity: number }
  | { kind: 'saved'; id: number; saved: boolean }
  | { kind: 'remove'; id: number }
  | { kind: 'coupon'; code: string }
  | { kind: 'no-coupon' };

const withTotal = (line: CartLine): CartLine => ({ ...line, line_total: line.unit_price * line.quantity });

/** The id of a line the server has not named yet: below every stand-in the cart already holds (-1, -2, …). */
export function temporaryLineId(cart: Pick<Cart, 'items' | 'saved'>): number {
  return [...cart.items, ...cart.saved].reduce((lowest, line) => Math.min(lowest, line.id), 0) - 1;
}

/** The cart as it will be once `change` has landed: lines, saved list, coupon and totals follow the change at once. */
export function applyCartChange(cart: Cart, change: CartChange): Cart {
  let items = [...cart.items];
  let saved = [...cart.saved];
  let coupon = cart.coupon;
  switch (change.kind) {
    case 'add': {
      const same = (line: CartLine) => holds(line, change.product, change.size);
      const existing = items.find(same) ?? saved.find(same);
      saved = saved.filter((line) => line !== existing);
      const quantity = Math.min((existing?.quantity ?? 0) + change.quantity, CART_QUANTITY_MAX);
      const line: CartLine = existing
        ? { ...existing, quantity }
        : {
            // A stand-in until the server names the line.
            id: temporaryLineId(cart),
            product_id: change.product.id,
            slug: change.product.slug,
            name: change.product.name,
            description: change.product.description,
            image: change.product.image,
            photo: change.product.photo ?? null,
            size: change.size,
            quantity,
            unit_price: change.product.price,
            line_total: 0,
            category: change.product.category,
            tax: change.product.tax,
            ...variantFields(change.product),
            ...engravingFields(change.product),
          };
      items =
        existing && items.includes(existing)
          ? items.map((each) => (each === existing ? line : each))
          : [...items, line];
      break;
    }
    case 'quantity':
      items = items.map((line) => (line.id === change.id ? { ...line, quantity: change.quantity } : line));
      break;
    case 'saved': {
      const [from, to] = change.saved ? [items, saved] : [saved, items];
      const moving = from.find((line) => line.id === change.id);
      if (moving) {
        const rest = from.filter((line) => line !== moving);
        const joined = [...to, moving];
        [items, saved] = change.saved ? [rest, joined] : [joined, rest];
      }
      break;
    }
    case 'remove':
      items = items.filter((line) => line.id !== change.id);
      saved = saved.filter((line) => line.id !== change.id);
      break;
    case 'no-coupon':
      coupon = null;
      break;
    case 'coupon':
      break;
  }
  items = items.map(withTotal);
  saved = saved.map(withTotal);
  const totals = cartTotals(items, coupon?.valid ? coupon : null);
  return { items, saved, coupon: coupon ? { ...coupon, discount: totals.discount } : null, totals };
}

/**
 * Why the browser cart cannot take one more of a piece in a size, or null when it can: its limits are the server's
 * (at most CART_QUANTITY_MAX of one piece, CART_LINES_MAX different pieces), said in the server's words.
 */
export function visitorAddRefusal(cart: VisitorCart, product: CartProduct, size: string | null): string | null {
  const same = cart.lines.find((line) => holds(line, product, size));
  if (same) return same.quantity >= CART_QUANTITY_MAX ? CART_MESSAGES.tooManyOfOne : null;
  return cart.lines.length >= CART_LINES_MAX ? CART_MESSAGES.tooManyLines : null;
}

/** A quantity the cart accepts: a whole number from 1 to CART_QUANTITY_MAX. */
export const boundedQuantity = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 1), CART_QUANTITY_MAX);

const mapLine = (cart: VisitorCart, id: number, change: (line: VisitorCartLine) => VisitorCartLine): VisitorCart => ({
  ...cart,
  lines: cart.lines.map((line) => (line.id === id ? change(line) : line)),
});

/**
 * Adds `quantity` of one piece in one size: the same product and size again adds to its quantity (at most
 * CART_QUANTITY_MAX), and a line saved for later comes back to the cart. A new line's id follows the highest.
 */
export function addVisitorLine(
  cart: VisitorCart,
  product: CartProduct,
  size: string | null,
  quantity = 1,
): VisitorCart {
  const same = cart.lines.find((line) => holds(line, product, size));
  if (same) {
    return mapLine(cart, same.id, (line) => ({
      ...line,
      quantity: Math.min(line.quantity + quantity, CART_QUANTITY_MAX),
      saved_for_later: false,
    }));
  }
  const line: VisitorCartLine = {
    id: cart.lines.reduce((max, each) => Math.max(max, each.id), 0) + 1,
    product_id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    image: product.image,
    photo: product.photo ?? null,
    size,
    quantity: Math.min(quantity, CART_QUANTITY_MAX),
    unit_price: product.price,
    category: product.category,
    tax: product.tax,
    ...variantFields(product),
    ...engravingFields(product),
    saved_for_later: false,
  };
  return { ...cart, lines: [...cart.lines, line] };
}

export const setVisitorLineQuantity = (cart: VisitorCart, id: number, quantity: number): VisitorCart =>
  mapLine(cart, id, (line) => ({ ...line, quantity: boundedQuantity(quantity) }));

export const setVisitorLineSaved = (cart: VisitorCart, id: number, saved: boolean): VisitorCart =>
  mapLine(cart, id, (line) => ({ ...line, saved_for_later: saved }));

export const removeVisitorLine = (cart: VisitorCart, id: number): VisitorCart => ({
  ...cart,
  lines: cart.lines.filter((line) => line.id !== id),
});

/** A stored line as the cart screens show every line (the server's `CartLine`). */
export const asCartLine = ({ saved_for_later: _saved, ...line }: VisitorCartLine): CartLine => ({
  ...line,
  line_total: line.unit_price * line.quantity,
});

/** The browser cart's lines and saved list as the screens show them, priced with the coupon when it is usable. */
export function priceVisitorCart(
  cart: VisitorCart,
  coupon: CouponCheck | null,
): { items: CartLine[]; saved: CartLine[]; totals: CartTotals } {
  const items = cart.lines.filter((line) => !line.saved_for_later).map(asCartLine);
  const saved = cart.lines.filter((line) => line.saved_for_later).map(asCartLine);
  return { items, saved, totals: cartTotals(items, coupon?.valid ? coupon : null) };
}

/** The browser cart's pieces before coupon and tax (the header's total). */
export const visitorSubtotal = (cart: VisitorCart): number =>
  cart.lines.filter((line) => !line.saved_for_later).reduce((sum, line) => sum + line.unit_price * line.quantity, 0);

/**
 * A visitor's coupon as the cart shows it: the code's terms (from the public check) and what it takes off this cart,
 * or, for a code the shop does not know (`unknownReason`, the server's words), the code marked not valid.
 */
export function visitorCoupon(
  code: string | null,
  check: CouponCheck | undefined,
  unknownReason: string | null,
  totals: CartTotals | null,
): AppliedCoupon | null {
  if (!code) return null;
  if (check) {
    // The minimum is the cart's, so the browser tells the visitor the same reason the server would.
    if (check.valid && totals && totals.subtotal < check.min_subtotal) {
      return {
        ...check,
        valid: false,
        reason: CART_MESSAGES.couponBelowMinimum(formatCents(check.min_subtotal)),
        discount: 0,
      };
    }
    return { ...check, discount: check.valid ? (totals?.discount ?? 0) : 0 };
  }
  if (unknownReason !== null) {
    return {
      code: code.toUpperCase(),
      description: '',
      kind: 'amount',
      value: 0,
      category: null,
      starts_at: '',
      ends_at: null,
      min_subtotal: 0,
      valid: false,
      reason: unknownReason,
      discount: 0,
    };
  }
  return null;
}

/** What the sign-in merge sends: the cart's lines, the saved-for-later lines and the coupon, in one request. */
export function mergeRequestOf(cart: VisitorCart): CartMergeRequest {
  const line = ({ product_id, variant_id, size, engraving, quantity }: VisitorCartLine) => ({
    product_id,
    ...(variant_id !== null ? { variant_id } : {}),
    size,
    ...(engraving ? { engraving } : {}),
    quantity,
  });
  return {
    items: cart.lines.filter((each) => !each.saved_for_later).map(line),
    saved: cart.lines.filter((each) => each.saved_for_later).map(line),
    coupon: cart.coupon,
  };
}

/** The names of the browser cart's pieces a merge could not add. */
export const skippedNames = (cart: VisitorCart, skipped: CartMergeResult['skipped']): string[] =>
  skipped.map((skip) => cart.lines.find((line) => line.product_id === skip.product_id)?.name ?? '').filter(Boolean);
