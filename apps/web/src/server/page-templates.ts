/**
 * The HTML documents the server sends, built on the app's index.html (decisions 024, 025). Each page's document names
 * what its route's modules bring (the build's `module-preloads.json`: for each lazily loaded module, the stylesheets
 * and scripts it needs beyond the entry's): for the browser to render (`shell`), its stylesheets linked and its code
 * modulepreloaded; as the template of a server-rendered page, its stylesheets inlined instead, so the page needs one
 * stylesheet request before its first paint (the shared one) and its own rules come in the HTML's own round trips.
 * Each inlined stylesheet keeps a disabled <link> to its file, which the browser does not fetch; Vite's loader finds it
 * there, so the route's code does not ask for that file again while the page hydrates.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Theme } from './web-pages';

/** Source file ('src/features/home/home-screen.tsx') → the files it needs beyond the entry's, stylesheets first. */
type ModulePreloads = Record<string, string[]>;

function readModulePreloads(dist: string): ModulePreloads {
  const file = path.join(dist, 'module-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModulePreloads) : {};
}

export type PageTemplates = {
  /** index.html with the hints of `sources`' files (kept per list of sources), stylesheets inlined when `inline`. */
  template(sources: ReadonlyArray<string>, inline: boolean): string;
};

export function createPageTemplates(dist: string): PageTemplates {
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = readModulePreloads(dist);

  const styleTags = new Map<string, string>();
  /** A stylesheet inlined, read once however many pages carry it. */
  const styleTag = (file: string) => {
    let tag = styleTags.get(file);
    if (tag === undefined) {
      const source = path.join(dist, file);
      // A stylesheet missing from the build is linked, as in a page the browser renders, rather than lost.
      tag = existsSync(source)
        ? `<style data-href="/${file}">${readFileSync(source, 'utf8').replaceAll('</style', '<\\/style')}</style>` +
          `<link rel="stylesheet" href="/${file}" disabled>`
        : `<link rel="stylesheet" crossorigin href="/${file}">`;
      styleTags.set(file, tag);
    }
    return tag;
  };

  const hint = (file: string, inline: boolean) => {
    if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="/${file}">`;
    return inline ? styleTag(file) : `<link rel="stylesheet" crossorigin href="/${file}">`;
  };

  const made = new Map<string, string>();
  return {
    template(sources, inline) {
      const key = `${inline ? 'inline' : 'link'} ${sources.join(' ')}`;
      let html = made.get(key);
      if (html === undefined) {
        const files = [...new Set(sources.flatMap((source) => preloads[source] ?? []))];
        const ordered = [...files.filter((file) => file.endsWith('.css')), ...files.filter((f) => !f.endsWith('.css'))];
        html = indexHtml.replace('</head>', `${ordered.map((file) => hint(file, inline)).join('')}</head>`);
        made.set(key, html);
      }
      return html;
    },
  };
}

/** The template's own title and description, which the page's head replaces. */
const TEMPLATE_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/** The app's code in the page's HTML: its entry script and the modules it preloads. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export type PageParts = {
  /** The page's own head (title, description, canonical URL, link previews, JSON-LD), or '' to keep the template's. */
  head: string;
  /** Extra hints for this page (the API's). */
  hints: string;
  markup: string;
  /** The data block. */
  state: string;
  /** The theme the request named: <body> then carries it. */
  theme: Theme | undefined;
};

/**
 * `template` with the page in it: its head, its markup in #root and its data block. The page paints before the app
 * downloads: the app's scripts wait in an inert <template id="lj-app"> until the page has loaded and painted, and
 * `theme-init.js` then puts them in the document, so on a slow connection the stylesheet, the fonts and the largest
 * picture are not sharing it with the code that only hydrates what is already on screen. The theme script itself is
 * deferred: when the request named its theme, <body> carries it already; without the cookie the page is light, as for
 * every first visit (decision 024 weighs the one light page of a visitor whose dark theme predates the cookie against
 * a round trip before every first visitor's first paint).
 */
export function withPage(template: string, page: PageParts): string {
  const scripts = template.match(APP_SCRIPTS) ?? [];
  const html = (page.head ? template.replace(TEMPLATE_HEAD, '') : template)
    .replace(APP_SCRIPTS, '')
    .replace('</head>', `${page.hints}${page.head}<template id="lj-app">${scripts.join('')}</template></head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>${page.state}`)
    .replace(/<script src="([^"]*theme-init[^"]*)"><\/script>/, '<script src="$1" defer></script>');
  return page.theme ? html.replace('<body>', `<body data-theme="${page.theme}">`) : html;
}
