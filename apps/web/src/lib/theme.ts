/**
 * The light/dark theme (spec §4): stored under the localStorage key `theme` (default light) and applied as
 * `data-theme` on <body>. `public/theme-init.js` applies the stored theme before the app renders, so the first
 * paint is already right; this module reads that attribute and owns every later change.
 *
 * The choice is mirrored in a `theme` cookie, so the server renders a page with the images of the shopper's theme
 * (decision 024): `RenderedThemeContext` says which theme a page was rendered in, and the browser hydrates in that
 * theme before following the stored one, so the two never disagree.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { storageKey } from './browser-storage';
import { createListeners } from './listeners';
import { STORAGE_KEYS } from './storage';

export type Theme = 'light' | 'dark';

/** Who shows the theme: told after each change of `data-theme`. */
const shown = createListeners();

function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The stored choice, as plain text; light when there is none. */
const storedTheme = storageKey<Theme>(STORAGE_KEYS.theme, { fallback: 'light', parse: parseTheme, serialize: String });

export const THEME_COOKIE = 'theme';

/** The theme a page was rendered in: the request's cookie on the server, the page's data block in the browser. */
export const RenderedThemeContext = createContext<Theme>('light');

/** The theme a request's `Cookie` header names; undefined when it names none. */
export function themeOfCookie(header: string | undefined): Theme | undefined {
  const value = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(header ?? '')?.[1];
  return value === 'dark' || value === 'light' ? value : undefined;
}

function applyTheme(theme: Theme): void {
  document.body.dataset.theme = theme;
  shown.emit();
}

export function getTheme(): Theme {
  return parseTheme(document.body.dataset.theme);
}

let followingOtherTabs = false;

/** Applies the stored theme when the init script did not run (tests, a blocked script) and follows other tabs. */
export function initTheme(): void {
  if (!document.body.dataset.theme) applyTheme(storedTheme.get());
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  storedTheme.followOtherTabs(applyTheme);
}

export function setTheme(theme: Theme): void {
  storedTheme.set(theme);
  // The same line as public/theme-init.js writes.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports.
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
  applyTheme(theme);
}

export function useTheme(): Theme {
  const rendered = useContext(RenderedThemeContext);
  return useSyncExternalStore(shown.subscribe, getTheme, () => rendered);
}
