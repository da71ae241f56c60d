/**
 * The browser's entry. A page the server rendered (decision 024) carries its HTML in #root and its data in a JSON
 * block: the query cache takes the data and the app hydrates the HTML (on Preact, decision 026), so nothing is fetched
 * or painted twice. Any other page (the account pages, the back office, `npm run dev`) arrives empty and renders here.
 */
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import './styles/index.scss';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { beginHydration } from '../lib/hydration';
import { initTheme, RenderedThemeContext } from '../lib/theme';
import { runEffectsAfterCommit } from './effect-timing';
import { readPageState } from './page-state';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, loadScreens } from './router';

initTheme();
runEffectsAfterCommit();

const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  const state = readPageState();
  const app = (
    <StrictMode>
      <RenderedThemeContext value={state?.theme ?? 'light'}>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </RenderedThemeContext>
    </StrictMode>
  );
  if (state && root.firstChild) {
    hydrate(queryClient, state.cache);
    beginHydration();
    // The page's frame and screen are loaded first (their modules are preloaded with the page), so the server's HTML
    // is adopted in one pass, with nothing suspended.
    void loadScreens(window.location.pathname).then(() => hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
}
