/**
 * Serves the built web app: hashed assets with immutable caching (pre-compressed brotli/gzip files when the build
 * made them), the product pictures the build drew (`/media/v1/…`, immutable too: the version is in the path), and
 * the pages, each with modulepreload hints for the code of its route (the build's `route-preloads.json`), so a page
 * fetches its frame and screen alongside the entry and nothing else.
 *
 * The storefront's public pages are rendered on the server (decision 024) by the web build's server renderer
 * (`apps/web/dist-server/entry-server.js`, beside the web build): HTML with the page's content, head and data, kept
 * in memory per URL until the catalogue changes (`invalidatePages`, called with the catalogue's own invalidation) or
 * its time is up, and sent with an ETag, so a browser revalidating gets a 304. A path no route matches is rendered
 * too: the designed not-found page, with 404. Private pages (account, checkout, back office) get index.html and
 * render in the browser; so does every page when the server renderer is not built, or fails on a page. Unknown
 * `/api/*` paths answer 404 in the envelope.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type AdminWebRoute, API_PREFIX, matchWebRoute, type WebRoute } from '@lumen/contract/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { innerRequestHeaders } from '../lib/inner-request';
import { etagOf, matchesEtag } from '../lib/json-answer';
import { createTtlCache } from '../lib/ttl-cache';
import { sendError } from './envelope-and-errors';

export type StaticWebOptions = {
  webDist: string;
  /** The product pictures (scripts/draw-artwork.ts writes them there), served under `/media/`. */
  mediaDir?: string;
  /**
   * Extra <head> hints for one page (e.g. the product a product page will fetch, and its picture), so the browser
   * starts on what the page paints first before the app asks for it. Empty when there is nothing to add.
   */
  pageHints?: (route: WebRoute | AdminWebRoute, pathname: string, rendered: boolean) => Promise<string>;
  /** The shop's public origin (`PUBLIC_URL`): canonical URLs, link previews and JSON-LD name it. */
  origin: string;
  /** How long a rendered page is kept; 0 renders every request (the catalogue's own cache time). */
  pageCacheSeconds: number;
};

/** What the web build's server renderer exports (apps/web/src/app/entry-server.tsx). */
type ServerRenderer = {
  SERVER_RENDERED_ROUTES: ReadonlyArray<string>;
  /** The theme a request's `Cookie` header names: a page is rendered (and kept) once per theme. */
  themeOfCookie(header: string | undefined): 'light' | 'dark' | undefined;
  createPageRenderer(options: {
    transport: (path: string, init: RequestInit) => Promise<Response>;
    origin: string;
  }): (
    url: string,
    template: string,
    theme: 'light' | 'dark' | undefined,
  ) => Promise<{ status: 200 | 404; html: string; unfetched: string[] }>;
};

