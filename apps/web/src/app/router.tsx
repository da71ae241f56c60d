/**
 * The route table, in React Router's declarative mode (a data router would add ~30 KB to every page for loaders
 * and actions the app does not use). The main-shell layout (banner, header, footer, chat) wraps the content
 * routes; the shell and every screen are lazy modules, so a page downloads only its own code. Unknown paths get
 * the designed 404 page.
 */
import { ADMIN_WEB_ROUTES, WEB_ROUTES } from '@lumen/contract/routes';
import { Children, isValidElement, memo, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import {
  createRoutesFromChildren,
  type Location,
  matchRoutes,
  type NavigationType,
  Route,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { BrowserOnly, endHydration } from '../lib/hydration';
import { SessionGuard } from '../lib/session';
import { AppErrorBoundary } from './app-error-boundary';
import { isLazyScreen, type LazyScreen, lazyScreen } from './route-loading';

const MainShell = lazyScreen(
  () => import('./frame/main-shell'),
  (m) => m.MainShell,
);
const AuthShell = lazyScreen(
  () => import('./frame/auth-shell'),
  (m) => m.AuthShell,
);
const SignInScreen = lazyScreen(
  () => import('../features/auth/sign-in-screen'),
  (m) => m.SignInScreen,
);
const SignUpScreen = lazyScreen(
  () => import('../features/auth/sign-up-screen'),
  (m) => m.SignUpScreen,
);
const ForgotPasswordScreen = lazyScreen(
  () => import('../features/auth/forgot-password-screen'),
  (m) => m.ForgotPasswordScreen,
);
const GuestCheckoutScreen = lazyScreen(
  () => import('../features/auth/guest-checkout-screen'),
  (m) => m.GuestCheckoutScreen,
);
const OtpMethodScreen = lazyScreen(
  () => import('../features/auth/otp-method-screen'),
  (m) => m.OtpMethodScreen,
);
const OtpVerifyScreen = lazyScreen(
  () => import('../features/auth/otp-verify-screen'),
  (m) => m.OtpVerifyScreen,
);
const EmailOtpMethodScreen = lazyScreen(
  () => import('../features/auth/otp-request-screen'),
  (m) => m.EmailOtpMethodScreen,
);
const MobileOtpMethodScreen = lazyScreen(
  () => import('../features/auth/otp-request-screen'),
  (m) => m.MobileOtpMethodScreen,
);
const EmailOtpVerifyScreen = lazyScreen(
  () => import('../features/auth/otp-sign-in-verify-screen'),
  (m) => m.EmailOtpVerifyScreen,
);
const MobileOtpVerifyScreen = lazyScreen(
  () => import('../features/auth/otp-sign-in-verify-screen'),
  (m) => m.MobileOtpVerifyScreen,
);
const CreatePasswordScreen = lazyScreen(
  () => import('../features/auth/create-password-screen'),
  (m) => m.CreatePasswordScreen,
);
const AddressDetailsScreen = lazyScreen(
  () => import('../features/auth/address-details-screen'),
  (m) => m.AddressDetailsScreen,
);
const HomeScreen = lazyScreen(
  () => import('../features/home/home-screen'),
  (m) => m.HomeScreen,
);
const ProductListScreen = lazyScreen(
  () => import('../features/catalog/product-list-screen'),
  (m) => m.ProductListScreen,
);
const ProductDetailsScreen = lazyScreen(
  () => import('../features/catalog/product-details-screen'),
  (m) => m.ProductDetailsScreen,
);
const AboutScreen = lazyScreen(
  () => import('../features/content/about-screen'),
  (m) => m.AboutScreen,
);
const BlogsScreen = lazyScreen(
  () => import('../features/content/blogs-screen'),
  (m) => m.BlogsScreen,
);
const FaqsScreen = lazyScreen(
  () => import('../features/content/faqs-screen'),
  (m) => m.FaqsScreen,
);
const ContactScreen = lazyScreen(
  () => import('../features/contact/contact-screen'),
  (m) => m.ContactScreen,
);
const PackagesScreen = lazyScreen(
  () => import('../features/content/packages-screen'),
  (m) => m.PackagesScreen,
);
const PrivacyPolicyScreen = lazyScreen(
  () => import('../features/content/privacy-policy-screen'),
  (m) => m.PrivacyPolicyScreen,
);
const TermsConditionsScreen = lazyScreen(
  () => import('../features/content/terms-conditions-screen'),
  (m) => m.TermsConditionsScreen,
);
const PaymentDeliveryPolicyScreen = lazyScreen(
  () => import('../features/content/payment-delivery-policy-screen'),
  (m) => m.PaymentDeliveryPolicyScreen,
);
const ReturnRefundPolicyScreen = lazyScreen(
  () => import('../features/content/return-refund-policy-screen'),
  (m) => m.ReturnRefundPolicyScreen,
);
const RequireSession = lazyScreen(
  () => import('../features/account/components/require-session'),
  (m) => m.RequireSession,
);
const AccountOverviewScreen = lazyScreen(
  () => import('../features/account/account-overview-screen'),
  (m) => m.AccountOverviewScreen,
);
const AccountEditScreen = lazyScreen(
  () => import('../features/account/account-edit-screen'),
  (m) => m.AccountEditScreen,
);
const ChangePasswordScreen = lazyScreen(
  () => import('../features/account/change-password-screen'),
  (m) => m.ChangePasswordScreen,
);
const AddressListScreen = lazyScreen(
  () => import('../features/account/address-list-screen'),
  (m) => m.AddressListScreen,
);
const AddressCreateScreen = lazyScreen(
  () => import('../features/account/address-form-screen'),
  (m) => m.AddressCreateScreen,
);
const AddressEditScreen = lazyScreen(
  () => import('../features/account/address-form-screen'),
  (m) => m.AddressEditScreen,
);
const WishlistScreen = lazyScreen(
  () => import('../features/account/wishlist-screen'),
  (m) => m.WishlistScreen,
);
const OrdersScreen = lazyScreen(
  () => import('../features/orders/orders-screen'),
  (m) => m.OrdersScreen,
);
const OrderDetailsScreen = lazyScreen(
  () => import('../features/orders/order-details-screen'),
  (m) => m.OrderDetailsScreen,
);
const CartScreen = lazyScreen(
  () => import('../features/cart/cart-screen'),
  (m) => m.CartScreen,
);
const CheckoutScreen = lazyScreen(
  () => import('../features/cart/checkout-screen'),
  (m) => m.CheckoutScreen,
);
const CheckoutCompletedScreen = lazyScreen(
  () => import('../features/cart/checkout-completed-screen'),
  (m) => m.CheckoutCompletedScreen,
);
/** The back office: one lazy route group with its own frame and screens, which no storefront page loads. */
const AdminApp = lazyScreen(
  () => import('../features/admin/admin-app'),
  (m) => m.AdminApp,
);
const NotFoundScreen = lazyScreen(
  () => import('./not-found-screen'),
  (m) => m.NotFoundScreen,
);

/**
 * Marks #root `data-hydrated` once the page's first render has committed (inside the Suspense boundary, so after
 * the frame and the screen): a server-rendered page is then interactive, and the e2e suite waits for it. The
 * `lj-hydrated` user timing says when, for the web bench (the JavaScript a page loads before it is interactive).
 */
function Hydrated() {
  useEffect(() => {
    endHydration();
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    performance.mark('lj-hydrated');
  }, []);
  return null;
}

/** The route table, as route objects: rendered by `useRoutes`, and matched ahead of rendering by `screensOf`. */
const ROUTES = createRoutesFromChildren(
  <>
    <Route path={`${ADMIN_WEB_ROUTES.admin}/*`} element={<AdminApp />} />
    {/*
     * The steps of a sign-up, recovery, code sign-in or guest checkout read where the shopper is in it from this
     * tab's storage: the server renders their frame, the browser the step.
     */}
    <Route element={<AuthShell />}>
      <Route path={WEB_ROUTES.signIn} element={<SignInScreen />} />
      <Route path={WEB_ROUTES.signUp} element={<SignUpScreen />} />
      <Route path={WEB_ROUTES.forgotPassword} element={<ForgotPasswordScreen />} />
      <Route
        path={WEB_ROUTES.otpMethod}
        element={
          <BrowserOnly>
            <OtpMethodScreen />
          </BrowserOnly>
        }
      />
      <Route
        path={WEB_ROUTES.otpVerify}
        element={
          <BrowserOnly>
            <OtpVerifyScreen />
          </BrowserOnly>
        }
      />
      <Route path={WEB_ROUTES.emailOtpMethod} element={<EmailOtpMethodScreen />} />
      <Route
        path={WEB_ROUTES.emailOtpVerify}
        element={
          <BrowserOnly>
            <EmailOtpVerifyScreen />
          </BrowserOnly>
        }
      />
      <Route path={WEB_ROUTES.mobileOtpMethod} element={<MobileOtpMethodScreen />} />
      <Route
        path={WEB_ROUTES.mobileOtpVerify}
        element={
          <BrowserOnly>
            <MobileOtpVerifyScreen />
          </BrowserOnly>
        }
      />
      <Route path={WEB_ROUTES.createPassword} element={<CreatePasswordScreen />} />
      <Route path={WEB_ROUTES.addressDetails} element={<AddressDetailsScreen />} />
      <Route
        path={WEB_ROUTES.guestCheckout}
        element={
          <BrowserOnly>
            <GuestCheckoutScreen />
          </BrowserOnly>
        }
      />
    </Route>
    <Route element={<MainShell />}>
      <Route element={<RequireSession />}>
        <Route path={WEB_ROUTES.account} element={<AccountOverviewScreen />} />
        <Route path={WEB_ROUTES.accountEdit} element={<AccountEditScreen />} />
        <Route path={WEB_ROUTES.changePassword} element={<ChangePasswordScreen />} />
        <Route path={WEB_ROUTES.address} element={<AddressListScreen />} />
        <Route path={WEB_ROUTES.addressCreate} element={<AddressCreateScreen />} />
        <Route path={WEB_ROUTES.addressEdit} element={<AddressEditScreen />} />
        <Route path={WEB_ROUTES.wishlist} element={<WishlistScreen />} />
        <Route path={WEB_ROUTES.orders} element={<OrdersScreen />} />
        <Route path={WEB_ROUTES.orderDetails} element={<OrderDetailsScreen />} />
        <Route path={WEB_ROUTES.checkout} element={<CheckoutScreen />} />
        <Route path={WEB_ROUTES.checkoutCompleted} element={<CheckoutCompletedScreen />} />
      </Route>
      <Route path={WEB_ROUTES.cart} element={<CartScreen />} />
      <Route path={WEB_ROUTES.home} element={<HomeScreen />} />
      <Route path={WEB_ROUTES.product} element={<ProductListScreen />} />
      <Route path={WEB_ROUTES.productDetails} element={<ProductDetailsScreen />} />
      <Route path={WEB_ROUTES.about} element={<AboutScreen />} />
      <Route path={WEB_ROUTES.aboutUs} element={<AboutScreen />} />
      <Route path={WEB_ROUTES.blogs} element={<BlogsScreen />} />
      <Route path={WEB_ROUTES.faqs} element={<FaqsScreen />} />
      <Route path={WEB_ROUTES.contactUs} element={<ContactScreen />} />
      <Route path={WEB_ROUTES.packages} element={<PackagesScreen />} />
      <Route path={WEB_ROUTES.privacyPolicy} element={<PrivacyPolicyScreen />} />
      <Route path={WEB_ROUTES.termsConditions} element={<TermsConditionsScreen />} />
      <Route path={WEB_ROUTES.paymentDeliveryPolicy} element={<PaymentDeliveryPolicyScreen />} />
      <Route path={WEB_ROUTES.returnRefundPolicy} element={<ReturnRefundPolicyScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Route>
  </>,
);

/** The lazy screens an element renders: itself, or those it wraps (a screen inside `BrowserOnly`). */
function screensIn(node: ReactNode): LazyScreen[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (isLazyScreen(node.type)) return [node.type];
  return Children.toArray(node.props.children).flatMap(screensIn);
}

/** Pathname → the frames and screens its page renders; matching ranks every route, so each answer is kept. */
const screensByPath = new Map<string, LazyScreen[]>();
const SCREENS_KEPT = 1000;

/** The frames and screens the page at `pathname` renders. */
function screensOf(pathname: string): LazyScreen[] {
  let screens = screensByPath.get(pathname);
  if (!screens) {
    screens = (matchRoutes(ROUTES, pathname) ?? []).flatMap(({ route }) => screensIn(route.element));
    if (screensByPath.size >= SCREENS_KEPT) screensByPath.clear();
    screensByPath.set(pathname, screens);
  }
  return screens;
}

/** Downloads the frame and screen of the page at `pathname`, so that it renders without suspending. */
export async function loadScreens(pathname: string): Promise<void> {
  await Promise.all(screensOf(pathname).map((screen) => screen.load()));
}

type ShownLocation = { location: Location; navigationType: NavigationType };

/**
 * The location the routes show: the browser's, once its page's code is here. Until then the current page stays on
 * screen, with the frame's progress bar, rather than the whole page giving way to the Suspense boundary's blank
 * fallback (React kept it with a transition; Preact has none, decision 026). A change of query or hash on the same
 * page shows at once.
 */
function useShownLocation(): ShownLocation {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const [kept, setKept] = useState(current);
  const ready = screensOf(location.pathname).every((screen) => screen.loaded);
  useEffect(() => {
    if (ready) {
      setKept(current);
      return;
    }
    let live = true;
    void loadScreens(current.location.pathname).then(() => {
      if (live) setKept(current);
    });
    return () => {
      live = false;
    };
  }, [current, ready]);
  return ready ? current : kept;
}

/** The app's routes, rendered again only when the location they read (below) changes. */
const RoutesTree = memo(function RoutesTree() {
  return useRoutes(ROUTES);
});

/**
 * The routes under the shown location. React Router's location context is given the shown location itself, not
 * passed to `useRoutes`, which would still follow the browser's: the page kept on screen must not render again with
 * a navigation it is not part of (a page behind a session, left by signing out, would send the shopper to sign in).
 */
function ShownRoutes() {
  return (
    <UNSAFE_LocationContext value={useShownLocation()}>
      <RoutesTree />
    </UNSAFE_LocationContext>
  );
}

export function AppRoutes() {
  return (
    <AppErrorBoundary>
      {/*
       * The only Suspense boundary: on the first visit nothing is painted until the shell and the screen have both
       * loaded, so nothing shifts; later navigations keep the current page on screen (with the frame's progress bar)
       * until the next one is ready (useShownLocation).
       */}
      <SessionGuard />
      <Suspense fallback={null}>
        <ShownRoutes />
        <Hydrated />
      </Suspense>
    </AppErrorBoundary>
  );
}
