/**
 * Every page of the app, declared once (decision 027): its path, the module that renders it (downloaded when the page
 * is first needed), where it renders (decision 024) and the data it needs before it shows. The browser's router
 * (main.tsx), the server renderer (server/entry-server.tsx) and each page's preload hints (server/page-templates.ts,
 * from the build's per-module file lists) are all derived from this one list, by `createAppRoutes` (app-routes.tsx).
 *
 * Where a page renders:
 * - `server`: the server renders it with its data, which travels in the page; the browser hydrates it.
 * - `step`: a step of a flow (sign-up, code sign-in, guest checkout) that reads where the shopper is from this tab's
 *   storage: the server renders its frame, the browser the step.
 * - `browser`: a private page (account, orders, checkout, the back office): the server sends the app's HTML file.
 */
import { ADMIN_WEB_ROUTES, WEB_ROUTES } from '@lumen/contract/routes';
import { currenciesQuery } from '../features/catalog/api/get-currencies';
import { productQuery } from '../features/catalog/api/get-product';
import { productListQuery } from '../features/catalog/api/get-products';
import { relatedProductsQuery } from '../features/catalog/api/get-related-products';
import { readListingState, toProductListParams } from '../features/catalog/listing-params';
import { topSellersQuery } from '../features/home/api/get-top-sellers';
import type { Page, PageData, Rendering } from './app-routes';
import { promotionQuery } from './frame/api/get-promotion';

/** A page at `path`, rendered by `component`, exported by `module` (under src/, without its extension). */
function page(rendering: Rendering, path: string, module: string, component: string, data?: PageData): Page {
  return { path, module, component, rendering, data };
}
const server = (path: string, module: string, component: string, data?: PageData) =>
  page('server', path, module, component, data);
const step = (path: string, module: string, component: string) => page('step', path, module, component);
const browser = (path: string, module: string, component: string) => page('browser', path, module, component);

