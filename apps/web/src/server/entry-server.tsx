/**
 * The server renderer (decisions 024, 027): `@lumen/web/server`, built by `vite build --ssr` into `dist-server/` and
 * loaded by the API process, which registers a route for each page and asks here for its HTML. A page is rendered
 * from the same route list the browser's router uses (app/routes.ts): React Router's static handler runs the matched
 * routes' loaders, which fetch the page's data into a query cache through the API's own routes (in-process, through
 * the transport each render is given); React renders the tree to HTML; and the document carries the page's head
 * (title, description, canonical, Open Graph, JSON-LD), the markup in #root and what it was rendered with, as a JSON
 * block the browser hydrates from. It sees no browser storage: the server's page is the one any visitor sees, and
 * what is personal (the cart's total, the account link, hearts) fills in once the browser has hydrated.
 */
import type { Currencies } from '@lumen/contract/currencies';
import { setBaseCurrency } from '@lumen/contract/money';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { createAppRoutes, moduleFile, type PageHandle, pageContext, type Rendering } from '../app/app-routes';
import { PAGE_STATE_ID, serializePageState } from '../app/page-state';
import { AppProviders } from '../app/providers';
import { currenciesQueryKey } from '../features/catalog/api/get-currencies';
import { ApiError } from '../lib/api-client';
import { currencyOfCookie, RenderedCurrencyContext } from '../lib/currency';
import { RenderedThemeContext, themeOfCookie } from '../lib/theme';
import { headHtml, type ServerPage, ServerPageContext } from '../lib/use-page-meta';
import { createPageTemplates, withPage } from './page-templates';
import type { CreateWebPages, WebPages } from './web-pages';

/** A page of the route list: its path, the source files of its frame(s) and screen, and where it renders. */
type Leaf = { path: string; sources: string[]; rendering: Rendering };

function leavesOf(routes: ReadonlyArray<RouteObject>, sources: string[] = []): Leaf[] {
  return routes.flatMap((route) => {
    const handle = route.handle as PageHandle | undefined;
    const own = handle ? [...sources, moduleFile(handle.module)] : sources;
    if (route.children?.length) return leavesOf(route.children, own);
    return route.path ? [{ path: route.path, sources: own, rendering: handle?.rendering ?? 'browser' }] : [];
  });
}

/** The HTML of `element`, once everything in it has rendered; a screen that throws fails the whole page. */
async function prerender(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  // A screen that failed while rendering would reach the browser as a half page: the caller sends the app's HTML
  // file instead, which renders it in the browser.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A refusal is the page's content (an unknown product is its "not found"); an outage or a "too many requests" is
 * not: such a page is not rendered (nor kept), and the browser, which retries, renders it instead.
 */
function assertDataFetched(client: QueryClient): void {
  const failed = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => query.state.error)
    .find((error) => !(error instanceof ApiError && error.status < 500 && error.status !== 429));
  if (failed) throw new Error('The page’s data could not be fetched', { cause: failed });
}

export const createWebPages: CreateWebPages = ({ dist, origin, googleClientId }): WebPages => {
  const routes = createAppRoutes();
  const handler = createStaticHandler(routes);
  const templates = createPageTemplates(dist);
  const leaves = new Map(leavesOf(routes).map((leaf) => [leaf.path, leaf]));
  const notFound = leaves.get('*');

  return {
    routes: [...leaves.values()]
      .filter((leaf) => leaf !== notFound)
      .map((leaf) => ({ path: leaf.path, rendered: leaf.rendering !== 'browser' })),

    themeOfCookie,
    currencyOfCookie,

    async render({ url, theme, currency, transport, head = '' }) {
      // Nothing is retried on the server: the page renders with what the first answer said.
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      const pageUrl = new URL(url, origin);
      const context = await handler.query(new Request(pageUrl), {
        requestContext: new RouterContextProvider(new Map([[pageContext, { queryClient, transport }]])),
      });
      if (context instanceof Response) throw new Error(`${pageUrl.pathname} answered with a redirect`);
      const matched = context.matches.map(({ route }) => route.handle as PageHandle | undefined);
      if (matched.at(-1)?.rendering === 'browser') throw new Error(`${pageUrl.pathname} renders in the browser`);
      // A page's module that failed to load, or a loader that threw.
      const [routeError] = Object.values(context.errors ?? {});
      if (routeError !== undefined) throw routeError;
      assertDataFetched(queryClient);
      // This bundle's copy of the contract writes amounts in the base currency too (the API set its own at start).
      const currencies = queryClient.getQueryData(currenciesQueryKey) as Currencies | undefined;
      if (currencies) setBaseCurrency(currencies.base);

      const rendered: ServerPage = { meta: undefined, status: 200 };
      const renderedTheme = theme ?? 'light';
      const markup = await prerender(
        <ServerPageContext value={rendered}>
          <RenderedThemeContext value={renderedTheme}>
            <RenderedCurrencyContext value={currency}>
              <AppProviders queryClient={queryClient} googleClientId={googleClientId}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                />
              </AppProviders>
            </RenderedCurrencyContext>
          </RenderedThemeContext>
        </ServerPageContext>,
      );
      const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
      const sources = matched.flatMap((handle) => (handle ? [moduleFile(handle.module)] : []));
      const html = withPage(templates.template(sources, true), {
        head: rendered.meta ? headHtml(rendered.meta, origin, `${origin}${pageUrl.pathname}${pageUrl.search}`) : '',
        hints: head,
        markup,
        state: `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(queryClient, { theme: renderedTheme, currency }, routerState)}</script>`,
        theme,
      });
      const unfetched = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'pending' })
        .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
        .map((query) => query.queryHash);
      return { status: rendered.status, html, unfetched };
    },

    shell(route, head = '') {
      const html = templates.template((leaves.get(route ?? '*') ?? notFound)?.sources ?? [], false);
      return head ? html.replace('</head>', `${head}</head>`) : html;
    },
  };
};
