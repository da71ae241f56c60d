/**
 * The browser's entry. A page the server rendered (decision 024) carries its HTML in #root and its data in a JSON
 * block: the query cache and the router take the data, the page's route modules are loaded, and React hydrates the
 * HTML in one pass, so nothing is fetched or painted twice. Any other page (the account pages, the back office,
 * `npm run dev`) arrives empty and renders here once its first page's code and data are in.
 */
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import './styles/index.scss';
import { GOOGLE_CLIENT_ID_META } from '@lumen/contract/constants';
import { isCurrencyCode, SHOP_CURRENCY_META, setBaseCurrency } from '@lumen/contract/money';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { browserTransport } from '../lib/api-client';
import { RenderedCurrencyContext } from '../lib/currency';
import { initTheme, RenderedThemeContext } from '../lib/theme';
import { createAppRoutes, loadRoutesOf, pageContext } from './app-routes';
import { readPageState } from './page-state';
import { AppProviders, createQueryClient } from './providers';

/** Resolves once the router has its first page's code and data (at once when the page brought them). */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A render that does not match the server's HTML (React then renders that part again in the browser) is a bug: said
 * on the console, where the e2e suite fails on it.
 */
function reportRecoverableError(error: unknown): void {
  console.error('Hydration:', error instanceof Error ? error.message : error);
}

async function start(root: HTMLElement): Promise<void> {
  initTheme();
  // The base currency the page names (the back office's amounts are written in it).
  const base = document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_CURRENCY_META}"]`)?.content;
  if (isCurrencyCode(base)) setBaseCurrency(base);
  // The shop's Google client ID, when it offers Sign in with Google (the server rendered the page with it).
  const googleClientId = document.querySelector<HTMLMetaElement>(`meta[name="${GOOGLE_CLIENT_ID_META}"]`)?.content;
  const queryClient = createQueryClient();
  const state = readPageState();
  const rendered = state !== null && root.firstChild !== null;
  if (state) hydrate(queryClient, state.cache);
  const routes = createAppRoutes();
  // The page's frame and screen are preloaded with the page: in place before the router starts, they render at once.
  await loadRoutesOf(routes, window.location.pathname);
  const router = createBrowserRouter(routes, {
    hydrationData: rendered ? state.router : undefined,
    getContext: () => new RouterContextProvider(new Map([[pageContext, { queryClient, transport: browserTransport }]])),
  });
  await routerReady(router);
  const app = (
    <StrictMode>
      <RenderedThemeContext value={state?.theme ?? 'light'}>
        <RenderedCurrencyContext value={state?.currency}>
          <AppProviders queryClient={queryClient} googleClientId={googleClientId || undefined}>
            <RouterProvider router={router} />
          </AppProviders>
        </RenderedCurrencyContext>
      </RenderedThemeContext>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void start(root);