type RenderedPage = {
  status: 200 | 404;
  html: Buffer;
  etag: string;
  /** The page compressed, made the first time a browser asks for that encoding and kept with the page. */
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
};

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** The page's body in the best encoding `accept` allows (brotli, gzip or none), compressed once per page. */
function encodedPage(page: RenderedPage, accept: string): { body: Promise<Buffer>; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(accept)) {
    page.encoded.br ??= brotli(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: page.encoded.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    page.encoded.gzip ??= gzip(page.html, { level: 9 });
    return { body: page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: Promise.resolve(page.html) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets every server-rendered page; called with the catalogue's invalidation (app.ts). */
    invalidatePages(): void;
  }
}

/** The server renderer beside the web build (`vite build --ssr` writes it), or undefined when it was not built. */
async function loadServerRenderer(webDist: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture is a document of its own: it may draw with inline styles and load nothing. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Route pattern → its stylesheets and scripts to modulepreload, and '*' for any other path (the web build's). */
type RoutePreloads = Record<string, string[]>;

function readPreloads(webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/**
 * index.html once per route, with that route's hints before </head>: for the browser to render (`linked`), its
 * stylesheets linked and its code modulepreloaded; as the template of a server-rendered page (`inlined`), its
 * stylesheets inlined instead (decision 025). A page then needs one stylesheet request before its first paint, the
 * shared one, and the route's own rules come in the HTML's own round trips. Each inlined stylesheet also keeps a
 * disabled <link> to its file, which the browser does not fetch; Vite's loader finds it there, so the route's code
 * does not ask for that file again while the page hydrates.
 */
function pagesByRoute(indexHtml: string, preloads: RoutePreloads, webDist: string) {
  const styleTags = new Map<string, string>();
  /** A stylesheet inlined, read once however many routes carry it. */
  const styleTag = (file: string) => {
    let tag = styleTags.get(file);
    if (tag === undefined) {
      const source = path.join(webDist, file);
      // A stylesheet missing from the build is linked, as in a page the browser renders, rather than lost.
      tag = existsSync(source)
        ? `<style data-href="/${file}">${readFileSync(source, 'utf8').replaceAll('</style', '<\\/style')}</style>` +
          `<link rel="stylesheet" href="/${file}" disabled>`
        : `<link rel="stylesheet" crossorigin href="/${file}">`;
      styleTags.set(file, tag);
    }
    return tag;
  };
  const page = (files: string[], inline: boolean) =>
    Buffer.from(
      indexHtml.replace(
        '</head>',
        `${files
          .map((file) => {
            if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="/${file}">`;
            return inline ? styleTag(file) : `<link rel="stylesheet" crossorigin href="/${file}">`;
          })
          .join('')}</head>`,
      ),
    );
  /** Each route's page, made the first time it is asked for. */
  const variant = (inline: boolean) => {
    const made = new Map<string, Buffer>();
    return (route: string | undefined) => {
      const key = route !== undefined && Object.hasOwn(preloads, route) ? route : '*';
      let built = made.get(key);
      if (!built) {
        built = page(preloads[key] ?? [], inline);
        made.set(key, built);
      }
      return built;
    };
  };
  return { linked: variant(false), inlined: variant(true) };
}

export default fp(
  async function staticWeb(app: FastifyInstance, options: StaticWebOptions) {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    const pages = hasWeb
      ? pagesByRoute(readFileSync(indexFile, 'utf8'), readPreloads(options.webDist), options.webDist)
      : undefined;
    const pageFor = pages?.linked;

    if (options.mediaDir && existsSync(options.mediaDir)) {
      // Only the drawn pictures: `/media/avatars/…` is the account module's route, more specific than this one.
      await app.register(fastifyStatic, {
        root: options.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', IMMUTABLE);
          reply.header('content-security-policy', PICTURE_POLICY);
        },
      });
    } else if (options.mediaDir) {
      app.log.warn({ mediaDir: options.mediaDir }, 'No product pictures here: `npm run build` draws them');
    }

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const urlPath = `/${path.relative(options.webDist, filePath).split(path.sep).join('/')}`;
          reply.header('cache-control', HASHED_ASSET.test(urlPath) ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }

    const renderer = hasWeb ? await loadServerRenderer(options.webDist) : undefined;
    const serverRendered = new Set(renderer?.SERVER_RENDERED_ROUTES);
    const renderPage = renderer?.createPageRenderer({
      origin: options.origin,
      // The page's data comes from the API's own routes, in this process: the same answers, caches and checks.
      async transport(url, init) {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { accept: 'application/json', ...innerRequestHeaders },
        });
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      },
    });
    const rendered = createTtlCache<RenderedPage>({ ttlMs: options.pageCacheSeconds * 1000, maxEntries: 500 });
    app.decorate('invalidatePages', () => rendered.clear());

    /** The page at `url` rendered on the server in `theme` (the cookie's), from the cache when it holds it. */
    const serverPage = (
      url: string,
      route: WebRoute | AdminWebRoute | undefined,
      theme: 'light' | 'dark' | undefined,
    ) =>
      rendered.get(`${theme ?? 'unnamed'} ${url}`, async () => {
        if (!renderPage || !pages) throw new Error('no server renderer');
        const pathname = url.split('?')[0] ?? '/';
        const hints = route && options.pageHints ? await options.pageHints(route, pathname, true) : '';
        const template = pages.inlined(route).toString('utf8').replace('</head>', `${hints}</head>`);
        const page = await renderPage(url, template, theme);
        if (page.unfetched.length > 0) {
          app.log.warn(
            { route, queries: page.unfetched },
            'a server-rendered page asked for data route-data.ts does not fetch',
          );
        }
        return { status: page.status, html: Buffer.from(page.html), etag: etagOf(page.html), encoded: {} };
      });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
        return sendError(reply, 404, `No such API route: ${request.method} ${pathname}`);
      }
      // A missing file (an old hashed asset, say) is a plain 404, never the HTML page under a script's name.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (!pageFor || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(reply, 404, 'Not found.');
      }
      const route = matchWebRoute(pathname);
      if (renderPage && (route === undefined || serverRendered.has(route))) {
        try {
          const theme = renderer?.themeOfCookie(request.headers.cookie);
          const page = await serverPage(request.url, route, theme);
          reply
            .code(page.status)
            .header('cache-control', 'no-cache')
            .header('etag', page.etag)
            .header('vary', 'accept-encoding');
          if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
            return reply.code(304).send();
          }
          const { body, encoding } = encodedPage(page, String(request.headers['accept-encoding'] ?? ''));
          const sent = await body;
          if (encoding) reply.header('content-encoding', encoding);
          return reply.type('text/html; charset=utf-8').send(sent);
        } catch (err) {
          // The browser can still render the page: send the app's HTML file, as for a private page.
          request.log.error({ err, route }, 'server rendering failed; the page renders in the browser');
        }
      }
      const hints = route && options.pageHints ? await options.pageHints(route, pathname, false) : '';
      const page = pageFor(route);
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(hints ? page.toString('utf8').replace('</head>', `${hints}</head>`) : page);
    });
  },
  { name: 'static-web' },
);
