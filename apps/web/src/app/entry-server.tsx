/**
 * The server renderer (decision 024): built by `vite build --ssr` into `dist-server/`, loaded by the API process
 * (apps/api/src/plugins/static-web.ts), which asks it for the HTML of each server-rendered page. For a page it
 * fetches the data the route names (route-data.ts) through the API's own routes, in-process; renders the same
 * component tree the browser hydrates; and answers with the whole document: the page's head (title, description,
 * canonical, Open Graph, JSON-LD), the rendered markup in #root and the data it was rendered with as a JSON block.
 * It sees no browser storage: the server's page is the one any visitor sees, and what is personal (the cart's
 * total, the account link, hearts) fills in once the browser has hydrated.
 */
import { matchWebRoute, type WebRoute } from '@lumen/contract/routes';
import { QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { beginHydration } from '../lib/hydration';
import { RenderedThemeContext, type Theme, themeOfCookie } from '../lib/theme';
import { headHtml, type ServerPage, ServerPageContext } from '../lib/use-page-meta';
import { PAGE_STATE_ID, serializePageState } from './page-state';
import { AppProviders } from './providers';
import { fetchPageData, SERVER_RENDERED_ROUTES } from './route-data';
import { AppRoutes, loadScreens } from './router';

export { SERVER_RENDERED_ROUTES, themeOfCookie };

export type RenderedPage = {
  status: 200 | 404;
  html: string;
  /** Queries a screen asked for that route-data.ts does not fetch: they render as loading, then fetch in the browser. */
  unfetched: string[];
};

export type PageRendererOptions = {
  /** How the app's API calls reach the API: in-process (Fastify's `inject`), never over the network. */
  transport: ApiTransport;
  /** The shop's public origin, for canonical URLs, link previews and JSON-LD (`PUBLIC_URL`). */
  origin: string;
};

/** The template's own title and description, which the page's head replaces. */
const TEMPLATE_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/** The app's code in the page's HTML: its entry script and the modules it preloads. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * `template` with the page in it: its head, its markup in #root and its data block. The page paints before the app
 * downloads: the app's scripts wait in an inert <template id="lj-app"> until the page has loaded and painted, and
 * `theme-init.js` then puts them in the document, so on a slow connection the stylesheet, the fonts and the largest
 * picture are not sharing it with ~120 KB of code that only hydrates what is already on screen. The theme script
 * itself is deferred: when the request named its theme, <body> carries it already; without the cookie the page is
 * light, as for every first visit (decision 024 weighs the one light page of a visitor whose dark theme predates the
 * cookie against a round trip before every first visitor's first paint).
 */
function withPage(
  template: string,
  page: { head: string; markup: string; state: string; theme: Theme | undefined; ownHead: boolean },
): string {
  const scripts = template.match(APP_SCRIPTS) ?? [];
  const html = (page.ownHead ? template.replace(TEMPLATE_HEAD, '') : template)
    .replace(APP_SCRIPTS, '')
    .replace('</head>', `${page.head}<template id="lj-app">${scripts.join('')}</template></head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>${page.state}`)
    .replace(/<script src="([^"]*theme-init[^"]*)"><\/script>/, '<script src="$1" defer></script>');
  return page.theme ? html.replace('<body>', `<body data-theme="${page.theme}">`) : html;
}

export function createPageRenderer({ transport, origin }: PageRendererOptions) {
  setApiTransport(transport);
  // Every render here makes the HTML that the browser's hydration reproduces.
  beginHydration();

  /**
   * The document for `url` (path and query) in `cookieTheme`, the theme the request's `theme` cookie names (read with
   * `themeOfCookie`; undefined without one), built on `template`: the app's index.html with the route's hints.
   */
  return async function renderPage(
    url: string,
    template: string,
    cookieTheme: Theme | undefined,
  ): Promise<RenderedPage> {
    const theme = cookieTheme ?? 'light';
    const { pathname, search, searchParams } = new URL(url, origin);
    const matched = matchWebRoute(pathname);
    const route = matched !== undefined && SERVER_RENDERED_ROUTES.includes(matched as WebRoute) ? matched : undefined;
    if (matched !== undefined && route === undefined) throw new Error(`${pathname} is not a server-rendered route`);

    // Nothing is retried on the server: the page renders with what the first answer said.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // The page's code is loaded before it renders, as the browser does before hydrating: one pass, nothing suspended.
    await Promise.all([
      fetchPageData(client, route as WebRoute | undefined, pathname, searchParams),
      loadScreens(pathname),
    ]);

    const page: ServerPage = { meta: undefined, status: 200 };
    const markup = await renderToStringAsync(
      <ServerPageContext value={page}>
        <RenderedThemeContext value={theme}>
          <AppProviders queryClient={client}>
            <StaticRouter location={`${pathname}${search}`}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </RenderedThemeContext>
      </ServerPageContext>,
    );
    const head = page.meta ? headHtml(page.meta, origin, `${origin}${pathname}${search}`) : '';
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(client, theme)}</script>`;
    const html = withPage(template, { head, markup, state, theme: cookieTheme, ownHead: page.meta !== undefined });
    const unfetched = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' })
      .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
      .map((query) => query.queryHash);
    return { status: page.status, html, unfetched };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
