/**
 * Which pages the server renders, and what it fetches first for each (decision 024). The storefront's public
 * pages are rendered on the server with their data (the product, the listing's first page, the best sellers, the
 * promotion strip), which travels to the browser in the page so the app hydrates without asking again. Pages behind
 * a session (account, orders, checkout) and the back office are private and personal: the server sends the page
 * frame's HTML file and the browser renders them, as before. The queries named here are the screens' own, so the
 * cache keys match; a test renders every route and fails on any query a screen asks for that is not fetched here.
 */
import { WEB_ROUTES, type WebRoute } from '@lumen/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productQuery } from '../features/catalog/api/get-product';
import { productListQuery } from '../features/catalog/api/get-products';
import { readListingState, toProductListParams } from '../features/catalog/listing-params';
import { topSellersQuery } from '../features/home/api/get-top-sellers';
import { ApiError } from '../lib/api-client';
import { promotionQuery } from './frame/api/get-promotion';

type Fetches = (
  client: QueryClient,
  page: { params: Record<string, string | undefined>; search: URLSearchParams },
) => ReadonlyArray<Promise<void>>;

/** The main frame's own data: the promotion its strip and mega-menu name. */
const frame: Fetches = (client) => [client.prefetchQuery(promotionQuery())];
/** The auth screens' frame fetches nothing. */
const none: Fetches = () => [];

const SERVER_RENDERED: Partial<Record<WebRoute, Fetches>> = {
  [WEB_ROUTES.signIn]: none,
  [WEB_ROUTES.signUp]: none,
  [WEB_ROUTES.forgotPassword]: none,
  [WEB_ROUTES.otpMethod]: none,
  [WEB_ROUTES.otpVerify]: none,
  [WEB_ROUTES.emailOtpMethod]: none,
  [WEB_ROUTES.emailOtpVerify]: none,
  [WEB_ROUTES.mobileOtpMethod]: none,
  [WEB_ROUTES.mobileOtpVerify]: none,
  [WEB_ROUTES.guestCheckout]: none,
  [WEB_ROUTES.home]: (client, page) => [...frame(client, page), client.prefetchQuery(topSellersQuery())],
  [WEB_ROUTES.product]: (client, page) => [
    ...frame(client, page),
    client.prefetchQuery(productListQuery(toProductListParams(readListingState(page.search)))),
  ],
  [WEB_ROUTES.productDetails]: (client, page) => [
    ...frame(client, page),
    client.prefetchQuery(productQuery(page.params.id ?? '')),
  ],
  [WEB_ROUTES.cart]: frame,
  [WEB_ROUTES.about]: frame,
  [WEB_ROUTES.aboutUs]: frame,
  [WEB_ROUTES.blogs]: frame,
  [WEB_ROUTES.faqs]: frame,
  [WEB_ROUTES.contactUs]: frame,
  [WEB_ROUTES.packages]: frame,
  [WEB_ROUTES.privacyPolicy]: frame,
  [WEB_ROUTES.termsConditions]: frame,
  [WEB_ROUTES.paymentDeliveryPolicy]: frame,
  [WEB_ROUTES.returnRefundPolicy]: frame,
};

/** The routes the server renders; any other browser route gets the app's HTML file and renders in the browser. */
export const SERVER_RENDERED_ROUTES = Object.keys(SERVER_RENDERED) as ReadonlyArray<WebRoute>;

/**
 * Fetches what the page at `pathname` renders first into `client`. A path no route matches renders the designed
 * 404 page in the main frame, so it fetches the frame's data.
 */
export async function fetchPageData(
  client: QueryClient,
  route: WebRoute | undefined,
  pathname: string,
  search: URLSearchParams,
): Promise<void> {
  const fetches = route === undefined ? frame : SERVER_RENDERED[route];
  if (!fetches) return;
  const params = route ? (matchPath(route, pathname)?.params ?? {}) : {};
  await Promise.all(fetches(client, { params, search }));
  // A refusal is the page's content (an unknown product is its "not found"); an outage or a "too many requests" is
  // not: such a page is not rendered (nor kept), and the browser, which retries, renders it instead.
  const failed = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => query.state.error)
    .find((error) => !(error instanceof ApiError && error.status < 500 && error.status !== 429));
  if (failed) throw new Error('The page’s data could not be fetched', { cause: failed });
}