export const PAGES: ReadonlyArray<Page> = [
  // The back office: one lazy route group with its own frame, screens and routes, which no storefront page loads.
  browser(`${ADMIN_WEB_ROUTES.admin}/*`, 'features/admin/admin-app', 'AdminApp'),
  {
    module: 'app/frame/auth-shell',
    component: 'AuthShell',
    children: [
      server(WEB_ROUTES.signIn, 'features/auth/sign-in-screen', 'SignInScreen'),
      server(WEB_ROUTES.signUp, 'features/auth/sign-up-screen', 'SignUpScreen'),
      server(WEB_ROUTES.forgotPassword, 'features/auth/forgot-password-screen', 'ForgotPasswordScreen'),
      step(WEB_ROUTES.otpMethod, 'features/auth/otp-method-screen', 'OtpMethodScreen'),
      step(WEB_ROUTES.otpVerify, 'features/auth/otp-verify-screen', 'OtpVerifyScreen'),
      server(WEB_ROUTES.emailOtpMethod, 'features/auth/otp-request-screen', 'EmailOtpMethodScreen'),
      step(WEB_ROUTES.emailOtpVerify, 'features/auth/otp-sign-in-verify-screen', 'EmailOtpVerifyScreen'),
      server(WEB_ROUTES.mobileOtpMethod, 'features/auth/otp-request-screen', 'MobileOtpMethodScreen'),
      step(WEB_ROUTES.mobileOtpVerify, 'features/auth/otp-sign-in-verify-screen', 'MobileOtpVerifyScreen'),
      browser(WEB_ROUTES.createPassword, 'features/auth/create-password-screen', 'CreatePasswordScreen'),
      browser(WEB_ROUTES.addressDetails, 'features/auth/address-details-screen', 'AddressDetailsScreen'),
      step(WEB_ROUTES.guestCheckout, 'features/auth/guest-checkout-screen', 'GuestCheckoutScreen'),
    ],
  },
  {
    module: 'app/frame/main-shell',
    component: 'MainShell',
    // The promotion its strip and mega-menu name, and the currencies its prices may show in.
    data: ({ transport }) => [promotionQuery(transport), currenciesQuery(transport)],
    children: [
      {
        module: 'features/account/components/require-session',
        component: 'RequireSession',
        children: [
          browser(WEB_ROUTES.account, 'features/account/account-overview-screen', 'AccountOverviewScreen'),
          browser(WEB_ROUTES.accountEdit, 'features/account/account-edit-screen', 'AccountEditScreen'),
          browser(WEB_ROUTES.accountComplete, 'features/account/complete-account-screen', 'CompleteAccountScreen'),
          browser(WEB_ROUTES.changePassword, 'features/account/change-password-screen', 'ChangePasswordScreen'),
          browser(WEB_ROUTES.address, 'features/account/address-list-screen', 'AddressListScreen'),
          browser(WEB_ROUTES.addressCreate, 'features/account/address-form-screen', 'AddressCreateScreen'),
          browser(WEB_ROUTES.addressEdit, 'features/account/address-form-screen', 'AddressEditScreen'),
          browser(WEB_ROUTES.wishlist, 'features/account/wishlist-screen', 'WishlistScreen'),
          browser(WEB_ROUTES.orders, 'features/orders/orders-screen', 'OrdersScreen'),
          browser(WEB_ROUTES.orderDetails, 'features/orders/order-details-screen', 'OrderDetailsScreen'),
          browser(WEB_ROUTES.checkout, 'features/cart/checkout-screen', 'CheckoutScreen'),
          browser(WEB_ROUTES.checkoutCompleted, 'features/cart/checkout-completed-screen', 'CheckoutCompletedScreen'),
        ],
      },
      // The cart's lines are the visitor's own: the server renders its frame, the browser its lines.
      server(WEB_ROUTES.cart, 'features/cart/cart-screen', 'CartScreen'),
      server(WEB_ROUTES.home, 'features/home/home-screen', 'HomeScreen', ({ transport }) => [
        topSellersQuery(transport),
      ]),
      // The listing's first page and facet counts, for the URL's filters, sort and page.
      server(
        WEB_ROUTES.product,
        'features/catalog/product-list-screen',
        'ProductListScreen',
        ({ search, transport }) => [productListQuery(toProductListParams(readListingState(search)), transport)],
      ),
      server(
        WEB_ROUTES.productDetails,
        'features/catalog/product-details-screen',
        'ProductDetailsScreen',
        // The piece, and its "You may also like".
        ({ params, transport }) => [
          productQuery(params.id ?? '', transport),
          relatedProductsQuery(params.id ?? '', transport),
        ],
      ),
      server(WEB_ROUTES.about, 'features/content/about-screen', 'AboutScreen'),
      server(WEB_ROUTES.aboutUs, 'features/content/about-screen', 'AboutScreen'),
      server(WEB_ROUTES.blogs, 'features/content/blogs-screen', 'BlogsScreen'),
      server(WEB_ROUTES.faqs, 'features/content/faqs-screen', 'FaqsScreen'),
      server(WEB_ROUTES.contactUs, 'features/contact/contact-screen', 'ContactScreen'),
      server(WEB_ROUTES.packages, 'features/content/packages-screen', 'PackagesScreen'),
      server(WEB_ROUTES.privacyPolicy, 'features/content/privacy-policy-screen', 'PrivacyPolicyScreen'),
      server(WEB_ROUTES.termsConditions, 'features/content/terms-conditions-screen', 'TermsConditionsScreen'),
      server(
        WEB_ROUTES.paymentDeliveryPolicy,
        'features/content/payment-delivery-policy-screen',
        'PaymentDeliveryPolicyScreen',
      ),
      server(WEB_ROUTES.returnRefundPolicy, 'features/content/return-refund-policy-screen', 'ReturnRefundPolicyScreen'),
      // Any other path: the designed not-found page, with a 404.
      server('*', 'app/not-found-screen', 'NotFoundScreen'),
    ],
  },
];
