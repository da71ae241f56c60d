/**
 * The data a server-rendered page was rendered with, carried to the browser inside the page as a JSON data block
 * (`<script type="application/json">`: never executed, so the Content-Security-Policy's `script-src 'self'` holds;
 * React Router's own hydration script would be inline). The browser puts it in its query cache and gives its router
 * the loaders' state before hydrating, so the first render matches the server's HTML and nothing is fetched twice. A failed call travels as what it was: an `ApiError` with its status (the product page
 * of an unknown piece), rebuilt on arrival so the screens read it as they would their own.
 */

import type { CurrencyCode } from '@lumen/contract/money';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../lib/api-client';
import type { Theme } from '../lib/theme';

/**
 * What a server-rendered page was rendered with: its query cache, its router's loaders, the theme of its images and
 * the currency of its prices (undefined: the base currency).
 */
export type PageState = { theme: Theme; currency?: CurrencyCode; cache: DehydratedState; router: HydrationState };

export const PAGE_STATE_ID = 'lj-page-state';

const API_ERROR = '__apiError';

/** What a page was rendered with, as the body of its data block, safe inside a <script> element. */
export function serializePageState(
  client: QueryClient,
  rendered: { theme: Theme; currency: CurrencyCode | undefined },
  router: HydrationState,
): string {
  const cache = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const state: PageState = { ...rendered, cache, router };
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof ApiError ? { [API_ERROR]: { message: value.message, status: value.status } } : value,
  );
  // `<` escaped so that no text in the data can close the script element.
  return json.replace(/</g, '\\u003c');
}

/** The page's data block, or null when the page was rendered in the browser (no block, or one that cannot be read). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text, (_key, value: unknown) => {
      const error = (value as Record<string, { message: string; status: number }> | null)?.[API_ERROR];
      return error ? new ApiError(error.message, error.status) : value;
    }) as PageState;
    // As fresh as the page itself: the browser's clock, not the server's, decides when the data goes stale.
    const now = Date.now();
    for (const query of state.cache.queries) {
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
      if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}
