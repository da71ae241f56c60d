/** Every URL of the app, built from the contract's route table. Components link through here, never by literal. */

import type { Sort, Stone } from '@lumen/contract/catalog';
import { ADMIN_WEB_ROUTES, routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { Audience, Category } from './catalogue-menu';

/** A catalogue view to link to: the listing reads these search parameters (and more) from its URL. */
export type ProductQuery = { q?: string; audience?: Audience; category?: Category; stone?: Stone; sort?: Sort };

function product(query: ProductQuery = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.audience) params.set('audience', query.audience);
  if (query.category) params.set('category', query.category);
  if (query.stone) params.set('stone', query.stone);
  if (query.sort) params.set('sort', query.sort);
  const search = params.toString();
  return search ? `${WEB_ROUTES.product}?${search}` : WEB_ROUTES.product;
}

/** The query parameter that brings a shopper back to the page that asked them to sign in. */
export const NEXT_PARAM = 'next';

/**
 * A screen that returns to `next` when done (a path of this app, e.g. '/cart/checkout'): sign-in, or Add Address
 * opened from checkout. The screen reads it back with `returnPath`.
 */
function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/**
 * The page to return to (after sign-in, or a new address), from a `?next=` in `search`: only a path on this origin ('/cart/checkout'),
 * never another site ('//evil.example', 'https://…') or a script URL; null when there is none.
 */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    // Resolved against a stand-in origin (the server renders without a window): a path stays on it, anything
    // that would leave it does not.
    const base = 'https://shop.invalid';
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** What the page that opened Add Address with `?next=` receives back in the navigation state. */
export type SavedAddressState = { savedAddressId: number };

export const paths = {
  signIn: WEB_ROUTES.signIn,
  signInThen: (next: string) => withNext(WEB_ROUTES.signIn, next),
  signUp: WEB_ROUTES.signUp,
  forgotPassword: WEB_ROUTES.forgotPassword,
  otpMethod: WEB_ROUTES.otpMethod,
  otpVerify: WEB_ROUTES.otpVerify,
  emailOtpMethod: WEB_ROUTES.emailOtpMethod,
  emailOtpVerify: WEB_ROUTES.emailOtpVerify,
  mobileOtpMethod: WEB_ROUTES.mobileOtpMethod,
  mobileOtpVerify: WEB_ROUTES.mobileOtpVerify,
  createPassword: WEB_ROUTES.createPassword,
  addressDetails: WEB_ROUTES.addressDetails,
  guestCheckout: WEB_ROUTES.guestCheckout,
  home: WEB_ROUTES.home,
  about: WEB_ROUTES.about,
  aboutUs: WEB_ROUTES.aboutUs,
  blogs: WEB_ROUTES.blogs,
  faqs: WEB_ROUTES.faqs,
  contactUs: WEB_ROUTES.contactUs,
  packages: WEB_ROUTES.packages,
  privacyPolicy: WEB_ROUTES.privacyPolicy,
  termsConditions: WEB_ROUTES.termsConditions,
  paymentDeliveryPolicy: WEB_ROUTES.paymentDeliveryPolicy,
  returnRefundPolicy: WEB_ROUTES.returnRefundPolicy,
  account: WEB_ROUTES.account,
  accountEdit: (id: string | number) => routeTo(WEB_ROUTES.accountEdit, { id }),
  accountCompleteThen: (next: string) => withNext(WEB_ROUTES.accountComplete, next),
  changePassword: WEB_ROUTES.changePassword,
  orders: WEB_ROUTES.orders,
  orderDetails: (id: string) => routeTo(WEB_ROUTES.orderDetails, { id }),
  address: WEB_ROUTES.address,
  addressCreate: WEB_ROUTES.addressCreate,
  addressCreateThen: (next: string) => withNext(WEB_ROUTES.addressCreate, next),
  addressEdit: (id: string | number) => routeTo(WEB_ROUTES.addressEdit, { id }),
  wishlist: WEB_ROUTES.wishlist,
  cart: WEB_ROUTES.cart,
  checkout: WEB_ROUTES.checkout,
  /** The confirmation of a placed order, which reads the order id from `?order=`. */
  checkoutCompleted: (orderId: string) => `${WEB_ROUTES.checkoutCompleted}?${new URLSearchParams({ order: orderId })}`,
  product,
  productDetails: (id: string | number) => routeTo(WEB_ROUTES.productDetails, { id }),
  // The back office (features/admin), a route group of its own.
  admin: ADMIN_WEB_ROUTES.admin,
  adminSignIn: ADMIN_WEB_ROUTES.adminSignIn,
  adminSignInThen: (next: string) => withNext(ADMIN_WEB_ROUTES.adminSignIn, next),
  adminSetup: (token: string) => routeTo(ADMIN_WEB_ROUTES.adminSetup, { token }),
  adminDashboard: ADMIN_WEB_ROUTES.adminDashboard,
  adminOrders: ADMIN_WEB_ROUTES.adminOrders,
  adminOrder: (orderId: string) => routeTo(ADMIN_WEB_ROUTES.adminOrder, { orderId }),
  adminProducts: ADMIN_WEB_ROUTES.adminProducts,
  adminProductNew: ADMIN_WEB_ROUTES.adminProductNew,
  adminProduct: (id: string | number) => routeTo(ADMIN_WEB_ROUTES.adminProduct, { id }),
  adminCoupons: ADMIN_WEB_ROUTES.adminCoupons,
  adminCustomers: ADMIN_WEB_ROUTES.adminCustomers,
  adminCustomer: (id: string) => routeTo(ADMIN_WEB_ROUTES.adminCustomer, { id }),
  adminMessages: ADMIN_WEB_ROUTES.adminMessages,
  adminMessage: (id: string) => routeTo(ADMIN_WEB_ROUTES.adminMessage, { id }),
  adminDeliveries: ADMIN_WEB_ROUTES.adminDeliveries,
  adminStaff: ADMIN_WEB_ROUTES.adminStaff,
  adminAudit: ADMIN_WEB_ROUTES.adminAudit,
  adminSettings: ADMIN_WEB_ROUTES.adminSettings,
  adminMetalRates: ADMIN_WEB_ROUTES.adminMetalRates,
  adminCurrencyRates: ADMIN_WEB_ROUTES.adminCurrencyRates,
  adminTaxClasses: ADMIN_WEB_ROUTES.adminTaxClasses,
} as const;
