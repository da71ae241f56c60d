/**
 * The lazy modules each browser route renders: its frame and its screen (and the session guard of the account
 * routes). The build turns this into `route-preloads.json`, from which the server adds `modulepreload` hints for
 * exactly that route's code to the HTML it sends, so a page fetches its frame and screen alongside the entry and
 * nothing it does not show. router.tsx lazy-loads the same modules; a test keeps the two in step.
 */
// A relative path, not '@lumen/contract/routes': vite.config.ts reads this file, and Vite bundles relative imports
// into the config but leaves package imports to Node, which cannot load the contract's TypeScript.
import { ADMIN_WEB_ROUTES, WEB_ROUTES } from '../../../../packages/contract/src/routes.ts';

const AUTH = 'src/app/frame/auth-shell.tsx';
const MAIN = 'src/app/frame/main-shell.tsx';
const SESSION = 'src/features/account/components/require-session.tsx';
const ADMIN = 'src/features/admin/admin-app.tsx';

const auth = (screen: string) => [AUTH, `src/features/auth/${screen}.tsx`];
const main = (screen: string) => [MAIN, `src/features/${screen}.tsx`];
const account = (screen: string) => [MAIN, SESSION, `src/features/account/${screen}.tsx`];
/** A screen of another feature behind the session guard (orders, checkout). */
const signedIn = (screen: string) => [MAIN, SESSION, `src/features/${screen}.tsx`];

export const ROUTE_MODULES: Readonly<Record<string, ReadonlyArray<string>>> = {
  [WEB_ROUTES.signIn]: auth('sign-in-screen'),
  [WEB_ROUTES.signUp]: auth('sign-up-screen'),
  [WEB_ROUTES.forgotPassword]: auth('forgot-password-screen'),
  [WEB_ROUTES.otpMethod]: auth('otp-method-screen'),
  [WEB_ROUTES.otpVerify]: auth('otp-verify-screen'),
  [WEB_ROUTES.emailOtpMethod]: auth('otp-request-screen'),
  [WEB_ROUTES.emailOtpVerify]: auth('otp-sign-in-verify-screen'),
  [WEB_ROUTES.mobileOtpMethod]: auth('otp-request-screen'),
  [WEB_ROUTES.mobileOtpVerify]: auth('otp-sign-in-verify-screen'),
  [WEB_ROUTES.createPassword]: auth('create-password-screen'),
  [WEB_ROUTES.addressDetails]: auth('address-details-screen'),
  [WEB_ROUTES.guestCheckout]: auth('guest-checkout-screen'),
  [WEB_ROUTES.account]: account('account-overview-screen'),
  [WEB_ROUTES.accountEdit]: account('account-edit-screen'),
  [WEB_ROUTES.changePassword]: account('change-password-screen'),
  [WEB_ROUTES.address]: account('address-list-screen'),
  [WEB_ROUTES.addressCreate]: account('address-form-screen'),
  [WEB_ROUTES.addressEdit]: account('address-form-screen'),
  [WEB_ROUTES.wishlist]: account('wishlist-screen'),
  [WEB_ROUTES.orders]: signedIn('orders/orders-screen'),
  [WEB_ROUTES.orderDetails]: signedIn('orders/order-details-screen'),
  [WEB_ROUTES.checkout]: signedIn('cart/checkout-screen'),
  [WEB_ROUTES.checkoutCompleted]: signedIn('cart/checkout-completed-screen'),
  [WEB_ROUTES.cart]: main('cart/cart-screen'),
  [WEB_ROUTES.home]: main('home/home-screen'),
  [WEB_ROUTES.product]: main('catalog/product-list-screen'),
  [WEB_ROUTES.productDetails]: main('catalog/product-details-screen'),
  [WEB_ROUTES.about]: main('content/about-screen'),
  [WEB_ROUTES.aboutUs]: main('content/about-screen'),
  [WEB_ROUTES.blogs]: main('content/blogs-screen'),
  [WEB_ROUTES.faqs]: main('content/faqs-screen'),
  [WEB_ROUTES.contactUs]: main('contact/contact-screen'),
  [WEB_ROUTES.packages]: main('content/packages-screen'),
  [WEB_ROUTES.privacyPolicy]: main('content/privacy-policy-screen'),
  [WEB_ROUTES.termsConditions]: main('content/terms-conditions-screen'),
  [WEB_ROUTES.paymentDeliveryPolicy]: main('content/payment-delivery-policy-screen'),
  [WEB_ROUTES.returnRefundPolicy]: main('content/return-refund-policy-screen'),
  // The back office's route group: its screens are lazy modules of their own, fetched once the group runs.
  ...Object.fromEntries(Object.values(ADMIN_WEB_ROUTES).map((route) => [route, [ADMIN]])),
};

/** Any other path (a spec route without its screen yet, or the 404 page) gets the main frame and the 404 screen. */
export const FALLBACK_MODULES: ReadonlyArray<string> = [MAIN, 'src/app/not-found-screen.tsx'];
