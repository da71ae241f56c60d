/**
 * The currency a shopper sees prices in (issue 29): their choice in the header's selector, kept in a `currency` cookie
 * for a year, so the server renders every page in it and nothing flashes from one currency to another. Like the theme
 * (theme.ts), `RenderedCurrencyContext` says which currency a page was rendered in, and the browser hydrates in it
 * before following the cookie. Which currencies are offered, and at what rate, is the API's (`GET /api/currencies`).
 */
import { type CurrencyCode, isCurrencyCode } from '@lumen/contract/money';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

export const CURRENCY_COOKIE = 'currency';

/** The currency a page was rendered in (undefined: the request named none, so the base currency's page). */
export const RenderedCurrencyContext = createContext<CurrencyCode | undefined>(undefined);

/** The currency a `Cookie` header names; undefined when it names none the shop knows. */
export function currencyOfCookie(header: string | undefined): CurrencyCode | undefined {
  const value = /(?:^|;\s*)currency=([A-Z]{3})(?:;|$)/.exec(header ?? '')?.[1];
  return isCurrencyCode(value) ? value : undefined;
}

const chosen = createListeners();

/** Remembers the shopper's choice for a year, and shows it at once. */
export function setDisplayCurrency(code: CurrencyCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports.
  document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  chosen.emit();
}

/** The currency the shopper chose (undefined: none yet), as the server rendered it until the page has hydrated. */
export function useChosenCurrency(): CurrencyCode | undefined {
  const rendered = useContext(RenderedCurrencyContext);
  return useSyncExternalStore(
    chosen.subscribe,
    () => currencyOfCookie(document.cookie),
    () => rendered,
  );
}
