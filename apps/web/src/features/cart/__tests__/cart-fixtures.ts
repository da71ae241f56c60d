/**
 * Cart answers for the cart component tests, shaped like the API's (integer cents, totals by the contract's own
 * `cartTotals`), and the products they are made of.
 */
import type { Cart, CartLine } from '@lumen/contract/cart';
import { cartTotals } from '@lumen/contract/cart';
import type { CouponCheck } from '@lumen/contract/coupons';
import type { Order } from '@lumen/contract/orders';
import { HOME } from '../../../test/api-stub';
import { addVisitorLine, asCartLine, type CartProduct, EMPTY_VISITOR_CART } from '../cart-model';

const image = (name: string, path: string) => ({
  src: `/media/v1/jewellery/${path}`,
  alt: name,
  width: 800,
  height: 800,
});

export const RING: CartProduct = {
  id: 1,
  slug: 'aurora-solitaire-ring',
  name: 'Aurora Solitaire Ring',
  description: 'A single lab-grown brilliant in a slim four-claw setting. An everyday solitaire.',
  image: image('Aurora Solitaire Ring', 'rings/1/1.svg'),
  price: 16000,
  category: 'rings',
};

export const PENDANT: CartProduct = {
  id: 2,
  slug: 'celeste-halo-pendant',
  name: 'Celeste Halo Pendant',
  description: 'A halo of pavé around a round brilliant. It catches the light at every turn.',
  image: image('Celeste Halo Pendant', 'necklaces/2/1.svg'),
  price: 13000,
  category: 'necklaces',
};

export const FALL25: CouponCheck = {
  code: 'FALL25',
  description: '25% off ring settings and bands',
  kind: 'percent',
  value: 25,
  category: 'rings',
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
  min_subtotal: 0,
  valid: true,
  reason: null,
};

/** A cart line of `quantity` of `product` (at most the cart's cap), made by the cart model's own product → line step. */
export function line(product: CartProduct, id: number, quantity: number, size: string | null = null): CartLine {
  const [made] = addVisitorLine(EMPTY_VISITOR_CART, product, size, quantity).lines;
  if (!made) throw new Error('addVisitorLine made no line');
  return { ...asCartLine(made), id };
}

/** A server cart of these lines, priced as the server prices it. */
export function serverCart(items: CartLine[], saved: CartLine[] = [], coupon: CouponCheck | null = null): Cart {
  const totals = cartTotals(items, coupon);
  return {
    items,
    saved,
    coupon: coupon ? { ...coupon, discount: totals.discount } : null,
    totals,
  };
}

/** The order's copy of the customer's Home address (an address without its id and primary flag). */
const { id: _id, primary: _primary, ...orderAddress } = HOME;

export const ORDER: Order = {
  order_id: 'LJ-2026-000042',
  status: 'Pending',
  created_at: '2026-11-22T10:00:00.000Z',
  items: [
    {
      product_id: RING.id,
      slug: RING.slug,
      name: RING.name,
      image: RING.image,
      size: 'Size 2',
      quantity: 1,
      unit_price: RING.price,
      line_total: RING.price,
      category: RING.category,
      variant_id: 12,
      sku: 'LJ-00001-G18K-SIZE2',
      options: { metal: 'Gold', purity: '18k', size: 'Size 2' },
      stones: [],
      hallmark: { huid: 'AB12CD' },
      engraving: null,
    },
  ],
  payment: {
    method: 'pay_on_delivery',
    label: 'Pay on delivery',
    status: 'due_on_delivery',
    reference: null,
    redirect_url: null,
    pay_until: null,
    paid_at: null,
    refund: null,
    collection: null,
  },
  coupon: null,
  subtotal: 16000,
  discount: 0,
  gst_percent: 18,
  tax: 2880,
  tax_lines: [{ hsn: null, rate_percent: 18, taxable: 16_000, cgst: 1440, sgst: 1440, igst: 0 }],
  shipping: 0,
  total: 18880,
  currency: 'USD',
  display_currency: 'USD',
  display_rate: 1,
  address: orderAddress,
  gst: null,
  pan: null,
  can_cancel: true,
  cancel_until: '2026-11-22T22:00:00.000Z',
  shipped_at: null,
  cancelled_at: null,
  delivered_at: null,
  shipment: null,
  timeline: [{ kind: 'placed', at: '2026-11-22T10:00:00.000Z', shipment: null, cancelled_by: null, reason: null }],
};

/** The provider's hosted page of the online orders below. */
export const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';

/** ORDER placed to be paid by card, sent to Stripe and not paid yet. */
export const AWAITING_ORDER: Order = {
  ...ORDER,
  payment: {
    ...ORDER.payment,
    method: 'stripe',
    label: 'Card, Apple Pay or Google Pay',
    status: 'awaiting_payment',
    redirect_url: CHECKOUT_URL,
    pay_until: '2026-11-22T10:30:00.000Z',
  },
};

/** AWAITING_ORDER once Stripe says it is paid. */
export const PAID_ORDER: Order = {
  ...AWAITING_ORDER,
  payment: {
    ...AWAITING_ORDER.payment,
    status: 'paid',
    reference: 'pi_3QaZ',
    redirect_url: null,
    pay_until: null,
    paid_at: '2026-11-22T10:04:00.000Z',
  },
};
