/** Renders a piece of the app the way the app does: providers, a data router, and a probe showing the current URL. */
import type { Currencies } from '@lumen/contract/currencies';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { currenciesQueryKey } from '../features/catalog/api/get-currencies';
import { BASE_ONLY } from './api-stub';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The app's query client, already holding the shop's currencies (base only), as a page's frame would. */
export function seededQueryClient(currencies: Currencies = BASE_ONLY): QueryClient {
  const client = createQueryClient();
  client.setQueryData(currenciesQueryKey, currencies);
  return client;
}

/** `ui` with the query client its prices read the currencies from. */
export const withQueryClient = (ui: ReactElement) => (
  <QueryClientProvider client={seededQueryClient()}>{ui}</QueryClientProvider>
);

export function renderWithApp(
  ui: ReactElement,
  {
    route = '/',
    currencies,
    googleClientId,
  }: { route?: string; currencies?: Currencies; googleClientId?: string } = {},
) {
  // Every path renders `ui`, so a screen's own <Routes> (or a test's) match below it, as under the app's routes.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return render(
    <AppProviders queryClient={seededQueryClient(currencies)} googleClientId={googleClientId}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
