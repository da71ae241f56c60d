/**
 * The route table shared by the API and the web app: the API's paths and the browser routes of spec §2.
 * The API serves the web app's index.html for exactly the browser routes listed here; anything else is a 404.
 */
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: '/api/health',
  catalogProducts: '/api/catalog/products',
  /** A piece's "You may also like": pieces of its collection or category that can be bought now. */
  relatedProducts: '/api/catalog/products/:id/related',
  /** The printable ring sizer, a PDF at true scale (application/pdf). */
  ringSizer: '/api/catalog/ring-sizer.pdf',
  contact: '/api/contact',
  /** The shop assistant (issue 30): a question and its answer; the hand-off of a conversation to staff. */
  assistantMessages: '/api/assistant/messages',
  assistantHandoff: '/api/assistant/handoff',
  signUp: '/api/user/signUp',
  otpMethod: '/api/user/otpMethod',
  otpVerification: '/api/user/otpVerification',
  resendOtp: '/api/user/resendOtp',
  guestCheckout: '/api/guest/checkout',
  userAddress: '/api/user/userAddress',
  signIn: '/api/user/signIn',
  forgetPassword: '/api/user/forgetPassword',
  changePassword: '/api/user/changePassword',
  signOut: '/api/user/signOut',
  signUpWithGoogle: '/api/user/signUpWithGoogle',
  signInWithGoogle: '/api/user/signInWithGoogle',
  accountUserData: '/api/account/userData',
  accountEdit: '/api/account/edit/:id',
  accountIdentifierChange: '/api/account/identifier-change/:kind',
  accountIdentifierChangeVerify: '/api/account/identifier-change/:kind/verify',
  accountIdentifierChangeResend: '/api/account/identifier-change/:kind/resend',
  accountReauthenticationCode: '/api/account/reauthentication-code',
  accountGoogle: '/api/account/google',
  accountUserAddress: '/api/account/userAddress',
  addressList: '/api/ManageAddress/list',
  addressEdit: '/api/ManageAddress/edit/:id',
  addressDelete: '/api/ManageAddress/delete/:id',
  addressSetPrimary: '/api/ManageAddress/setPrimary/:id',
  wishlistList: '/api/wishlist/list',
  wishlistAdd: '/api/wishlist/add',
  wishlistDelete: '/api/wishlist/delete/:id',
  cart: '/api/cart',
  cartItems: '/api/cart/items',
  cartItem: '/api/cart/items/:id',
  cartMerge: '/api/cart/merge',
  cartCoupon: '/api/cart/coupon',
  cartPrices: '/api/cart/prices',
  coupon: '/api/coupons/:code',
  orders: '/api/orders',
  order: '/api/orders/:id',
  orderCancel: '/api/orders/:id/cancel',
  orderInvoice: '/api/orders/:id/invoice.pdf',
  orderCreditNote: '/api/orders/:id/credit-note.pdf',
  orderAccess: '/api/orders/:id/access',
  orderPayment: '/api/orders/:id/payment',
  orderPaymentRefresh: '/api/orders/:id/payment/refresh',
  paymentMethods: '/api/payments/methods',
  stripeWebhook: '/api/payments/stripe/webhook',
  razorpayWebhook: '/api/payments/razorpay/webhook',
  productPhotoFile: '/media/products/:file',
  promotion: '/api/promotion',
  currencies: '/api/currencies',
  devOutbox: '/api/dev/outbox',
  devExpirePriceHolds: '/api/dev/price-holds/expire',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

/** Browser routes of spec §2; `:id` stands for one path segment. */
export const WEB_ROUTES = {
  signIn: '/',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  otpMethod: '/otp-method',
  otpVerify: '/otp-verify',
  emailOtpMethod: '/email-otp-method',
  emailOtpVerify: '/email-otp-verify',
  mobileOtpMethod: '/mobile-otp-method',
  mobileOtpVerify: '/mobile-otp-verify',
  createPassword: '/create-password',
  addressDetails: '/address-details',
  guestCheckout: '/guest-checkout',
  account: '/account',
  accountEdit: '/account/edit/:id',
  /** After a first Google sign-in: the mobile number and address the account lacks (a departure; decision 038). */
  accountComplete: '/account/complete',
  changePassword: '/change-password',
  orders: '/orders',
  orderDetails: '/order-details/:id',
  address: '/address',
  addressCreate: '/address/create',
  addressEdit: '/address/edit/:id',
  wishlist: '/wishlist',
  home: '/home',
  about: '/about',
  aboutUs: '/about-us',
  blogs: '/blogs',
  faqs: '/faqs',
  contactUs: '/contact-us',
  packages: '/packages',
  product: '/product',
  productDetails: '/product-details/:id',
  cart: '/cart',
  checkout: '/cart/checkout',
  checkoutCompleted: '/cart/checkout/completed',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  paymentDeliveryPolicy: '/payment-delivery-policy',
  returnRefundPolicy: '/return-refund-policy',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];

/** The back office's browser routes: their own lazy route group in the web app, never loaded by a storefront page. */
export const ADMIN_WEB_ROUTES = {
  admin: '/admin',
  adminSignIn: '/admin/sign-in',
  adminSetup: '/admin/setup/:token',
  adminDashboard: '/admin/dashboard',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:orderId',
  adminProducts: '/admin/products',
  adminProductNew: '/admin/products/new',
  adminProduct: '/admin/products/:id',
  adminCoupons: '/admin/coupons',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
  adminMessages: '/admin/messages',
  adminMessage: '/admin/messages/:id',
  adminDeliveries: '/admin/deliveries',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  adminSettings: '/admin/settings',
  adminMetalRates: '/admin/metal-rates',
  adminCurrencyRates: '/admin/currency-rates',
  adminTaxClasses: '/admin/tax-classes',
} as const;

export type AdminWebRoute = (typeof ADMIN_WEB_ROUTES)[keyof typeof ADMIN_WEB_ROUTES];

const routePatterns = [...Object.values(WEB_ROUTES), ...Object.values(ADMIN_WEB_ROUTES)].map(
  (route) => [route, new RegExp(`^${route.replace(/:[a-zA-Z_]+/g, '[^/]+')}/?$`)] as const,
);

/** The browser route `pathname` is on ('/product-details/7' → '/product-details/:id'), or undefined. */
export function matchWebRoute(pathname: string): WebRoute | AdminWebRoute | undefined {
  return routePatterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}

/** True when `pathname` is one of the browser routes (with or without a trailing slash). */
export function isWebRoute(pathname: string): boolean {
  return matchWebRoute(pathname) !== undefined;
}

/** Fill a route's `:params`, e.g. `routeTo(WEB_ROUTES.productDetails, { id: 7 })` or `{ order_id: 'LJ-…' }`. */
export function routeTo(route: string, params: Record<string, string | number>): string {
  return route.replace(/:([a-zA-Z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
