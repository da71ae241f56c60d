/**
 * A page's <head>: its title ('<Page> | Lumen Jewels'), meta description, canonical URL, Open Graph and Twitter card
 * tags, and its schema.org data (JSON-LD). A screen names them once with `usePageMeta`. On the server the renderer
 * reads them from `ServerPageContext` while it renders and writes them into the HTML (server/entry-server.tsx); in the
 * browser, after a navigation, the same tags are brought up to date in `document.head`. One list of tags
 * (`headTags`) serves both, so what a crawler reads and what the browser keeps cannot drift apart.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import logoLight from '../assets/brand/logo-light.svg';
import { BRAND } from './brand';

export type PageMeta = {
  title: string;
  description: string;
  /** The picture a link preview shows (a path on this site or a URL); the shop's logo when there is none. */
  image?: string;
  /** The page's one address, when it has several (a product by id or by slug); the address asked for otherwise. */
  canonicalPath?: string;
  /** `product` on a product page; `website` otherwise. */
  type?: 'website' | 'product';
  /** The page's schema.org documents, given the site's origin (JSON-LD needs absolute URLs). */
  structuredData?: (origin: string) => ReadonlyArray<Record<string, unknown>>;
};

/** What the server learns about the page while rendering it: its head, and whether it is a 404. */
export type ServerPage = { meta: PageMeta | undefined; status: 200 | 404 };

/** Present only while the server renders a page (server/entry-server.tsx). */
export const ServerPageContext = createContext<ServerPage | null>(null);

export function pageTitle(title: string): string {
  return `${title} | ${BRAND.name}`;
}

/** One element of the page's head: `<meta>`, `<link>` or a JSON-LD `<script>`. */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'script'; json: string };

/** The tags of `meta` for the page at `url` (absolute) on `origin`, title aside. */
export function headTags(meta: PageMeta, origin: string, pageUrl: string): HeadTag[] {
  const title = pageTitle(meta.title);
  const url = meta.canonicalPath ? new URL(meta.canonicalPath, origin).href : pageUrl;
  const image = new URL(meta.image ?? logoLight, origin).href;
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', key: 'name', name, content });
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', key: 'property', name, content });
  return [
    named('description', meta.description),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:site_name', BRAND.name),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    // `<` escaped so that no text in the data can close the script element.
    ...(meta.structuredData?.(origin) ?? []).map(
      (document): HeadTag => ({ tag: 'script', json: JSON.stringify(document).replace(/</g, '\\u003c') }),
    ),
  ];
}

/** Marks the tags this module owns in the browser's head, so a navigation replaces them and nothing else. */
const OWNED = 'data-page';

/** Brings the browser's head up to date with `meta` (title, tags and JSON-LD), after a navigation. */
function applyHead(meta: PageMeta): void {
  document.title = pageTitle(meta.title);
  const { origin, pathname, search } = window.location;
  for (const stale of document.head.querySelectorAll(`[${OWNED}], meta[name="description"]`)) stale.remove();
  for (const tag of headTags(meta, origin, `${origin}${pathname}${search}`)) {
    const element = document.createElement(tag.tag);
    if (tag.tag === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else if (tag.tag === 'link') {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    } else {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = tag.json;
    }
    element.setAttribute(OWNED, '');
    document.head.append(element);
  }
}

export function usePageMeta(meta: PageMeta): void {
  const server = useContext(ServerPageContext);
  if (server) server.meta = meta;
  // The latest meta, read by the effect; it runs when what the page is about changes, not on every render (screens
  // pass a new `structuredData` function each time).
  const latest = useRef(meta);
  latest.current = meta;
  const { title, description, image, canonicalPath } = meta;
  useEffect(() => {
    applyHead({ ...latest.current, title, description, image, canonicalPath });
  }, [title, description, image, canonicalPath]);
}

/** A screen that shows "not found" makes the server answer 404 (the browser shows the same designed page). */
export function useNotFoundStatus(): void {
  const server = useContext(ServerPageContext);
  if (server) server.status = 404;
}

/** The server's rendering of `headTags` (plus the title), escaped for HTML. */
export function headHtml(meta: PageMeta, origin: string, url: string): string {
  const tags = headTags(meta, origin, url).map((tag) => {
    if (tag.tag === 'meta')
      return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" ${OWNED}>`;
    if (tag.tag === 'link') return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" ${OWNED}>`;
    return `<script type="application/ld+json" ${OWNED}>${tag.json}</script>`;
  });
  return [`<title>${escapeHtml(pageTitle(meta.title))}</title>`, ...tags].join('');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
