/**
 * The browser's entry. A page the server rendered (decision 024) carries its HTML in #root and its data in a JSON
 * block: the query cache takes the data and React hydrates the HTML, so nothing is fetched or painted twice. Any
 * other page (the account pages, the back office, `npm run dev`) arrives empty and renders here.
 */
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import './styles/index.scss';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initTheme, RenderedThemeContext } from '../lib/theme';
import { readPageState } from './page-state';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

initTheme();

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
    hydrateRoot(root, app, {
      // A page that did not match its server HTML is rendered afresh; say so, in words a test can look for.
      onRecoverableError: (error) => console.error('Hydration: the server HTML was not used for this page.', error),
    });
  } else {
    createRoot(root).render(app);
  }
}
